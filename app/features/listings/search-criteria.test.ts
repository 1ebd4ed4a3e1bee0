import { describe, expect, it } from "vitest";
import { getCountry } from "../../lib/countries.ts";
import { parseBrowseQuery } from "./browse-query.ts";
import {
  type FilterableListing,
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
