import { seedIfEmpty } from "../../app/features/demo/seed.server.ts";
import { type Database, setDatabase } from "../../app/server/db.server.ts";

/**
 * Migrates `database` and writes the demo into it, its photos into the DATA_DIR of the
 * environment, as a server's first start does; `database` stays the app's database.
 */
export async function migrateAndSeedDemo(database: Database): Promise<void> {
  setDatabase(database);
  await database.migrate();
  const summary = await seedIfEmpty();
  if (!summary) throw new Error("the database was not empty: no demo written");
}
