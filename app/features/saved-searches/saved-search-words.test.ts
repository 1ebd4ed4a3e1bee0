import { describe, expect, it } from "vitest";
import { parseBrowseQuery } from "../listings/browse-query.ts";
import { getCountry } from "../../lib/countries.ts";
import { criteriaWords, proposedName } from "./saved-search-words.ts";

const CI = getCountry("CI")!;
const query = (q: string) => parseBrowseQuery(new URLSearchParams(q));

describe("saved search words", () => {
  it("proposes the issue's name from the criteria", () => {
    expect(proposedName(query("search=toyota hilux&fuelType=diesel&priceMax=15000000"), CI)).toBe(
      "Toyota Hilux · Diesel · moins de 15 millions CFA",
    );
  });
  it("names an empty search after its country", () => {
    expect(proposedName(query(""), CI)).toBe("Toutes les annonces · Côte d'Ivoire");
  });
  it("says ranges, years, city and the rental tab", () => {
    expect(criteriaWords(query("type=location&mileageMin=10000&yearMin=2015&yearMax=2020&city=Abidjan"), CI)).toEqual([
      "Location",
      "plus de 10\u202f000 km",
      "de 2015 à 2020",
      "à Abidjan",
    ]);
  });
  it("keeps unknown search text as typed", () => {
    expect(criteriaWords(query("search=zzqx"), CI)).toEqual(["« zzqx »"]);
  });
});
