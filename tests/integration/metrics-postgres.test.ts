import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postgresDatabase } from "../../app/server/db.server.ts";
import { registry } from "../../app/server/metrics.server.ts";

const url = process.env.TEST_DATABASE_URL;

/** A gauge's value, or a histogram's count of observations. */
const value = async (name: string) => {
  const values = (await registry.getMetricsAsJSON()).find((m) => m.name === name)?.values ?? [];
  const count = values.find((v) => (v as { metricName?: string }).metricName === `${name}_count`);
  return (count ?? values[0])?.value ?? 0;
};

// PostgreSQL's pool and its connections' query timing: run with TEST_DATABASE_URL set (npm run test:pg's server).
describe.skipIf(!url)("the PostgreSQL metrics", () => {
  it("time every query, in a transaction or not, and read the pool at the scrape", async () => {
    const database = postgresDatabase(url ?? "", 3);
    try {
      const before = await value("autoafrique_db_query_duration_seconds");
      await database.db.execute(sql`select 1`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 2`);
      });
      const stop = await database.listen("metrics_test", () => {});
      await stop();
      // select 1; begin, select 2, commit; LISTEN, UNLISTEN.
      expect((await value("autoafrique_db_query_duration_seconds")) - before).toBeGreaterThanOrEqual(6);
      expect(await value("autoafrique_db_pool_max_connections")).toBe(3);
      expect(await value("autoafrique_db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(await value("autoafrique_db_pool_waiting_requests")).toBe(0);
    } finally {
      await database.close();
    }
  });
});
