import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../app/server/db.server.ts";
import { referenceData, startReferenceRelay } from "../../app/server/reference-data.server.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

let reads = 0;
const prices = referenceData("test-prices", async () => {
  await db().execute(sql`select 1`);
  return ++reads;
});

let stopRelay: () => Promise<void>;
beforeAll(async () => {
  stopRelay = await startReferenceRelay();
});
afterAll(() => stopRelay());

describe("reference data", () => {
  it("is read once, however many pages ask at the same time", async () => {
    const values = await Promise.all(Array.from({ length: 20 }, () => prices.get()));
    expect(new Set(values).size).toBe(1);
    expect(reads).toBe(1);
    await prices.get();
    expect(reads).toBe(1);
  });

  it("runs a query builder's query once, though the builder runs it again at every then", async () => {
    await db().execute(sql`create sequence reference_test_runs`);
    // Each run of the query takes the next number of the sequence.
    const nextRun = () =>
      db()
        .select({ run: sql<number>`nextval('reference_test_runs')`.mapWith(Number) })
        .from(sql`(select 1) as one`);
    const runs = referenceData("test-builder", nextRun);
    await Promise.all([runs.get(), runs.get()]);
    expect(await runs.get()).toEqual([{ run: 1 }]);
    expect(await nextRun()).toEqual([{ run: 2 }]);
  });

  it("is read again after a write on this instance says it changed", async () => {
    const before = await prices.get();
    await prices.changed();
    expect(await prices.get()).toBe(before + 1);
  });

  it("is read again when another instance announces a change", async () => {
    const before = await prices.get();
    await db().execute(sql`select pg_notify('reference_changed', 'test-prices')`);
    // The notice arrives asynchronously; the next read after it sees the new value.
    let value = await prices.get();
    for (let i = 0; i < 100 && value === before; i++) {
      await new Promise((r) => setTimeout(r, 20));
      value = await prices.get();
    }
    expect(value).toBe(before + 1);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const flaky = referenceData("test-flaky", async () => {
      if (fail) throw new Error("database unavailable");
      return "ok";
    });
    await expect(flaky.get()).rejects.toThrow("database unavailable");
    fail = false;
    expect(await flaky.get()).toBe("ok");
  });
});
