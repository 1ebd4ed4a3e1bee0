import { describe, expect, it } from "vitest";
import { editDistance, isEmptySearch, parseSearch, searchKeyFor } from "./search-text.ts";

describe("searchKeyFor", () => {
  it("folds brand, model and city into one key", () => {
    expect(searchKeyFor("Mercedes-Benz", "Classe C", "Abidjan")).toBe("mercedes benz classe c abidjan");
  });
});

describe("editDistance", () => {
  it("counts edits and swapped neighbours as one", () => {
    expect(editDistance("toyota", "toyota", 1)).toBe(0);
    expect(editDistance("toyta", "toyota", 1)).toBe(1);
    expect(editDistance("tyoota", "toyota", 1)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });
});

describe("parseSearch", () => {
  it("matches makes without accents or case", () => {
    expect(parseSearch("citroen")).toEqual({ brands: ["Citroën"], models: [], years: [], words: [] });
    expect(parseSearch("PEUGEOT").brands).toEqual(["Peugeot"]);
  });

  it("tolerates common typos of makes and models", () => {
    expect(parseSearch("toyta").brands).toEqual(["Toyota"]);
    expect(parseSearch("peugot").brands).toEqual(["Peugeot"]);
    expect(parseSearch("hyundia").brands).toEqual(["Hyundai"]);
    expect(parseSearch("toyota corola").models).toEqual([{ brand: "Toyota", model: "Corolla" }]);
    expect(parseSearch("mercedes").brands).toEqual(["Mercedes-Benz"]);
  });

  it("does not fuzz short names: A4 is not A1", () => {
    expect(parseSearch("a4").models).toEqual([{ brand: "Audi", model: "A4" }]);
    expect(parseSearch("x5").models).toEqual([{ brand: "BMW", model: "X5" }]);
  });

  it("a make with one of its models names only that model", () => {
    expect(parseSearch("Toyota Corolla 2018")).toEqual({
      brands: [],
      models: [{ brand: "Toyota", model: "Corolla" }],
      years: [2018],
      words: [],
    });
  });

  it("a model shared by two makes is narrowed by the make", () => {
    expect(parseSearch("duster").models).toEqual([
      { brand: "Dacia", model: "Duster" },
      { brand: "Renault", model: "Duster" },
    ]);
    expect(parseSearch("renault duster").models).toEqual([{ brand: "Renault", model: "Duster" }]);
  });

  it("reads multi-word and glued model names", () => {
    expect(parseSearch("land cruiser prado").models).toEqual([{ brand: "Toyota", model: "Land Cruiser Prado" }]);
    expect(parseSearch("landcruiser").models).toEqual([{ brand: "Toyota", model: "Land Cruiser" }]);
    expect(parseSearch("rav 4").models).toEqual([{ brand: "Toyota", model: "RAV4" }]);
  });

  it("leaves cities and unknown words for the substring match", () => {
    expect(parseSearch("Toyota Abidjan")).toEqual({ brands: ["Toyota"], models: [], years: [], words: ["abidjan"] });
    expect(parseSearch("Thiès").words).toEqual(["thies"]);
  });

  it("blank text is an empty search", () => {
    expect(isEmptySearch(parseSearch("   "))).toBe(true);
    expect(isEmptySearch(parseSearch("-- !"))).toBe(true);
  });
});
