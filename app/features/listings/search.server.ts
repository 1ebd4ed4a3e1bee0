import { type SQL, inArray, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, listings } from "../../server/schema.ts";
import type { SortKey } from "./browse-query.ts";
import type { ListingSummary } from "./listing.ts";
import type { BrandModelCounts } from "./browse/choice-counts.ts";
import { SUMMARY_COLUMNS } from "./listings.server.ts";
import { GASOLINE_FUELS, modelsFor } from "../../lib/vehicles.ts";
import { UUID_PATTERN } from "../../lib/uuid.ts";
import {
  AWD_FEATURES,
  ECONOMY_PRICE_LIMIT,
  ELECTRIFIED_FUELS,
  OFFROAD_BODY_TYPES,
  PROMOTED_FIRST,
  SMALL_TRUCK_BODY_TYPE,
  SPORTS_BODY_TYPE,
  SPORTS_HORSEPOWER,
  type SearchCriteria,
  promotionInstant,
  rotationSeed,
} from "./search-criteria.ts";

/**
 * The browse query, run entirely by the database: every filter of `matchesCriteria` as SQL, one
 * index per sort walked in order, keyset pagination ("after this row") instead of OFFSET, and a
 * result count that stops counting at COUNT_CAP. The promoted places (ADR 0053) are a second,
 * small read before the walk: one range of their own index, shuffled per rotation slice.
 */

export const PAGE_SIZE = 24;
export const COUNT_CAP = 1000;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function categoryCondition(category: NonNullable<SearchCriteria["category"]>): SQL {
  switch (category) {
    case "economique":
      return sql`(price < ${ECONOMY_PRICE_LIMIT} and fuel_type <> all(${textArray(GASOLINE_FUELS)}))`;
    case "sportive":
      return sql`(coalesce(horsepower, 0) > ${SPORTS_HORSEPOWER} or body_type = ${SPORTS_BODY_TYPE})`;
    case "awd":
      return sql`features && ${textArray(AWD_FEATURES)}`;
    case "4x4":
      return sql`body_type = any(${textArray(OFFROAD_BODY_TYPES)})`;
    case "electrique":
      return sql`fuel_type = any(${textArray(ELECTRIFIED_FUELS)})`;
    case "petit_camion":
      return sql`body_type = ${SMALL_TRUCK_BODY_TYPE}`;
  }
}

/** The WHERE clause of `matchesCriteria`, without the page cursor. */
function filterConditions(c: SearchCriteria): SQL[] {
  // One country as a plain equality: `= any(array)` does not pin the column for the planner, which
  // would then sort every match instead of walking a browse index in order.
  const country = c.countries.length === 1 ? sql`country = ${c.countries[0]}` : sql`country = any(${textArray(c.countries)})`;
  const where: SQL[] = [LISTING_VISIBLE, sql`kind = ${c.kind}`, country];
  if (c.brand !== null) where.push(sql`brand = ${c.brand}`);
  if (c.model !== null) where.push(sql`model = ${c.model}`);
  const { brands, models, years, words } = c.search;
  if (brands.length + models.length > 0) {
    const refs: SQL[] = [];
    if (brands.length > 0) refs.push(sql`brand = any(${textArray(brands)})`);
    for (const m of models) refs.push(sql`(brand = ${m.brand} and model = ${m.model})`);
    where.push(sql`(${sql.join(refs, sql` or `)})`);
  }
  if (years.length > 0)
    where.push(
      sql`year = any(array[${sql.join(
        years.map((y) => sql`${y}`),
        sql`, `,
      )}]::integer[])`,
    );
  // Folded words hold only letters, digits and spaces: nothing LIKE would read as a wildcard.
  for (const w of words) where.push(sql`search_key like ${`%${w}%`}`);
  if (c.priceMin !== null) where.push(sql`price >= ${c.priceMin}`);
  if (c.priceMax !== null) where.push(sql`price <= ${c.priceMax}`);
  if (c.mileageMin !== null) where.push(sql`mileage >= ${c.mileageMin}`);
  if (c.mileageMax !== null) where.push(sql`mileage <= ${c.mileageMax}`);
  if (c.yearMin !== null) where.push(sql`year >= ${c.yearMin}`);
  if (c.yearMax !== null) where.push(sql`year <= ${c.yearMax}`);
  if (c.fuels) where.push(sql`fuel_type = any(${textArray(c.fuels)})`);
  if (c.transmission) where.push(sql`transmission = ${c.transmission}`);
  if (c.cityKey) where.push(sql`city_key like ${`%${c.cityKey}%`}`);
  if (c.bodyType) where.push(sql`(body_type is null or body_type = ${c.bodyType})`);
  if (c.category) where.push(categoryCondition(c.category));
  if (c.budgetMax !== null) where.push(sql`price <= ${c.budgetMax}`);
  return where;
}

// ---------------------------------------------------------------- keyset cursor

/**
 * The sort values of the last row shown; the next page starts strictly after it. Under the sorts
 * that put promoted listings first (`PROMOTED_FIRST`), `instant` is when the first page read the
 * promotions (whole seconds): every later page reads them, and shuffles them, as of that instant,
 * so a browse that crosses the end of a rotation slice or of a promotion neither repeats nor skips
 * a car. A promoted row's place is its rank in the slice; any other row's, its place in the sort.
 */
type Cursor =
  | { place: "sorted"; value: number; id: string }
  | { place: "promoted"; instant: number; rank: number; id: string }
  | { place: "recent"; instant: number; pro: boolean; at: string; id: string }
  | { place: "year"; instant: number; value: number; id: string };

// Lower case only: a cursor is what encodeCursor wrote, never retyped.
const UUID = new RegExp(`^${UUID_PATTERN}$`);
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const PROMOTED = "p";
/** A promoted row's rank is a 32-bit hash. */
const RANK_LIMIT = 2 ** 32;
/** A cursor's instant older than this (a tab left open), or ahead of the clock, gives way to now. */
const INSTANT_MAX_AGE_SECONDS = 24 * 3600;
const INSTANT_MAX_AHEAD_SECONDS = 300;

function cursorParts(cursor: Cursor): unknown[] {
  switch (cursor.place) {
    case "sorted":
      return [cursor.value, cursor.id];
    case "promoted":
      return [cursor.instant, PROMOTED, cursor.rank, cursor.id];
    case "recent":
      return [cursor.instant, cursor.pro ? 1 : 0, cursor.at, cursor.id];
    case "year":
      return [cursor.instant, cursor.value, cursor.id];
  }
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursorParts(cursor))).toString("base64url");
}

const isId = (id: unknown): id is string => typeof id === "string" && UUID.test(id);
const isInstant = (instant: unknown): instant is number => Number.isSafeInteger(instant) && (instant as number) > 0;

/** A cursor for `sort`, or null when it is missing, forged or made for another sort. */
export function decodeCursor(raw: string | null, sort: SortKey): Cursor | null {
  if (!raw || raw.length > 200) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parts)) return null;
  if (sort === "price" || sort === "mileage") {
    const [value, id, ...more] = parts;
    return Number.isSafeInteger(value) && isId(id) && more.length === 0 ? { place: "sorted", value: value as number, id } : null;
  }
  const [instant, ...position] = parts;
  if (!isInstant(instant)) return null;
  if (position[0] === PROMOTED) {
    const [, rank, id, ...more] = position;
    const valid = Number.isSafeInteger(rank) && (rank as number) >= 0 && (rank as number) < RANK_LIMIT && isId(id) && more.length === 0;
    return valid ? { place: "promoted", instant, rank: rank as number, id } : null;
  }
  if (sort === "recent") {
    const [pro, at, id, ...more] = position;
    const valid = (pro === 0 || pro === 1) && typeof at === "string" && TIMESTAMP.test(at) && isId(id) && more.length === 0;
    return valid ? { place: "recent", instant, pro: pro === 1, at, id } : null;
  }
  const [value, id, ...more] = position;
  return Number.isSafeInteger(value) && isId(id) && more.length === 0 ? { place: "year", instant, value: value as number, id } : null;
}

/** The instant promotions are read at: the first page's, unless it is far from `now` (whole seconds). */
function readInstant(cursor: Cursor | null, now: number): number {
  if (!cursor || cursor.place === "sorted") return now;
  const { instant } = cursor;
  return instant > now + INSTANT_MAX_AHEAD_SECONDS || instant < now - INSTANT_MAX_AGE_SECONDS ? now : instant;
}

/** The order and the "after the cursor" condition of the listings that are not in the promoted places. */
function orderAndCursor(sort: SortKey, last: Cursor | null): { order: SQL; after: SQL | null } {
  // A cursor in the promoted places matches none of these: the rest starts at its beginning.
  // Written out to match each browse index exactly (DESC NULLS LAST included), so the planner
  // walks the index instead of sorting.
  switch (sort) {
    case "recent":
      return {
        order: sql`seller_pro desc nulls last, created_at desc nulls last, id desc nulls last`,
        after: last?.place === "recent" ? sql`(seller_pro, created_at, id) < (${last.pro}, ${last.at}::timestamptz, ${last.id}::uuid)` : null,
      };
    case "price":
    case "mileage": {
      const column = sql.raw(sort);
      return {
        order: sql`${column}, id`,
        after: last?.place === "sorted" ? sql`(${column}, id) > (${last.value}, ${last.id}::uuid)` : null,
      };
    }
    case "year":
      return {
        order: sql`year desc nulls last, id desc nulls last`,
        after: last?.place === "year" ? sql`(year, id) < (${last.value}, ${last.id}::uuid)` : null,
      };
  }
}

// ---------------------------------------------------------------- the query

export interface SearchPage {
  listings: ListingSummary[];
  /** Cursor of the following page, or null on the last one. */
  next: string | null;
  /** Matching listings counted up to COUNT_CAP; null when not asked for (later pages). */
  total: { count: number; capped: boolean } | null;
}

const timestamp = (instant: number) => sql`${new Date(instant * 1000).toISOString()}::timestamptz`;
/** In the promoted places at `instant` (an index condition of listings_browse_promoted_idx). */
const promotedAt = (instant: number) => sql`promoted_until > ${timestamp(instant)}`;
const notPromotedAt = (instant: number) => sql`(promoted_until is null or promoted_until <= ${timestamp(instant)})`;

// Not named created_at: ORDER BY would pick this text alias over the indexed column.
const pageColumns = (instant: number) => ({
  // The 'Premium' mark says what put the card where it is: promoted at the page's instant.
  summary: { ...SUMMARY_COLUMNS, promoted: sql<boolean>`coalesce(${promotedAt(instant)}, false)` },
  createdAtUtc: sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
});
type Row = { summary: ListingSummary; createdAtUtc: string; rank?: number };

function cursorAfter(sort: SortKey, instant: number, r: Row): string {
  const { summary: l } = r;
  if (sort === "price" || sort === "mileage") return encodeCursor({ place: "sorted", value: sort === "price" ? l.price : l.mileage, id: l.id });
  if (r.rank !== undefined) return encodeCursor({ place: "promoted", instant, rank: r.rank, id: l.id });
  if (sort === "recent") return encodeCursor({ place: "recent", instant, pro: l.sellerPro, at: r.createdAtUtc, id: l.id });
  return encodeCursor({ place: "year", instant, value: l.year, id: l.id });
}

/** How many rows match, counting no further than COUNT_CAP + 1. */
async function cappedCount(where: SQL): Promise<NonNullable<SearchPage["total"]>> {
  const capped = db()
    .select({ one: sql`1` })
    .from(listings)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("capped");
  const [{ n }] = await db().select({ n: sql<number>`count(*)::integer` }).from(capped);
  const count = Number(n);
  return { count: Math.min(count, COUNT_CAP), capped: count > COUNT_CAP };
}

/** How many listings match, counted up to COUNT_CAP, and nothing else: the filter sheet's live count. */
export async function countListings(c: SearchCriteria): Promise<NonNullable<SearchPage["total"]>> {
  return cappedCount(sql.join(filterConditions(c), sql` and `));
}

/**
 * The numbers beside 'Marque' and 'Modèle' choices: every other filter applied, the brand and model
 * left free (a choice's number is what choosing it would show). One grouped read of the
 * (kind, country, brand, model) index range.
 */
export async function brandModelCounts(c: SearchCriteria): Promise<BrandModelCounts> {
  const where = sql.join(filterConditions({ ...c, brand: null, model: null }), sql` and `);
  // The models of the chosen brand only: any other brand is one group.
  const model = c.brand === null ? sql<string | null>`null::text` : sql<string | null>`case when ${listings.brand} = ${c.brand} then ${listings.model} end`;
  const rows = await db()
    .select({ brand: listings.brand, model, n: sql<number>`count(*)::integer`.mapWith(Number) })
    .from(listings)
    .where(where)
    .groupBy(sql`1, 2`);
  const brands: Record<string, number> = {};
  const models: Record<string, number> = {};
  for (const { brand, model, n } of rows) {
    brands[brand] = (brands[brand] ?? 0) + n;
    // Only the catalogue's models are choices ('Autre' takes free text, which is no choice).
    if (model !== null && modelsFor(brand).includes(model)) models[model] = (models[model] ?? 0) + n;
  }
  return { brands, brand: c.brand, models };
}

const word = (digits: SQL) => sql`('x' || ${digits})::bit(32)::integer`;

/**
 * `promotionRank(id, seed)` in SQL: PostgreSQL's own lookup3 hash (`hashint4extended`, a built-in
 * of hash partitioning, so a few nanoseconds a row) of the id's first and last 8 hex digits.
 */
export function promotionRankSql(seed: number): SQL {
  return sql`(hashint4extended(${word(sql`left(id::text, 8)`)} # ${word(sql`right(id::text, 8)`)}, ${seed}::bigint) & 4294967295)`;
}

/**
 * Up to `limit` rows of the promoted places after the cursor: the few listings promoted at
 * `instant` (one range of listings_browse_promoted_idx), in their rotation slice's order. The
 * order is found from the ids alone (from the index when no filter needs the row), then only the
 * page's rows are read.
 */
async function promotedRows(where: SQL[], instant: number, cursor: Cursor | null, limit: number): Promise<Row[]> {
  const rank = promotionRankSql(rotationSeed(instant));
  const conditions = [...where, promotedAt(instant)];
  if (cursor?.place === "promoted") conditions.push(sql`(${rank}, id) > (${cursor.rank}, ${cursor.id}::uuid)`);
  const places = db().select({ id: listings.id }).from(listings).where(sql.join(conditions, sql` and `)).orderBy(sql`${rank}, id`).limit(limit);
  return db()
    .select({ ...pageColumns(instant), rank: rank.mapWith(Number) })
    .from(listings)
    .where(inArray(listings.id, places))
    .orderBy(sql`${rank}, id`);
}

/**
 * A page of the browse (spec §5, ADR 0004): under "Plus récent" and "Année" the listings promoted
 * now come first, in the rotation of the moment (ADR 0053), then the sort's own order; price and
 * mileage sorts are the sort's order alone. `now` is for tests; a later page reads promotions at
 * its cursor's instant.
 */
export async function searchListings(
  c: SearchCriteria,
  options: { after?: string | null; limit?: number; withCount?: boolean; now?: Date } = {},
): Promise<SearchPage> {
  const limit = options.limit ?? PAGE_SIZE;
  const where = filterConditions(c);
  const cursor = decodeCursor(options.after ?? null, c.sort);
  const instant = readInstant(cursor, promotionInstant(options.now ?? new Date()));
  const promotedFirst = PROMOTED_FIRST[c.sort];

  async function pageRows(): Promise<Row[]> {
    // One more row than shown says whether a next page exists.
    const wanted = limit + 1;
    // A cursor past the promoted places (or none to pass) leaves them out.
    const inRest = cursor !== null && cursor.place !== "promoted";
    const promoted = promotedFirst && !inRest ? await promotedRows(where, instant, cursor, wanted) : [];
    if (promoted.length >= wanted) return promoted;
    const { order, after } = orderAndCursor(c.sort, cursor);
    const rest = [...where, ...(promotedFirst ? [notPromotedAt(instant)] : []), ...(after ? [after] : [])];
    const others = await db()
      .select(pageColumns(instant))
      .from(listings)
      .where(sql.join(rest, sql` and `))
      .orderBy(order)
      .limit(wanted - promoted.length);
    return [...promoted, ...others];
  }

  // The page and the capped count are independent reads: run them side by side.
  const [page, total] = await Promise.all([pageRows(), (options.withCount ?? !options.after) ? cappedCount(sql.join(where, sql` and `)) : null]);

  const shown = page.slice(0, limit);
  return {
    listings: shown.map((r) => r.summary),
    next: page.length > limit ? cursorAfter(c.sort, instant, shown[shown.length - 1]) : null,
    total,
  };
}

// ---------------------------------------------------------------- saved searches

export interface SearchToMatch {
  id: string;
  /** The member who saved it: their own listings never match. */
  userId: string;
  criteria: SearchCriteria;
  /** Only listings changed after this match (a new search is not told of yesterday's cars). */
  changedAfter: Date;
}

/** Searches per statement: each adds its filters' parameters, kept far below PostgreSQL's 65 535. */
const MATCH_BATCH = 400;
const MATCH_PARALLEL = 4;

/** The columns `filterConditions` and the owner and date checks read: the candidates stay narrow. */
const CANDIDATE_COLUMNS = sql.raw(
  "id, owner_id, updated_at, kind, country, status, available, deleted_at, hidden_reason, brand, model, year, mileage, price, fuel_type, transmission, body_type, horsepower, features, search_key, city_key",
);

async function matchBatch(batch: readonly SearchToMatch[], ids: SQL): Promise<{ searchId: string; listingId: string }[]> {
  const branches = batch.map(
    (s) =>
      sql`select ${s.id}::uuid as search_id, id as listing_id from candidates where ${sql.join(filterConditions(s.criteria), sql` and `)} and owner_id <> ${s.userId} and updated_at > ${s.changedAfter.toISOString()}::timestamptz`,
  );
  const result = (await db().execute(
    sql`with candidates as materialized (select ${CANDIDATE_COLUMNS} from ${listings} where id = any(${ids})) ${sql.join(branches, sql` union all `)}`,
  )) as unknown as { rows: { search_id: string; listing_id: string }[] };
  return result.rows.map((row) => ({ searchId: row.search_id, listingId: row.listing_id }));
}

/**
 * Which of `listingIds` each search matches, by browse's own WHERE clause (`filterConditions`), so
 * a saved search and /listings never disagree. One statement per batch of searches, each a branch
 * over the same few candidate rows.
 */
export async function matchSearches(searches: readonly SearchToMatch[], listingIds: readonly string[]): Promise<{ searchId: string; listingId: string }[]> {
  if (searches.length === 0 || listingIds.length === 0) return [];
  const ids = sql`array[${sql.join(
    listingIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const batches: SearchToMatch[][] = [];
  for (let start = 0; start < searches.length; start += MATCH_BATCH) batches.push(searches.slice(start, start + MATCH_BATCH));
  const found: { searchId: string; listingId: string }[] = [];
  // A few statements at a time: each is planned and run on its own pool connection.
  for (let start = 0; start < batches.length; start += MATCH_PARALLEL) {
    const results = await Promise.all(batches.slice(start, start + MATCH_PARALLEL).map((batch) => matchBatch(batch, ids)));
    for (const rows of results) found.push(...rows);
  }
  return found;
}
