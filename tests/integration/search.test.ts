import { beforeAll, describe, expect, it } from "vitest";
import { createUser, rentalListingValues, saleListingValues } from "../../app/features/demo/factories.server.ts";
import { parseBrowseQuery } from "../../app/features/listings/browse-query.ts";
import {
  type FilterableListing,
  ROTATION_SLICE_SECONDS,
  type SortableListing,
  compareListings,
  matchesCriteria,
  promotionRank,
  rotationSeed,
  searchCriteria,
} from "../../app/features/listings/search-criteria.ts";
import { COUNT_CAP, PAGE_SIZE, brandModelCounts, encodeCursor, promotionRankSql, searchListings } from "../../app/features/listings/search.server.ts";
import { loader as countLoader } from "../../app/routes/listings-count.ts";
import type { ListingSummary } from "../../app/features/listings/listing.ts";
import { getCountry } from "../../app/lib/countries.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { sql } from "drizzle-orm";
import { loader as listingsLoader } from "../../app/routes/listings.tsx";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

/**
 * The browse query must return exactly what the plain-code rules (`matchesCriteria`,
 * `compareListings`) give over the same rows, page after page.
 */

type Reference = FilterableListing & SortableListing & { visible: boolean };

const CI = getCountry("CI")!;
const DAY = 86_400_000;
/** The instant every page here is read at (`now`): 30 s into a rotation slice. */
const SLICE_MS = ROTATION_SLICE_SECONDS * 1000;
const NOW = new Date(Math.floor(Date.UTC(2026, 5, 2, 10) / SLICE_MS) * SLICE_MS + 30_000);
const CARS = [
  ["Toyota", "Corolla"],
  ["Toyota", "Hilux"],
  ["Citroën", "C3"],
  ["Peugeot", "3008"],
  ["Hyundai", "Tucson"],
  ["Dacia", "Duster"],
  ["Renault", "Duster"],
  ["Ford", "Mustang"],
  ["Tesla", "Model 3"],
  ["Autre", "Tata Sumo"],
] as const;
const CITIES = ["Abidjan", "Bouaké", "Grand-Bassam", "Yamoussoukro", "San-Pédro"];
const BODIES = [null, "SUV", "Berline", "Pick-up", "Coupé", "4x4"];
const FUELS = ["petrol", "gasoline", "diesel", "electric", "hybrid"] as const;

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

const sales: Reference[] = [];
const rentals: Reference[] = [];

beforeAll(async () => {
  const seller = await createUser({ email: "vendeur@example.test", userType: "seller" });
  const base = Date.UTC(2026, 5, 1);
  const saleRows = [];
  for (let i = 0; i < 260; i++) {
    const [brand, model] = pick(CARS);
    const status = random() < 0.06 ? "sold" : "active";
    const deletedAt = random() < 0.04 ? new Date(base) : null;
    const values = saleListingValues(seller.id, {
      brand,
      model,
      city: pick(CITIES),
      country: random() < 0.85 ? "CI" : pick(["SN", "GN", "GW", "MA"]),
      year: 2005 + Math.floor(random() * 20),
      mileage: Math.floor(random() * 20) * 10_000,
      price: (1 + Math.floor(random() * 30)) * 1_000_000,
      fuelType: pick(FUELS),
      transmission: random() < 0.5 ? "automatic" : "manual",
      bodyType: pick(BODIES),
      horsepower: random() < 0.2 ? null : 80 + Math.floor(random() * 250),
      features: random() < 0.2 ? [pick(["AWD", "4WD"]), "GPS"] : ["GPS"],
      sellerPro: random() < 0.2,
      // Some promoted now, some whose promotion is over.
      promotedUntil: random() < 0.08 ? new Date(NOW.getTime() + (1 + Math.floor(random() * 5)) * DAY) : random() < 0.05 ? new Date(NOW.getTime() - DAY) : null,
      status,
      deletedAt,
      // Equal timestamps on purpose: the id must break ties without gaps or repeats.
      createdAt: new Date(base + Math.floor(random() * 60) * 60_000),
    });
    saleRows.push(values);
  }
  const inserted = await db().insert(listings).values(saleRows).returning();
  for (const r of inserted) sales.push({ ...r, features: r.features, visible: r.status === "active" && r.deletedAt === null });

  const rentalRows = [];
  for (let i = 0; i < 80; i++) {
    const [brand, model] = pick(CARS);
    rentalRows.push(
      rentalListingValues(seller.id, {
        brand,
        model,
        city: pick(CITIES),
        country: "CI",
        year: 2012 + Math.floor(random() * 12),
        mileage: Math.floor(random() * 20) * 10_000,
        price: (10 + Math.floor(random() * 20)) * 2_500,
        fuelType: pick(FUELS),
        transmission: random() < 0.5 ? "automatic" : "manual",
        bodyType: pick(BODIES),
        features: random() < 0.3 ? ["AWD"] : [],
        available: random() < 0.85,
        sellerPro: random() < 0.2,
        promotedUntil: random() < 0.1 ? new Date(NOW.getTime() + 2 * DAY) : null,
        createdAt: new Date(base + Math.floor(random() * 30) * 60_000),
      }),
    );
  }
  const insertedRentals = await db().insert(listings).values(rentalRows).returning();
  for (const r of insertedRentals) {
    rentals.push({ ...r, horsepower: null, visible: r.available && r.deletedAt === null });
  }
});

/** Every page of a browse, each read at `now(page number)` (NOW unless said). */
async function allPages(query: string, country = CI, now: (page: number) => Date = () => NOW) {
  const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams(query)), country);
  const shown: ListingSummary[] = [];
  let after: string | null = null;
  let first = true;
  let total = 0;
  for (let guard = 0; guard < 100; guard++) {
    const page = await searchListings(criteria, { after, now: now(guard) });
    if (first) total = page.total?.count ?? -1;
    first = false;
    expect(page.listings.length).toBeLessThanOrEqual(PAGE_SIZE);
    shown.push(...page.listings);
    if (!page.next) break;
    expect(page.listings).toHaveLength(PAGE_SIZE);
    after = page.next;
  }
  return { ids: shown.map((l) => l.id), shown, total, criteria };
}

function expected(query: string) {
  const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams(query)), CI);
  const rows = criteria.kind === "sale" ? sales : rentals;
  return rows
    .filter((l) => l.visible && matchesCriteria(l, criteria))
    .sort(compareListings(criteria.sort, NOW))
    .map((l) => l.id);
}

const QUERIES = [
  "",
  "sort=price",
  "sort=mileage",
  "sort=year",
  "search=toyota",
  "search=citroen",
  "search=CORROLA",
  "search=duster",
  "search=renault duster",
  "search=bassam",
  "search=tata sumo",
  "search=toyota 2015",
  "priceMin=5000000",
  "priceMax=12000000&sort=price",
  "priceMin=3000000&priceMax=9000000",
  "mileageMin=50000&mileageMax=120000&sort=mileage",
  "yearMin=2012&yearMax=2018&sort=year",
  "fuelType=gasoline",
  "fuelType=diesel&transmission=manual",
  "transmission=automatic&sort=price",
  "city=bouake",
  "city=PEDRO",
  "country=guinée",
  "country=maroc",
  "country=sen",
  "bodyType=SUV",
  "bodyType=Pick-up&sort=year",
  "category=economique",
  "category=sportive",
  "category=awd",
  "category=4x4&sort=price",
  "category=electrique",
  "category=petit_camion",
  "budget=on&downPayment=2000000&monthlyPayment=300000&months=24&sort=price",
  "search=toyota&priceMax=20000000&fuelType=diesel&sort=mileage",
  "type=location",
  "type=location&sort=price",
  "type=location&sort=year&category=awd",
  "type=location&search=toyota&budget=on",
  "type=location&bodyType=SUV&sort=mileage",
  "brand=Toyota",
  "brand=Toyota&model=Hilux&sort=price",
  "brand=Renault&model=Duster&sort=year",
  "brand=Autre",
  "brand=Toyota&search=2015&sort=mileage",
  "brand=Ford&model=Mustang&priceMax=20000000",
  "type=location&brand=Toyota&sort=year",
  "type=location&brand=Tesla&model=Model%203",
];

describe("searchListings agrees with the plain-code rules", () => {
  for (const query of QUERIES) {
    it(`?${query}`, async () => {
      const want = expected(query);
      const { ids, total } = await allPages(query);
      expect(ids).toEqual(want);
      expect(new Set(ids).size).toBe(ids.length);
      expect(total).toBe(want.length);
    });
  }

  it("has enough rows for the queries to mean something", () => {
    expect(expected("").length).toBeGreaterThan(3 * PAGE_SIZE);
    expect(sales.filter((l) => l.visible && l.country === "CI" && (l.promotedUntil?.getTime() ?? 0) > NOW.getTime()).length).toBeGreaterThan(5);
    expect(expected("search=toyota").length).toBeGreaterThan(PAGE_SIZE);
    expect(expected("type=location").length).toBeGreaterThan(PAGE_SIZE);
  });
});

describe("pagination and counts", () => {
  it("puts the listings promoted now first, then Pro sellers, under 'Plus récent'", async () => {
    const { shown } = await allPages("");
    const promoted = shown.map((l) => l.promoted);
    const firstOther = promoted.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(promoted.slice(firstOther)).not.toContain(true);
    const pro = shown.slice(firstOther).map((l) => l.sellerPro);
    const firstNonPro = pro.indexOf(false);
    expect(firstNonPro).toBeGreaterThan(0);
    expect(pro.slice(firstNonPro)).not.toContain(true);
  });

  it("ignores a forged cursor or one made for another sort", async () => {
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams("sort=price")), CI);
    const first = await searchListings(criteria);
    const instant = Math.floor(NOW.getTime() / 1000);
    const forged = [
      "not-a-cursor",
      Buffer.from('["x"]').toString("base64url"),
      encodeCursor({ place: "recent", instant, pro: true, at: "2026-01-01T00:00:00.000000Z", id: first.listings[0].id }),
      encodeCursor({ place: "promoted", instant, rank: 5, id: first.listings[0].id }),
      Buffer.from(JSON.stringify([1_000_000, first.listings[0].id, 3])).toString("base64url"),
    ];
    for (const after of forged) {
      const page = await searchListings(criteria, { after });
      expect(page.listings.map((l) => l.id)).toEqual(first.listings.map((l) => l.id));
    }
  });

  it("stops counting at the cap", async () => {
    const seller = await createUser({ email: "grossiste@example.test", userType: "dealer" });
    const rows = Array.from({ length: COUNT_CAP + 5 }, (_, i) => saleListingValues(seller.id, { country: "ML", city: "Bamako", price: 1_000_000 + i }));
    await db().insert(listings).values(rows);
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams("country=mali")), CI);
    const page = await searchListings(criteria);
    expect(page.total).toEqual({ count: COUNT_CAP, capped: true });
    expect(page.listings).toHaveLength(PAGE_SIZE);
    expect(page.next).not.toBeNull();
  });
});

describe("the promoted places (ADR 0053)", () => {
  const BJ = getCountry("BJ")!;
  const promotedIds: string[] = [];
  const proIds: string[] = [];
  let endedId = "";
  let soldPromotedId = "";
  let endsSoonId = "";
  let rentalId = "";

  beforeAll(async () => {
    const [seller, dealer] = [
      await createUser({ email: "promu@example.test", userType: "seller" }),
      await createUser({ email: "concession-promue@example.test", userType: "dealer" }),
    ];
    const at = (minutes: number) => new Date(Date.UTC(2026, 4, 1) + minutes * 60_000);
    const until = new Date(NOW.getTime() + 3 * DAY);
    const rows = [
      // More promoted listings than a page holds, some from a Pro seller, some Toyotas.
      ...Array.from({ length: 30 }, (_, i) =>
        saleListingValues(i % 3 === 0 ? dealer.id : seller.id, {
          country: "BJ",
          city: "Cotonou",
          brand: i % 2 === 0 ? "Toyota" : "Peugeot",
          model: i % 2 === 0 ? "Corolla" : "3008",
          price: 4_000_000 + i * 250_000,
          year: 2008 + (i % 10),
          sellerPro: i % 3 === 0,
          promotedUntil: until,
          createdAt: at(i),
        }),
      ),
      // Promoted until ten minutes after NOW: still promoted at NOW.
      saleListingValues(seller.id, {
        country: "BJ",
        city: "Cotonou",
        price: 3_100_000,
        promotedUntil: new Date(NOW.getTime() + 10 * 60_000),
        createdAt: at(40),
      }),
      // Pro sellers' listings, newer than every promoted one.
      ...Array.from({ length: 5 }, (_, i) =>
        saleListingValues(dealer.id, { country: "BJ", city: "Porto-Novo", price: 2_000_000 + i, year: 2022, sellerPro: true, createdAt: at(100 + i) }),
      ),
      // A promotion over an hour ago, the newest listing of all.
      saleListingValues(seller.id, {
        country: "BJ",
        city: "Cotonou",
        price: 3_000_000,
        year: 2024,
        promotedUntil: new Date(NOW.getTime() - 3_600_000),
        createdAt: at(500),
      }),
      // Promoted but sold: not on offer, so nowhere.
      saleListingValues(seller.id, { country: "BJ", city: "Cotonou", status: "sold", promotedUntil: until, createdAt: at(501) }),
      ...Array.from({ length: 20 }, (_, i) =>
        saleListingValues(seller.id, { country: "BJ", city: "Parakou", price: 1_500_000 + i * 100_000, year: 2012, createdAt: at(200 + i) }),
      ),
    ];
    const inserted = await db().insert(listings).values(rows).returning();
    for (const r of inserted) {
      if (r.status === "sold") soldPromotedId = r.id;
      else if (r.promotedUntil && r.promotedUntil.getTime() === until.getTime()) promotedIds.push(r.id);
      else if (r.promotedUntil && r.promotedUntil > NOW) endsSoonId = r.id;
      else if (r.promotedUntil) endedId = r.id;
      else if (r.sellerPro) proIds.push(r.id);
    }
    const [rental] = await db()
      .insert(listings)
      .values([
        rentalListingValues(seller.id, { country: "BJ", city: "Cotonou", promotedUntil: until, createdAt: at(0) }),
        rentalListingValues(dealer.id, { country: "BJ", city: "Cotonou", sellerPro: true, createdAt: at(900) }),
      ])
      .returning();
    rentalId = rental.id;
  });

  const promotedNow = () => new Set([...promotedIds, endsSoonId]);

  it("lead 'Plus récent', each marked, then the Pro sellers' listings, then the others; a promotion over or a sold car is not among them", async () => {
    const { shown, total } = await allPages("", BJ);
    expect(total).toBe(57);
    expect(new Set(shown.slice(0, 31).map((l) => l.id))).toEqual(promotedNow());
    expect(shown.slice(0, 31).every((l) => l.promoted)).toBe(true);
    expect(shown.slice(31).some((l) => l.promoted)).toBe(false);
    expect(shown.slice(31, 36).map((l) => l.id)).toEqual([...proIds].reverse());
    expect(shown[36].id).toBe(endedId);
    expect(shown.map((l) => l.id)).not.toContain(soldPromotedId);
    // The first page is promoted listings only: more of them than a page holds.
    const first = await searchListings(searchCriteria(parseBrowseQuery(new URLSearchParams("")), BJ), { now: NOW });
    expect(first.listings.every((l) => l.promoted)).toBe(true);
  });

  it("lead the results of a search, the Louer tab and the year sort that include them", async () => {
    // The promoted Peugeots are not in a search for Toyota; the promoted Toyotas lead it.
    const toyotas = (await allPages("search=toyota", BJ)).shown;
    expect(toyotas.every((l) => l.brand === "Toyota")).toBe(true);
    expect(toyotas.map((l) => l.promoted)).toEqual(toyotas.map((_, i) => i < 16));
    const rentals = (await allPages("type=location", BJ)).shown;
    expect(rentals.map((l) => [l.id === rentalId, l.promoted])).toEqual([
      [true, true],
      [false, false],
    ]);
    const byYear = (await allPages("sort=year", BJ)).shown;
    expect(new Set(byYear.slice(0, 31).map((l) => l.id))).toEqual(promotedNow());
    const years = byYear.slice(31).map((l) => l.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("keep their place under an explicit price or mileage sort, marked", async () => {
    for (const sort of ["price", "mileage"] as const) {
      const { shown } = await allPages(`sort=${sort}`, BJ);
      const values = shown.map((l) => l[sort]);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(new Set(shown.filter((l) => l.promoted).map((l) => l.id))).toEqual(promotedNow());
    }
    // The cheapest listings are not promoted: the first page starts with others.
    expect((await allPages("sort=price", BJ)).shown[0].promoted).toBe(false);
  });

  it("are shuffled anew each rotation slice, in the order the plain-code rank gives, the same all through a slice", async () => {
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams("")), BJ);
    const firstPage = async (now: Date) => (await searchListings(criteria, { now })).listings.map((l) => l.id);
    const ranked = (now: Date, ids: Iterable<string>) => {
      const seed = rotationSeed(Math.floor(now.getTime() / 1000));
      return [...ids].sort((a, b) => promotionRank(a, seed) - promotionRank(b, seed) || (a < b ? -1 : 1)).slice(0, PAGE_SIZE);
    };
    const now = await firstPage(NOW);
    expect(now).toEqual(ranked(NOW, promotedNow()));
    expect(await firstPage(new Date(NOW.getTime() + 5 * 60_000))).toEqual(now);
    // The next slice: the promotion that ended ten minutes after NOW is out of it.
    const next = new Date(NOW.getTime() + SLICE_MS);
    expect(await firstPage(next)).toEqual(ranked(next, promotedIds));
    expect(await firstPage(next)).not.toEqual(now);
  });

  it("give each promoted listing its turn on the first page over a day", async () => {
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams("")), BJ);
    const turns = new Map(promotedIds.map((id) => [id, 0]));
    const slices = (24 * 3600) / ROTATION_SLICE_SECONDS;
    for (let s = 1; s <= slices; s++) {
      // From the slice after NOW's: the listing promoted until NOW + 10 minutes is out by then.
      const page = await searchListings(criteria, { now: new Date(NOW.getTime() + s * SLICE_MS), withCount: false });
      for (const l of page.listings) turns.set(l.id, (turns.get(l.id) ?? 0) + 1);
    }
    // 24 places for 30 listings: each is expected on 4/5 of the slices.
    for (const n of turns.values()) expect(n / slices).toBeGreaterThan(0.6);
  });

  it("page after page as at the first page's instant, across a slice's end and a promotion's end: nothing repeated or skipped", async () => {
    // The second page is asked 20 minutes later: another slice, and one promotion over by then.
    const later = (page: number) => new Date(NOW.getTime() + page * 20 * 60_000);
    const { ids } = await allPages("", BJ, later);
    expect(ids).toEqual((await allPages("", BJ)).ids);
    expect(new Set(ids).size).toBe(ids.length);
    // A cursor a day old (a tab left open) is read as of now, never refused.
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams("")), BJ);
    const first = await searchListings(criteria, { now: NOW });
    const twoDaysOn = new Date(NOW.getTime() + 2 * DAY);
    const second = await searchListings(criteria, { after: first.next, now: twoDaysOn });
    expect(second.listings.length).toBeGreaterThan(0);
    expect(second.listings).not.toEqual((await searchListings(criteria, { now: twoDaysOn })).listings);
  });

  it("rank in SQL exactly as in plain code", async () => {
    const seeds = [0, 1, rotationSeed(Math.floor(NOW.getTime() / 1000)), 0xffffffff];
    for (const seed of seeds) {
      const result = (await db().execute(sql`select id::text as id, ${promotionRankSql(seed)}::text as rank from listings`)) as unknown as {
        rows: { id: string; rank: string }[];
      };
      expect(result.rows.length).toBeGreaterThan(300);
      for (const row of result.rows) expect(Number(row.rank)).toBe(promotionRank(row.id, seed));
    }
  });
});

describe("the 'Marque' and 'Modèle' choices' numbers", () => {
  /** What choosing each brand, and each model of `brand`, would show by the plain-code rules. */
  function expectedCounts(query: string) {
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams(query)), CI);
    const free = { ...criteria, brand: null, model: null };
    const rows = (criteria.kind === "sale" ? sales : rentals).filter((l) => l.visible && matchesCriteria(l, free));
    const brands: Record<string, number> = {};
    const models: Record<string, number> = {};
    for (const l of rows) {
      brands[l.brand] = (brands[l.brand] ?? 0) + 1;
      if (l.brand === criteria.brand && l.brand !== "Autre") models[l.model] = (models[l.model] ?? 0) + 1;
    }
    return { brands, brand: criteria.brand, models };
  }

  for (const query of [
    "",
    "brand=Toyota",
    "brand=Toyota&model=Hilux&fuelType=diesel",
    "brand=Autre",
    "type=location&brand=Renault&priceMax=40000",
    "search=duster&sort=price",
  ]) {
    it(`are what choosing each would show: ?${query}`, async () => {
      const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams(query)), CI);
      const counts = await brandModelCounts(criteria);
      expect(counts).toEqual(expectedCounts(query));
      // Choosing a brand shows as many listings as its number said.
      for (const [brand, n] of Object.entries(counts.brands).slice(0, 3)) {
        const params = new URLSearchParams(query);
        params.set("brand", brand);
        params.delete("model");
        const chosen = searchCriteria(parseBrowseQuery(params), CI);
        expect((await searchListings(chosen)).total?.count).toBe(Math.min(n, COUNT_CAP));
      }
    });
  }

  it("come with the browse page's first page, and with the filter sheet's live count", async () => {
    const run = (url: string) => listingsLoader({ request: new Request(`http://localhost:3000${url}`), params: {}, context: {} as never } as never);
    const data = await run("/listings?brand=Toyota");
    expect(data.choices?.brands.Toyota).toBe(expectedCounts("").brands.Toyota);
    expect(data.choices?.models).toEqual(expectedCounts("brand=Toyota").models);
    const response = await countLoader({ request: new Request("http://localhost:3000/listings/nombre?brand=Toyota&model=Hilux&fuelType=diesel") } as never);
    const answer = (await response.json()) as { count: number; choices: { models: Record<string, number> } };
    expect(answer.count).toBe(expected("brand=Toyota&model=Hilux&fuelType=diesel").length);
    expect(answer.choices.models).toEqual(expectedCounts("brand=Toyota&fuelType=diesel").models);
  });
});

describe("the browse page never fails on what is typed in its URL", () => {
  const HOSTILE = [
    "yearMin=99999999999",
    "priceMax=99999999999999",
    "mileageMin=3.5&mileageMax=1e300",
    "type=location&yearMax=1e12&priceMin=-5",
    "after=abc",
    "after=" + "x".repeat(5000),
    "search=%25%25_%5C&city=%25",
    "sort=drop table&category=;--&country=%00",
    "budget=on&downPayment=1e400&months=-3",
    "brand=%00&model=%FF%FE",
    "brand=Toyota&model=" + "Hilux".repeat(1000),
    "brand=Toyota&brand=Kia&model=Rio&model=Hilux",
  ];
  /** The loader's data, after the one redirect to the short URL of the state when it answers one. */
  async function load(path: string) {
    const run = (url: string) => listingsLoader({ request: new Request(`http://localhost:3000${url}`), params: {}, context: {} as never } as never);
    try {
      return await run(path);
    } catch (thrown) {
      if (!(thrown instanceof Response) || thrown.status !== 302) throw thrown;
      const to = thrown.headers.get("Location") ?? "";
      expect(to).toMatch(/^\/listings(\?|$)/);
      return run(to);
    }
  }
  for (const query of HOSTILE) {
    it(`?${query.slice(0, 60)}`, async () => {
      const data = await load(`/listings?${query}`);
      expect(Array.isArray(data.page.listings)).toBe(true);
    });
  }

  it("answers a form's long URL with the short one, and loads the short one as it is", async () => {
    const run = (url: string) => listingsLoader({ request: new Request(`http://localhost:3000${url}`), params: {}, context: {} as never } as never);
    const thrown = await run("/listings?type=location&search=hilux&priceMin=&priceMax=60000&fuelType=&sort=recent&months=36").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/listings?type=location&search=hilux&priceMax=60000");
    expect((await run("/listings?type=location&search=hilux&priceMax=60000")).query.search).toBe("hilux");
    // A client-side navigation asks for the same page's data: no redirect loop on the .data URL.
    expect((await run("/listings.data?type=location&_routes=routes%2Flistings")).query.kind).toBe("rental");
  });
});
