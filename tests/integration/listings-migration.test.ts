import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database.ts";

/**
 * The move from two listing tables to one (drizzle/0006_one_listings_table.sql), run on a database
 * that holds the previous schema with data: ids are kept, references follow, orphans are settled.
 */

const ctx = useTestDatabase({ migrated: false });
const ONE_TABLE_MIGRATION = "0006_one_listings_table";

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

const previous = migrationsBefore(ONE_TABLE_MIGRATION);
afterAll(() => rmSync(previous, { recursive: true, force: true }));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database().db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const SELLER = "seller-1";
const BUYER = "buyer-1";
const SALE = "11111111-1111-4111-8111-111111111111";
const SOLD = "22222222-2222-4222-8222-222222222222";
const RENTAL = "33333333-3333-4333-8333-333333333333";
const GONE = "99999999-9999-4999-8999-999999999999";

describe("one listings table, from the previous schema with data", () => {
  it("moves every sale and rental with its id, and every reference with it", async () => {
    const db = ctx.database().db;
    await ctx.database().migrate(previous);
    await db.execute(sql`insert into profiles (id, name, email, first_name, last_name, phone, country, city, user_type) values
      (${SELLER}, 'Moussa Diop', 'moussa@example.test', 'Moussa', 'Diop', '+221770000000', 'SN', 'Dakar', 'dealer'),
      (${BUYER}, 'Awa Koné', 'awa@example.test', 'Awa', 'Koné', '+2250700000000', 'CI', 'Abidjan', 'buyer')`);
    await db.execute(sql`insert into sale_listings (id, seller_id, brand, model, year, mileage, price, transmission, fuel_type,
        condition, city, country, images, accidents, clean_title, previous_owners, horsepower, documents_available, customs_cleared, status, seller_pro, search_key, city_key) values
      (${SALE}, ${SELLER}, 'Toyota', 'Corolla', 2018, 85000, 7500000, 'automatic', 'petrol', 'used', 'Dakar', 'SN', '{listings/a}', 1, true, 2, 132, '{"Carte grise"}', true, 'active', true, 'toyota corolla dakar', 'dakar'),
      (${SOLD}, ${SELLER}, 'Peugeot', '308', 2015, 120000, 4200000, 'manual', 'diesel', 'certified', 'Thiès', 'SN', '{}', 0, true, 1, null, '{}', false, 'sold', false, 'peugeot 308 thies', 'thies')`);
    await db.execute(sql`insert into rental_listings (id, owner_id, brand, model, year, mileage, price_per_day, transmission, fuel_type,
        city, country, images, features, available, search_key, city_key) values
      (${RENTAL}, ${SELLER}, 'Toyota', 'Prado', 2020, 40000, 45000, 'automatic', 'diesel', 'Dakar', 'SN', '{listings/b}', '{GPS}', false, 'toyota prado dakar', 'dakar')`);
    await db.execute(sql`insert into favorites (user_id, listing_id, listing_type) values
      (${BUYER}, ${SALE}, 'sale'), (${BUYER}, ${RENTAL}, 'rental'), (${BUYER}, ${GONE}, 'sale')`);
    await db.execute(sql`insert into reviews (listing_id, listing_type, reviewer_id, rating) values
      (${SALE}, 'sale', ${BUYER}, 5), (${GONE}, 'rental', ${BUYER}, 2)`);
    await db.execute(sql`insert into conversations (participant1_id, participant2_id, listing_id, listing_type) values
      (${BUYER}, ${SELLER}, ${RENTAL}, 'rental'), (${SELLER}, ${BUYER}, ${GONE}, 'sale')`);
    await db.execute(sql`insert into premium_listings (listing_id, listing_type, end_date) values
      (${SALE}, 'sale', now() + interval '7 days'), (${GONE}, 'sale', now() + interval '7 days')`);
    await db.execute(sql`insert into payments (user_id, kind, provider, amount, status, listing_id, listing_type) values
      (${SELLER}, 'promotion', 'sandbox', 5000, 'paid', ${SALE}, 'sale'), (${SELLER}, 'promotion', 'sandbox', 15000, 'paid', ${GONE}, 'sale')`);
    await db.execute(sql`insert into rental_bookings (rental_listing_id, renter_id, owner_id, start_date, end_date, total_days, daily_rate, total_price) values
      (${RENTAL}, ${BUYER}, ${SELLER}, '2027-03-01', '2027-03-03', 3, 45000, 135000)`);

    await ctx.database().migrate();

    const moved = await rows<Record<string, unknown>>(
      sql`select id, kind, owner_id, price, status, available, condition, accidents, horsepower, documents_available, seller_pro, search_key
          from listings order by id`,
    );
    expect(moved).toEqual([
      {
        id: SALE,
        kind: "sale",
        owner_id: SELLER,
        price: 7_500_000,
        status: "active",
        available: true,
        condition: "used",
        accidents: 1,
        horsepower: 132,
        documents_available: ["Carte grise"],
        seller_pro: true,
        search_key: "toyota corolla dakar",
      },
      {
        id: SOLD,
        kind: "sale",
        owner_id: SELLER,
        price: 4_200_000,
        status: "sold",
        available: true,
        condition: "certified",
        accidents: 0,
        horsepower: null,
        documents_available: [],
        seller_pro: false,
        search_key: "peugeot 308 thies",
      },
      {
        id: RENTAL,
        kind: "rental",
        owner_id: SELLER,
        price: 45_000,
        status: "active",
        available: false,
        condition: null,
        accidents: null,
        horsepower: null,
        documents_available: null,
        seller_pro: false,
        search_key: "toyota prado dakar",
      },
    ]);
    expect(await rows(sql`select listing_id from favorites order by listing_id`)).toEqual([{ listing_id: SALE }, { listing_id: RENTAL }]);
    expect(await rows(sql`select listing_id, rating from reviews`)).toEqual([{ listing_id: SALE, rating: 5 }]);
    expect(await rows(sql`select listing_id from conversations order by listing_id nulls last`)).toEqual([{ listing_id: RENTAL }, { listing_id: null }]);
    expect(await rows(sql`select listing_id from premium_listings`)).toEqual([{ listing_id: SALE }]);
    expect(await rows(sql`select amount, listing_id from payments order by amount`)).toEqual([
      { amount: 5000, listing_id: SALE },
      { amount: 15000, listing_id: null },
    ]);
    expect(await rows(sql`select listing_id, listing_kind, total_price from rental_bookings`)).toEqual([
      { listing_id: RENTAL, listing_kind: "rental", total_price: 135_000 },
    ]);
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name like '%listings'`,
    );
    expect(tables.map((t) => t.name).sort()).toEqual(["listings", "premium_listings"]);

    // The booking guarantee still holds on the moved rental.
    await expect(
      db.execute(sql`insert into rental_bookings (listing_id, renter_id, owner_id, start_date, end_date, total_days, daily_rate, total_price)
        values (${RENTAL}, ${BUYER}, ${SELLER}, '2027-03-03', '2027-03-04', 2, 45000, 90000)`),
    ).rejects.toThrow();
  });
});
