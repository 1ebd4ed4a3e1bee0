import { describe, expect, it } from "vitest";
import { parseBrowseQuery } from "../listings/browse-query.ts";
import { getCountry } from "../../lib/countries.ts";
import { serverI18n } from "../../server/i18n.server.ts";
import { criteriaWords, proposedName } from "./saved-search-words.ts";

const CI = getCountry("CI")!;
const query = (q: string) => parseBrowseQuery(new URLSearchParams(q));
const fr = serverI18n("fr");
const en = serverI18n("en");

describe("saved search words", () => {
  it("proposes the issue's name from the criteria", () => {
    expect(proposedName(query("search=toyota hilux&fuelType=diesel&priceMax=15000000"), CI, fr)).toBe("Toyota Hilux · Diesel · moins de 15 millions CFA");
  });
  it("names an empty search after its country", () => {
    expect(proposedName(query(""), CI, fr)).toBe("Toutes les annonces · Côte d'Ivoire");
  });
  it("says ranges, years, city and the rental tab", () => {
    expect(criteriaWords(query("type=location&mileageMin=10000&yearMin=2015&yearMax=2020&city=Abidjan"), CI, fr)).toEqual([
      "Location",
      "plus de 10\u202f000 km",
      "de 2015 à 2020",
      "à Abidjan",
    ]);
  });
  it("names the brand and model filters", () => {
    expect(proposedName(query("brand=Toyota&model=Hilux&fuelType=diesel"), CI, fr)).toBe("Toyota Hilux · Diesel");
    expect(criteriaWords(query("brand=Autre"), CI, en)).toEqual(["Other"]);
  });
  it("keeps unknown search text as typed", () => {
    expect(criteriaWords(query("search=zzqx"), CI, fr)).toEqual(["« zzqx »"]);
  });
  it("says them in English on an English page", () => {
    expect(criteriaWords(query("type=location&mileageMin=10000&yearMin=2015&yearMax=2020&city=Abidjan"), CI, en)).toEqual([
      "Rental",
      "over 10,000 km",
      "from 2015 to 2020",
      "in Abidjan",
    ]);
    expect(proposedName(query(""), CI, en)).toBe("All listings · Côte d'Ivoire");
  });
});
