import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database.ts";

/**
 * drizzle/0030_history_answers_and_posted_card.sql on a database holding listings: a sale's yes/no
 * history answers may be null ("not said", issue 42), every existing row keeps the answers it holds,
 * a rental still holds none, and no existing listing shows the card 'Votre annonce est en ligne'.
 */

const ctx = useTestDatabase({ migrated: false });
const MIGRATION = "0030_history_answers_and_posted_card";

/** A copy of ./drizzle whose journal stops just before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "aa-migrations-"));
  cpSync(resolve("drizzle"), dir, { recursive: true });
  const journalFile = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const previous = migrationsBefore(MIGRATION);
afterAll(() => rmSync(previous, { recursive: true, force: true }));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database().db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const SELLER = "seller-history";
const CLEAN = "11111111-1111-4111-8111-111111111111";
const NOT_CLEARED = "22222222-2222-4222-8222-222222222222";
const RENTAL = "33333333-3333-4333-8333-333333333333";

describe("the history answers' migration, on a database with listings", () => {
  it("keeps every stated answer, allows 'not said' on a sale only, and opens no card", async () => {
    const db = ctx.database().db;
    await ctx.database().migrate(previous);
    await db.execute(sql`insert into profiles (id, name, email, first_name, last_name, phone, country, city, user_type) values
      (${SELLER}, 'Moussa Diop', 'moussa@example.test', 'Moussa', 'Diop', '+221770000000', 'SN', 'Dakar', 'seller')`);
    await db.execute(sql`insert into listings (id, kind, owner_id, brand, model, year, mileage, price, transmission, fuel_type, city, country,
        condition, accidents, clean_title, previous_owners, documents_available, customs_cleared) values
      (${CLEAN}, 'sale', ${SELLER}, 'Toyota', 'Corolla', 2018, 85000, 7500000, 'automatic', 'petrol', 'Dakar', 'SN', 'used', 0, true, 1, '{}', false),
      (${NOT_CLEARED}, 'sale', ${SELLER}, 'Peugeot', '308', 2015, 120000, 4200000, 'manual', 'diesel', 'Thiès', 'SN', 'used', 1, false, 2, '{}', true)`);
    await db.execute(sql`insert into listings (id, kind, owner_id, brand, model, year, mileage, price, transmission, fuel_type, city, country) values
      (${RENTAL}, 'rental', ${SELLER}, 'Toyota', 'Prado', 2020, 40000, 45000, 'automatic', 'diesel', 'Dakar', 'SN')`);
    // Before: a sale had to say both.
    await expect(
      db.execute(sql`insert into listings (kind, owner_id, brand, model, year, mileage, price, transmission, fuel_type, city, country, condition, accidents, previous_owners, documents_available)
        values ('sale', ${SELLER}, 'Kia', 'Rio', 2019, 1, 1, 'manual', 'petrol', 'Dakar', 'SN', 'used', 0, 1, '{}')`),
    ).rejects.toThrow();

    await ctx.database().migrate();

    const kept = await rows<{ id: string; clean_title: boolean | null; customs_cleared: boolean | null; posted_card_open: boolean }>(
      sql`select id, clean_title, customs_cleared, posted_card_open from listings order by id`,
    );
    expect(kept).toEqual([
      { id: CLEAN, clean_title: true, customs_cleared: false, posted_card_open: false },
      { id: NOT_CLEARED, clean_title: false, customs_cleared: true, posted_card_open: false },
      { id: RENTAL, clean_title: null, customs_cleared: null, posted_card_open: false },
    ]);
    await db.execute(sql`insert into listings (kind, owner_id, brand, model, year, mileage, price, transmission, fuel_type, city, country, condition, accidents, previous_owners, documents_available)
      values ('sale', ${SELLER}, 'Kia', 'Rio', 2019, 1, 1, 'manual', 'petrol', 'Dakar', 'SN', 'used', 0, 1, '{}')`);
    expect(await rows(sql`select 1 from listings where model = 'Rio' and clean_title is null and customs_cleared is null`)).toHaveLength(1);
    // The rest of a sale's history is still required, and a rental still holds none of it.
    await expect(
      db.execute(sql`insert into listings (kind, owner_id, brand, model, year, mileage, price, transmission, fuel_type, city, country, accidents, previous_owners, documents_available)
        values ('sale', ${SELLER}, 'Kia', 'Rio', 2019, 1, 1, 'manual', 'petrol', 'Dakar', 'SN', 0, 1, '{}')`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into listings (kind, owner_id, brand, model, year, mileage, price, transmission, fuel_type, city, country, customs_cleared)
        values ('rental', ${SELLER}, 'Kia', 'Rio', 2019, 1, 1, 'manual', 'petrol', 'Dakar', 'SN', true)`),
    ).rejects.toThrow();
  });
});
