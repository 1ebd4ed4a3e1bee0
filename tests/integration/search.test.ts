import { beforeAll, describe, expect, it } from "vitest";
import { createUser, rentalListingValues, saleListingValues } from "../../app/features/demo/factories.server.ts";
import { parseBrowseQuery } from "../../app/features/listings/browse-query.ts";
import {
  type FilterableListing,
  type SortableListing,
  compareListings,
  matchesCriteria,
  searchCriteria,
} from "../../app/features/listings/search-criteria.ts";
import { COUNT_CAP, PAGE_SIZE, encodeCursor, searchListings } from "../../app/features/listings/search.server.ts";
import { getCountry } from "../../app/lib/countries.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { loader as listingsLoader } from "../../app/routes/listings.tsx";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

/**
 * The browse query must return exactly what the plain-code rules (`matchesCriteria`,
 * `compareListings`) give over the same rows, page after page.
 */

type Reference = FilterableListing & SortableListing & { visible: boolean };

const CI = getCountry("CI")!;
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
const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];

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
        createdAt: new Date(base + Math.floor(random() * 30) * 60_000),
      }),
    );
  }
  const insertedRentals = await db().insert(listings).values(rentalRows).returning();
  for (const r of insertedRentals) {
    rentals.push({ ...r, horsepower: null, visible: r.available && r.deletedAt === null });
  }
});

async function allPages(query: string) {
  const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams(query)), CI);
  const ids: string[] = [];
  let after: string | null = null;
  let first = true;
  let total = 0;
  for (let guard = 0; guard < 100; guard++) {
    const page = await searchListings(criteria, { after });
    if (first) total = page.total?.count ?? -1;
    first = false;
    expect(page.listings.length).toBeLessThanOrEqual(PAGE_SIZE);
    ids.push(...page.listings.map((l) => l.id));
    if (!page.next) break;
    expect(page.listings).toHaveLength(PAGE_SIZE);
    after = page.next;
  }
  return { ids, total, criteria };
}

function expected(query: string) {
  const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams(query)), CI);
  const rows = criteria.kind === "sale" ? sales : rentals;
  return rows
    .filter((l) => l.visible && matchesCriteria(l, criteria))
    .sort(compareListings(criteria.sort))
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
    expect(expected("search=toyota").length).toBeGreaterThan(PAGE_SIZE);
    expect(expected("type=location").length).toBeGreaterThan(PAGE_SIZE);
  });
});

describe("pagination and counts", () => {
  it("puts Pro sellers first under 'Plus récent' only", async () => {
    const { ids } = await allPages("");
    const pro = ids.map((id) => sales.find((s) => s.id === id)!.sellerPro);
    const firstNonPro = pro.indexOf(false);
    expect(firstNonPro).toBeGreaterThan(0);
    expect(pro.slice(firstNonPro)).not.toContain(true);
  });

  it("ignores a forged cursor or one made for another sort", async () => {
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams("sort=price")), CI);
    const first = await searchListings(criteria);
    for (const after of ["not-a-cursor", Buffer.from('["x"]').toString("base64url"), encodeCursor({ sort: "recent", pro: true, at: "2026-01-01T00:00:00.000000Z", id: first.listings[0].id })]) {
      const page = await searchListings(criteria, { after });
      expect(page.listings.map((l) => l.id)).toEqual(first.listings.map((l) => l.id));
    }
  });

  it("stops counting at the cap", async () => {
    const seller = await createUser({ email: "grossiste@example.test", userType: "dealer" });
    const rows = Array.from({ length: COUNT_CAP + 5 }, (_, i) =>
      saleListingValues(seller.id, { country: "ML", city: "Bamako", price: 1_000_000 + i }),
    );
    await db().insert(listings).values(rows);
    const criteria = searchCriteria(parseBrowseQuery(new URLSearchParams("country=mali")), CI);
    const page = await searchListings(criteria);
    expect(page.total).toEqual({ count: COUNT_CAP, capped: true });
    expect(page.listings).toHaveLength(PAGE_SIZE);
    expect(page.next).not.toBeNull();
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
