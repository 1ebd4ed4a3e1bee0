import { describe, expect, it } from "vitest";
import { CITIES_BY_COUNTRY, OTHER_CITY, citiesFor, cityOptions } from "./cities.ts";
import { COUNTRIES } from "./countries.ts";

const MAIN = ["CI", "SN", "BJ", "BF", "ML", "NE", "TG", "GW", "NG", "GH", "GN"];
const SHORT = ["MA", "CM", "GA", "CG", "CD", "MR", "TD", "GM"];

describe("CITIES_BY_COUNTRY", () => {
  it("covers exactly the 11 main and 8 short-list countries", () => {
    expect(Object.keys(CITIES_BY_COUNTRY).sort()).toEqual([...MAIN, ...SHORT].sort());
  });

  it("has 6-7 cities for main countries and 3-4 for the others", () => {
    for (const code of MAIN) expect(citiesFor(code).length, code).toBeGreaterThanOrEqual(6);
    for (const code of MAIN) expect(citiesFor(code).length, code).toBeLessThanOrEqual(7);
    for (const code of SHORT) expect(citiesFor(code).length, code).toBeGreaterThanOrEqual(3);
    for (const code of SHORT) expect(citiesFor(code).length, code).toBeLessThanOrEqual(4);
  });

  it("has a list for every catalogue country", () => {
    for (const c of COUNTRIES) expect(citiesFor(c.code).length, c.code).toBeGreaterThan(0);
  });

  it("has no duplicates, blanks or 'Autre' entries", () => {
    for (const [code, cities] of Object.entries(CITIES_BY_COUNTRY)) {
      expect(new Set(cities).size, code).toBe(cities.length);
      for (const city of cities) {
        expect(city.trim(), code).toBe(city);
        expect(city, code).not.toBe("");
        expect(city, code).not.toBe(OTHER_CITY);
      }
    }
  });

  it("starts with the economic capital", () => {
    expect(citiesFor("CI")[0]).toBe("Abidjan");
    expect(citiesFor("SN")[0]).toBe("Dakar");
    expect(citiesFor("NG")[0]).toBe("Lagos");
    expect(citiesFor("MA")[0]).toBe("Casablanca");
  });
});

describe("citiesFor", () => {
  it("accepts any case and surrounding spaces", () => {
    expect(citiesFor(" ci ")).toBe(CITIES_BY_COUNTRY.CI);
  });

  it("returns an empty list for unknown or missing codes", () => {
    expect(citiesFor("FR")).toEqual([]);
    expect(citiesFor("")).toEqual([]);
    expect(citiesFor(null)).toEqual([]);
    expect(citiesFor(undefined)).toEqual([]);
    expect(citiesFor("constructor")).toEqual([]);
    expect(citiesFor("__proto__")).toEqual([]);
  });
});

describe("cityOptions", () => {
  it("appends 'Autre' to the list", () => {
    expect(OTHER_CITY).toBe("Autre");
    expect(cityOptions("TG")).toEqual([...citiesFor("TG"), "Autre"]);
    expect(cityOptions("FR")).toEqual(["Autre"]);
  });
});
