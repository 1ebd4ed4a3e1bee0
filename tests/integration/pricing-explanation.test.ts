import { describe, expect, it } from "vitest";
import type { MarketEstimate, VehicleFacts } from "../../app/features/pricing/price-model.ts";
import { explanationOf } from "../../app/features/pricing/pricing.server.ts";

const corolla: VehicleFacts = { brand: "Toyota", model: "Corolla", year: 2016, mileage: 123_456, bodyType: "SUV" };
const estimate = (level: MarketEstimate["level"], comparableCount: number): MarketEstimate => ({
  value: 1,
  low: 1,
  high: 1,
  comparableCount,
  level,
  comparableIds: [],
});
const taking = "en tenant compte de l'année (2016), du kilométrage (123\u202f456 km), de la motorisation et de l'état.";

describe("the in-house price explanation", () => {
  it("reads in French as it always has", () => {
    expect(explanationOf(corolla, estimate("variant", 12))).toBe(`Valeur estimée d'après 12 annonces de Toyota Corolla de la même version, ${taking}`);
    expect(explanationOf(corolla, estimate("model", 1))).toBe(`Valeur estimée d'après 1 annonce de Toyota Corolla, ${taking}`);
    expect(explanationOf(corolla, estimate("brand-body", 4))).toBe(`Valeur estimée d'après 4 annonces de Toyota de la même catégorie (SUV), ${taking}`);
    expect(explanationOf(corolla, estimate("body", 2))).toBe(`Valeur estimée d'après 2 annonces de véhicules de la même catégorie (SUV), ${taking}`);
    expect(explanationOf(corolla, estimate(null, 0))).toBe(`Valeur estimée d'après l'ensemble du marché, faute d'annonce comparable, ${taking}`);
  });

  it("reads in English on an English page", () => {
    expect(explanationOf(corolla, estimate("model", 12), "en")).toBe(
      "Value estimated from 12 listings of Toyota Corolla, taking into account the year (2016), the mileage (123,456 km), the engine and the condition.",
    );
    // The body type is stored in French: said in English too.
    expect(explanationOf({ ...corolla, bodyType: "Berline" }, estimate("body", 2), "en")).toContain("(Sedan)");
    expect(explanationOf({ ...corolla, bodyType: "Berline" }, estimate("body", 2))).toContain("(Berline)");
  });
});
