import { describe, expect, it } from "vitest";
import { sameStockValues } from "./stock-changes.ts";

describe("sameStockValues", () => {
  const stored = { brand: "Toyota", price: 7_500_000, features: ["Climatisation", "GPS"], description: null, lastService: "2025-04-01", mileage: 80_000 };

  it("sees a row read again unchanged as the same", () => {
    expect(
      sameStockValues(stored, { brand: "Toyota", price: 7_500_000, features: ["Climatisation", "GPS"], description: null, lastService: "2025-04-01" }),
    ).toBe(true);
  });

  it("sees a new price, a feature more or a description typed as a change", () => {
    expect(sameStockValues(stored, { price: 7_000_000 })).toBe(false);
    expect(sameStockValues(stored, { features: ["Climatisation", "GPS", "Toit ouvrant"] })).toBe(false);
    expect(sameStockValues(stored, { description: "Première main" })).toBe(false);
  });

  it("takes an absent column and null as the same, and compares features in order", () => {
    expect(sameStockValues({ doors: null }, { doors: undefined })).toBe(true);
    expect(sameStockValues(stored, { features: ["GPS", "Climatisation"] })).toBe(false);
  });
});
