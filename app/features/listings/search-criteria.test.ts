import { describe, expect, it } from "vitest";
import { getCountry } from "../../lib/countries.ts";
import { parseBrowseQuery } from "./browse-query.ts";
import {
  type FilterableListing,
  ROTATION_SLICE_SECONDS,
  compareListings,
  countriesMatching,
  matchesCategory,
  matchesCriteria,
  searchCriteria,
} from "./search-criteria.ts";

const CI = getCountry("CI")!;
const NG = getCountry("NG")!;

const car = (overrides: Partial<FilterableListing> = {}): FilterableListing => ({
  brand: "Toyota",
  model: "Corolla",
  city: "Abidjan",
  country: "CI",
  year: 2018,
  mileage: 80_000,
  price: 8_000_000,
  fuelType: "diesel",
  transmission: "automatic",
  bodyType: "Berline",
  horsepower: 130,
  features: [],
  ...overrides,
});

const criteria = (query: string, country = CI) => searchCriteria(parseBrowseQuery(new URLSearchParams(query)), country);
const matches = (listing: FilterableListing, query: string, country = CI) => matchesCriteria(listing, criteria(query, country));

describe("category rules (spec §5)", () => {
  it("economique: under 10 000 000 and not gasoline", () => {
    expect(matchesCategory(car({ price: 9_999_999 }), "economique")).toBe(true);
    expect(matchesCategory(car({ price: 10_000_000 }), "economique")).toBe(false);
    expect(matchesCategory(car({ fuelType: "gasoline" }), "economique")).toBe(false);
    expect(matchesCategory(car({ fuelType: "petrol" }), "economique")).toBe(false);
  });
  it("sportive: over 200 hp or a Coupé", () => {
    expect(matchesCategory(car({ horsepower: 201 }), "sportive")).toBe(true);
    expect(matchesCategory(car({ horsepower: 200 }), "sportive")).toBe(false);
    expect(matchesCategory(car({ horsepower: null, bodyType: "Coupé" }), "sportive")).toBe(true);
  });
  it("awd: features include AWD or 4WD", () => {
    expect(matchesCategory(car({ features: ["GPS", "4WD"] }), "awd")).toBe(true);
    expect(matchesCategory(car({ features: ["AWD"] }), "awd")).toBe(true);
    expect(matchesCategory(car({ features: ["GPS"] }), "awd")).toBe(false);
  });
  it("4x4: body type 4x4, SUV or Pick-up", () => {
    for (const bodyType of ["4x4", "SUV", "Pick-up"]) expect(matchesCategory(car({ bodyType }), "4x4")).toBe(true);
    expect(matchesCategory(car({ bodyType: "Berline" }), "4x4")).toBe(false);
    expect(matchesCategory(car({ bodyType: null }), "4x4")).toBe(false);
  });
  it("electrique: electric or hybrid", () => {
    expect(matchesCategory(car({ fuelType: "electric" }), "electrique")).toBe(true);
    expect(matchesCategory(car({ fuelType: "hybrid" }), "electrique")).toBe(true);
    expect(matchesCategory(car({ fuelType: "diesel" }), "electrique")).toBe(false);
  });
  it("petit_camion: a Pick-up", () => {
    expect(matchesCategory(car({ bodyType: "Pick-up" }), "petit_camion")).toBe(true);
    expect(matchesCategory(car({ bodyType: "SUV" }), "petit_camion")).toBe(false);
  });
});

describe("filters (spec §5)", () => {
  it("min and max apply only when filled, bounds included", () => {
    expect(matches(car(), "")).toBe(true);
    expect(matches(car({ price: 8_000_000 }), "priceMin=8000000&priceMax=8000000")).toBe(true);
    expect(matches(car({ price: 8_000_000 }), "priceMin=8000001")).toBe(false);
    expect(matches(car({ mileage: 80_000 }), "mileageMax=79999")).toBe(false);
    expect(matches(car({ mileage: 0 }), "mileageMin=0")).toBe(true);
    expect(matches(car({ year: 2018 }), "yearMin=2019")).toBe(false);
    expect(matches(car({ year: 2018 }), "yearMax=2018")).toBe(true);
  });

  it("keeps every bound inside the integer columns' range, rounding towards the listings it allows", () => {
    const c = criteria("priceMax=99999999999999&yearMin=99999999999&mileageMin=3.5&mileageMax=7.5");
    expect(c.priceMax).toBe(2_147_483_647);
    expect(c.yearMin).toBe(2_147_483_647);
    expect(c.mileageMin).toBe(4);
    expect(c.mileageMax).toBe(7);
    expect(criteria("budget=on&downPayment=9999999999999").budgetMax).toBe(2_147_483_647);
  });

  it("prices typed in the shown currency are compared in CFA", () => {
    // 1.2 ₦ for 1 CFA: 9 600 000 ₦ is 8 000 000 CFA.
    expect(criteria("priceMax=9600000", NG).priceMax).toBe(8_000_000);
    expect(matches(car({ country: "NG" }), "priceMax=9600000", NG)).toBe(true);
    expect(matches(car({ country: "NG" }), "priceMax=9599990", NG)).toBe(false);
  });

  it("fuel and transmission; gasoline also finds petrol", () => {
    expect(matches(car({ fuelType: "petrol" }), "fuelType=gasoline")).toBe(true);
    expect(matches(car({ fuelType: "diesel" }), "fuelType=gasoline")).toBe(false);
    expect(matches(car({ transmission: "manual" }), "transmission=automatic")).toBe(false);
  });

  it("search matches brand, model or city without case or accents", () => {
    expect(matches(car({ brand: "Citroën", model: "C3" }), "search=citroen")).toBe(true);
    expect(matches(car(), "search=TOYOTA")).toBe(true);
    expect(matches(car(), "search=corola")).toBe(true);
    expect(matches(car(), "search=abidjan")).toBe(true);
    expect(matches(car(), "search=Dakar")).toBe(false);
    expect(matches(car(), "search=Honda")).toBe(false);
    expect(matches(car(), "search=toyota 2018")).toBe(true);
    expect(matches(car(), "search=toyota 2019")).toBe(false);
  });

  it("city is a case- and accent-insensitive substring", () => {
    expect(matches(car({ city: "Thiès" }), "city=THIES")).toBe(true);
    expect(matches(car({ city: "Grand-Bassam" }), "city=bassam")).toBe(true);
    expect(matches(car({ city: "Abidjan" }), "city=Bouaké")).toBe(false);
  });

  it("country: the selected one by default, else every country whose name contains the text", () => {
    expect(countriesMatching("", CI)).toEqual(["CI"]);
    expect(countriesMatching("guinée", CI)).toEqual(["GW", "GN"]);
    expect(countriesMatching("maroc", CI)).toEqual(["MA"]);
    expect(matches(car({ country: "SN" }), "")).toBe(false);
    expect(matches(car({ country: "SN" }), "country=sénégal")).toBe(true);
  });

  it("body type lets through listings without one", () => {
    expect(matches(car({ bodyType: "SUV" }), "bodyType=SUV")).toBe(true);
    expect(matches(car({ bodyType: null }), "bodyType=SUV")).toBe(true);
    expect(matches(car({ bodyType: "Berline" }), "bodyType=SUV")).toBe(false);
  });

  it("budget maximum applies in sale mode only", () => {
    const q = "budget=on&downPayment=5000000&monthlyPayment=0&months=12";
    expect(matches(car({ price: 5_000_000 }), q)).toBe(true);
    expect(matches(car({ price: 5_000_001 }), q)).toBe(false);
    expect(criteria(`type=location&${q}`).budgetMax).toBeNull();
  });
});

describe("compareListings", () => {
  const a = { id: "a", sellerPro: false, createdAt: new Date(3), price: 5, mileage: 9, year: 2010 };
  const b = { id: "b", sellerPro: true, createdAt: new Date(1), price: 5, mileage: 1, year: 2020 };
  const c = { id: "c", sellerPro: false, createdAt: new Date(2), price: 1, mileage: 5, year: 2010 };
  const order = (sort: Parameters<typeof compareListings>[0]) => [a, b, c].sort(compareListings(sort)).map((x) => x.id);
  it("newest first with Pro sellers ahead; explicit sorts as asked, ties on id", () => {
    expect(order("recent")).toEqual(["b", "a", "c"]);
    expect(order("price")).toEqual(["c", "a", "b"]);
    expect(order("mileage")).toEqual(["b", "c", "a"]);
    expect(order("year")).toEqual(["b", "c", "a"]);
  });
});

describe("compareListings: the promoted places (ADR 0053)", () => {
  const NOW = new Date(Date.UTC(2026, 5, 1, 12, 0, 30));
  const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");
  // Ids as the database makes them: random hex (a fixed generator, so the test is the same each run).
  let state = 7;
  const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0);
  const uuid = () =>
    `${hex(next(), 8)}-${hex(next() & 0xffff, 4)}-4${hex(next() & 0xfff, 3)}-a${hex(next() & 0xfff, 3)}-${hex(next() & 0xffff, 4)}${hex(next(), 8)}`;
  const listing = (overrides: Partial<Parameters<ReturnType<typeof compareListings>>[0]> = {}) => ({
    id: uuid(),
    sellerPro: false,
    createdAt: new Date(Date.UTC(2026, 4, 1)),
    price: 5_000_000,
    mileage: 50_000,
    year: 2015,
    promotedUntil: null as Date | null,
    ...overrides,
  });
  const DAY = 86_400_000;
  const UNTIL = new Date(NOW.getTime() + 10 * DAY);
  const promoted = Array.from({ length: 30 }, (_, i) => listing({ promotedUntil: UNTIL, price: 9_000_000 + i, year: 2010 }));
  const promotedIds = new Set(promoted.map((l) => l.id));
  const pro = listing({ sellerPro: true, createdAt: new Date(Date.UTC(2026, 4, 30)), price: 1_000_000, year: 2024 });
  const ended = listing({ promotedUntil: new Date(NOW.getTime() - 1000), createdAt: new Date(Date.UTC(2026, 4, 31)) });
  const all = [...promoted, pro, ended];
  const sorted = (sort: "recent" | "price" | "year", now = NOW) => [...all].sort(compareListings(sort, now)).map((l) => l.id);

  it("puts the listings promoted at that instant first under 'Plus récent' and 'Année', then Pro sellers; none under price or mileage", () => {
    for (const sort of ["recent", "year"] as const) {
      const order = sorted(sort);
      expect(new Set(order.slice(0, 30))).toEqual(promotedIds);
      expect(order.slice(30)).toEqual([pro.id, ended.id]);
    }
    expect(sorted("price")[0]).toBe(pro.id);
    // A promotion that ends at the instant is over.
    expect(sorted("recent", UNTIL).slice(0, 2)).toEqual([pro.id, ended.id]);
  });

  it("keeps one order within a rotation slice and shuffles it anew in the next", () => {
    const sliceStart = Math.floor(NOW.getTime() / 1000 / ROTATION_SLICE_SECONDS) * ROTATION_SLICE_SECONDS * 1000;
    const places = (at: number) => sorted("recent", new Date(at)).filter((id) => promotedIds.has(id));
    const early = places(sliceStart);
    expect(places(sliceStart + ROTATION_SLICE_SECONDS * 1000 - 1000)).toEqual(early);
    expect(places(sliceStart + ROTATION_SLICE_SECONDS * 1000)).not.toEqual(early);
  });

  it("gives every promoted listing its share of the first page and of the first place over a day", () => {
    const firstPage = new Map(promoted.map((l) => [l.id, 0]));
    const firstPlace = new Map(promoted.map((l) => [l.id, 0]));
    const slices = (4 * 24 * 3600) / ROTATION_SLICE_SECONDS; // four days, within the promotions
    for (let s = 0; s < slices; s++) {
      const order = sorted("recent", new Date(NOW.getTime() + s * ROTATION_SLICE_SECONDS * 1000));
      for (const id of order.slice(0, 24)) firstPage.set(id, (firstPage.get(id) ?? 0) + 1);
      firstPlace.set(order[0], (firstPlace.get(order[0]) ?? 0) + 1);
    }
    // Each slice a fair shuffle: 24 of 30 on the first page (expected 4/5 of the slices), each first 1/30 of them.
    for (const n of firstPage.values()) expect(n / slices).toBeGreaterThan(0.65);
    for (const n of firstPlace.values()) expect(n).toBeGreaterThan(0);
    expect(Math.max(...firstPlace.values())).toBeLessThan((slices / 30) * 3);
  });
});
