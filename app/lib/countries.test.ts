import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  LISTING_FILTER_COUNTRIES,
  SIGNUP_DEFAULT_COUNTRY,
  countryByName,
  countryName,
  getCountry,
  isCountryCode,
  listingFilterCountries,
  resolveCountry,
} from "./countries.ts";

const flagOf = (code: string) => String.fromCodePoint(...[...code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

describe("COUNTRIES", () => {
  it("lists the 12 spec countries in table order", () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual(["SN", "CI", "BJ", "BF", "ML", "NE", "TG", "GW", "NG", "GH", "GN", "MA"]);
    expect(COUNTRIES.map((c) => c.name)).toEqual([
      "Sénégal",
      "Côte d'Ivoire",
      "Bénin",
      "Burkina Faso",
      "Mali",
      "Niger",
      "Togo",
      "Guinée-Bissau",
      "Nigeria",
      "Ghana",
      "Guinée",
      "Maroc",
    ]);
    expect(COUNTRY_CODES).toEqual(COUNTRIES.map((c) => c.code));
  });

  it("has the spec's currencies, symbols, rates and dial codes", () => {
    const rows = COUNTRIES.map((c) => [c.code, c.currency, c.currencySymbol, c.exchangeRate, c.dialCode]);
    expect(rows).toEqual([
      ["SN", "XOF", "CFA", 1, "+221"],
      ["CI", "XOF", "CFA", 1, "+225"],
      ["BJ", "XOF", "CFA", 1, "+229"],
      ["BF", "XOF", "CFA", 1, "+226"],
      ["ML", "XOF", "CFA", 1, "+223"],
      ["NE", "XOF", "CFA", 1, "+227"],
      ["TG", "XOF", "CFA", 1, "+228"],
      ["GW", "XOF", "CFA", 1, "+245"],
      ["NG", "NGN", "₦", 1.2, "+234"],
      ["GH", "GHS", "GH₵", 0.07, "+233"],
      ["GN", "GNF", "FG", 14, "+224"],
      ["MA", "MAD", "DH", 0.055, "+212"],
    ]);
  });

  it("has unique codes, names and dial codes", () => {
    for (const key of ["code", "name", "dialCode"] as const) {
      expect(new Set(COUNTRIES.map((c) => c[key])).size).toBe(COUNTRIES.length);
    }
  });

  it("uses the regional-indicator flag of each code", () => {
    for (const c of COUNTRIES) expect(c.flag).toBe(flagOf(c.code));
  });
});

describe("defaults", () => {
  it("defaults to Côte d'Ivoire, which is also the sign-up default (second entry)", () => {
    expect(DEFAULT_COUNTRY_CODE).toBe("CI");
    expect(DEFAULT_COUNTRY.code).toBe("CI");
    expect(SIGNUP_DEFAULT_COUNTRY).toBe(COUNTRIES[1]);
    expect(SIGNUP_DEFAULT_COUNTRY.name).toBe("Côte d'Ivoire");
  });
});

describe("lookups", () => {
  it("finds by code, ignoring case and spaces", () => {
    expect(getCountry("NG")?.name).toBe("Nigeria");
    expect(getCountry(" gh ")?.currency).toBe("GHS");
    expect(getCountry("FR")).toBeUndefined();
    expect(getCountry("")).toBeUndefined();
  });

  it("finds by name, ignoring case, accents and apostrophe style", () => {
    expect(countryByName("Sénégal")?.code).toBe("SN");
    expect(countryByName("senegal")?.code).toBe("SN");
    expect(countryByName("Côte d’Ivoire")?.code).toBe("CI");
    expect(countryByName("GUINEE")?.code).toBe("GN");
    expect(countryByName("Guinée-Bissau")?.code).toBe("GW");
    expect(countryByName("France")).toBeUndefined();
  });

  it("resolves a code or a name, else the default", () => {
    expect(resolveCountry("MA").name).toBe("Maroc");
    expect(resolveCountry("Maroc").code).toBe("MA");
    expect(resolveCountry("Atlantis")).toBe(DEFAULT_COUNTRY);
    expect(resolveCountry(null)).toBe(DEFAULT_COUNTRY);
    expect(resolveCountry(undefined)).toBe(DEFAULT_COUNTRY);
  });

  it("guards country codes", () => {
    expect(isCountryCode("SN")).toBe(true);
    expect(isCountryCode("sn")).toBe(false);
    expect(isCountryCode("CM")).toBe(false);
    expect(isCountryCode(42)).toBe(false);
  });

  it("works as a zod enum", () => {
    const schema = z.enum(COUNTRY_CODES);
    expect(schema.parse("MA")).toBe("MA");
    expect(schema.safeParse("FR").success).toBe(false);
  });
});

describe("listing-page country list", () => {
  it("keeps every country in order, with a code for all but Maroc", () => {
    expect(listingFilterCountries()).toBe(LISTING_FILTER_COUNTRIES);
    expect(LISTING_FILTER_COUNTRIES.map((c) => c.name)).toEqual(COUNTRIES.map((c) => c.name));
    for (const entry of LISTING_FILTER_COUNTRIES) {
      if (entry.name === "Maroc") expect(entry.code).toBeNull();
      else expect(entry.code).toBe(countryByName(entry.name)?.code);
    }
  });
});

describe("countryName", () => {
  it("gives French names on French pages and English ones on English pages", () => {
    expect(countryName("SN", "fr")).toBe("Sénégal");
    expect(countryName("SN", "en")).toBe("Senegal");
    expect(countryName("Maroc", "en")).toBe("Morocco");
    expect(countryName("Guinée-Bissau", "en")).toBe("Guinea-Bissau");
    expect(countryName("NG", "en")).toBe("Nigeria");
  });

  it("keeps Côte d'Ivoire's name, and an unknown name as it is", () => {
    expect(countryName("CI", "en")).toBe("Côte d'Ivoire");
    expect(countryName("Atlantis", "en")).toBe("Atlantis");
  });
});
