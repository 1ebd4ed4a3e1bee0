import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, activeFilterCount, browseSearchParams, freshBrowseHref, listingsHref, parseBrowseQuery, tabHref } from "./browse-query.ts";

const parse = (query: string) => parseBrowseQuery(new URLSearchParams(query));

describe("parseBrowseQuery", () => {
  it("defaults: sale tab, newest first, no filter", () => {
    expect(parse("")).toEqual({ kind: "sale", search: "", sort: "recent", after: null, filters: EMPTY_FILTERS });
  });

  it("reads every filter", () => {
    const q = parse(
      "type=location&search=%20Toyota%20&priceMin=1000&priceMax=2%20000&mileageMin=0&mileageMax=90000&yearMin=2015&yearMax=2020&fuelType=diesel&transmission=manual&city=Abidjan&country=Sén&bodyType=SUV&category=4x4&sort=price",
    );
    expect(q.kind).toBe("rental");
    expect(q.search).toBe("Toyota");
    expect(q.sort).toBe("price");
    expect(q.filters).toMatchObject({
      priceMin: 1000,
      priceMax: 2000,
      mileageMin: 0,
      mileageMax: 90000,
      yearMin: 2015,
      yearMax: 2020,
      fuelType: "diesel",
      transmission: "manual",
      city: "Abidjan",
      country: "Sén",
      bodyType: "SUV",
      category: "4x4",
    });
  });

  it("reads a brand of the catalogue and a model of that brand only", () => {
    expect(parse("brand=Toyota&model=Hilux").filters).toMatchObject({ brand: "Toyota", model: "Hilux" });
    expect(parse("brand=Autre").filters).toMatchObject({ brand: "Autre", model: null });
    // A model of another brand (the brand changed before JavaScript refreshed the list), or alone.
    expect(parse("brand=Peugeot&model=Hilux").filters).toMatchObject({ brand: "Peugeot", model: null });
    expect(parse("model=Hilux").filters).toMatchObject({ brand: null, model: null });
    expect(parse("brand=toyota&model=Hilux").filters).toMatchObject({ brand: null, model: null });
    expect(parse("brand=Toyota%00&model=Hilux").filters).toMatchObject({ brand: null, model: null });
    expect(listingsHref(parse("model=Hilux&brand=Toyota&search=x"))).toBe("/listings?search=x&brand=Toyota&model=Hilux");
    expect(activeFilterCount(parse("brand=Toyota&model=Hilux").filters)).toBe(2);
  });

  it("ignores what is not a valid value instead of failing", () => {
    const q = parse("priceMin=abc&mileageMax=-3&fuelType=kerosene&transmission=x&bodyType=Tank&category=boat&sort=random");
    expect(q.filters).toEqual(EMPTY_FILTERS);
    expect(q.sort).toBe("recent");
  });

  it("applies the budget in sale mode only", () => {
    expect(parse("budget=on&downPayment=1000000&monthlyPayment=200000&months=40").filters.budget).toEqual({
      downPayment: 1_000_000,
      monthlyPayment: 200_000,
      months: 42,
    });
    expect(parse("budget=on").filters.budget).toEqual({ downPayment: 5_000_000, monthlyPayment: 500_000, months: 36 });
    expect(parse("type=location&budget=on").filters.budget).toBeNull();
    expect(parse("downPayment=1000000").filters.budget).toBeNull();
  });
});

describe("activeFilterCount", () => {
  it("counts filled filters, not the search or the sort", () => {
    expect(activeFilterCount(parse("search=x&sort=year").filters)).toBe(0);
    expect(activeFilterCount(parse("priceMin=0&city=Dakar&budget=on").filters)).toBe(3);
  });
});

describe("browseSearchParams", () => {
  it("round-trips and leaves defaults out", () => {
    const query = "type=location&search=Kia&priceMax=5000&city=Lom%C3%A9&sort=year";
    const params = browseSearchParams(parse(query));
    expect(params.toString()).toBe("type=location&search=Kia&priceMax=5000&city=Lom%C3%A9&sort=year");
    expect(browseSearchParams(parse("")).toString()).toBe("");
    expect(parseBrowseQuery(browseSearchParams(parse(`${query}&budget=on`)))).toEqual(parse(query));
  });
});

describe("the one URL of a state", () => {
  it("drops what a plain GET form sends empty or at its default", () => {
    const submitted =
      "priceMin=&priceMax=&mileageMin=&mileageMax=&yearMin=&yearMax=&fuelType=&transmission=&city=&country=&bodyType=&category=&downPayment=5000000&monthlyPayment=500000&months=36&search=&sort=recent";
    expect(listingsHref(parse(submitted))).toBe("/listings");
    expect(listingsHref(parse(`${submitted.replace("priceMax=", "priceMax=60000")}&type=location`))).toBe("/listings?type=location&priceMax=60000");
    expect(listingsHref(parse("budget=on&downPayment=5000000&monthlyPayment=650000&months=36"))).toBe("/listings?budget=on&monthlyPayment=650000");
  });

  it("is a fixed point: reading the short URL again gives the same URL", () => {
    for (const query of [
      "",
      "type=location&search=prado&priceMax=60000&sort=price",
      "budget=on&months=48",
      "mileageMax=1e300&city=%20Lom%C3%A9%20",
      "yearMin=2015&after=abc",
    ]) {
      const once = listingsHref(parse(query));
      expect(listingsHref(parse(once.split("?")[1] ?? ""))).toBe(once);
    }
  });
});

describe("tabHref", () => {
  it("keeps the search and the filters that mean the same on both tabs, not a price or the budget", () => {
    const sale = parse("search=Kia&brand=Kia&priceMax=5000000&yearMin=2015&budget=on&sort=year&after=abc");
    expect(tabHref(sale, "rental")).toBe("/listings?type=location&search=Kia&brand=Kia&yearMin=2015&sort=year");
    const rental = parse("type=location&priceMin=20000&priceMax=60000&fuelType=diesel");
    expect(tabHref(rental, "sale")).toBe("/listings?fuelType=diesel");
    // The tab shown keeps everything but the page cursor.
    expect(tabHref(rental, "rental")).toBe("/listings?type=location&priceMin=20000&priceMax=60000&fuelType=diesel");
  });
});

describe("listingsHref", () => {
  it("is /listings alone for the defaults, with the query otherwise", () => {
    expect(freshBrowseHref("sale")).toBe("/listings");
    expect(freshBrowseHref("rental")).toBe("/listings?type=location");
    expect(listingsHref({ ...parse("search=Kia&sort=year"), after: "abc" })).toBe("/listings?search=Kia&sort=year&after=abc");
  });
});
