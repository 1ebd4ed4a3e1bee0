import { describe, expect, it } from "vitest";
import {
  ACCIDENT_OPTIONS,
  BODY_TYPES,
  BRAND_NAMES,
  CAR_BRANDS,
  CATEGORIES,
  CONDITION_OPTIONS,
  DEFAULT_SELL_FUEL,
  DEFAULT_USER_TYPE,
  DOCUMENTS,
  FILTER_FUEL_OPTIONS,
  FUEL_LABELS,
  FUEL_TYPES,
  FUEL_VALUES,
  PREVIOUS_OWNER_OPTIONS,
  RENTAL_EQUIPMENT,
  SELL_FUEL_OPTIONS,
  TRANSMISSION_OPTIONS,
  USER_TYPE_OPTIONS,
  USER_TYPES_WITH_COMPANY,
  canonicalFuel,
  fuelLabel,
  isUserType,
  modelsFor,
  requiresCompany,
  sellerCardLabel,
  yearChoices,
} from "./vehicles.ts";

describe("brands", () => {
  it("has about 45 brands, alphabetical, with 'Autre' last", () => {
    expect(BRAND_NAMES.length).toBeGreaterThanOrEqual(43);
    expect(BRAND_NAMES.length).toBeLessThanOrEqual(48);
    expect(BRAND_NAMES.at(-1)).toBe("Autre");
    const named = BRAND_NAMES.slice(0, -1);
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b, "fr")));
    expect(BRAND_NAMES).toEqual(Object.keys(CAR_BRANDS));
  });

  it("includes the brands common in the region", () => {
    for (const brand of ["Toyota", "Peugeot", "Renault", "Mercedes-Benz", "Hyundai", "Kia", "Nissan", "Dacia", "Land Rover", "Suzuki", "BYD"]) {
      expect(BRAND_NAMES).toContain(brand);
    }
  });

  it("gives every brand but 'Autre' a duplicate-free model list", () => {
    for (const brand of BRAND_NAMES) {
      const models = modelsFor(brand);
      if (brand === "Autre") {
        expect(models).toEqual([]);
        continue;
      }
      expect(models.length, brand).toBeGreaterThanOrEqual(4);
      expect(new Set(models).size, brand).toBe(models.length);
    }
  });

  it("knows Toyota's best sellers", () => {
    expect(modelsFor("Toyota")).toEqual(
      expect.arrayContaining(["Corolla", "Camry", "RAV4", "Land Cruiser", "Hilux", "Yaris", "Highlander", "Avensis", "Fortuner"]),
    );
  });

  it("returns no models for unknown or missing brands", () => {
    expect(modelsFor("Trabant")).toEqual([]);
    expect(modelsFor("")).toEqual([]);
    expect(modelsFor(null)).toEqual([]);
    expect(modelsFor("toString")).toEqual([]);
  });
});

describe("catalogues", () => {
  it("has the eight body types in spec order", () => {
    expect(BODY_TYPES).toEqual(["SUV", "Berline", "Pick-up", "Coupé", "Hatchback", "Cabriolet", "Break", "Monospace"]);
  });

  it("has the six categories with French labels", () => {
    expect(CATEGORIES).toEqual([
      { value: "economique", label: "Économique" },
      { value: "sportive", label: "Sportive" },
      { value: "awd", label: "Transmission intégrale" },
      { value: "4x4", label: "4x4" },
      { value: "electrique", label: "Électrique / Hybride" },
      { value: "petit_camion", label: "Petit camion" },
    ]);
  });

  it("has the eight documents spelled as in the spec", () => {
    expect(DOCUMENTS).toEqual([
      "Carte grise",
      "Certificat de dédouanement",
      "Assurance valide",
      "Contrôle technique",
      "Carnet d'entretien",
      "Factures d'achat",
      "Certificat de non-gage",
      "Manuel d'utilisation",
    ]);
  });

  it("has the ten rental equipment suggestions", () => {
    expect(RENTAL_EQUIPMENT).toHaveLength(10);
    expect(new Set(RENTAL_EQUIPMENT).size).toBe(10);
    expect(RENTAL_EQUIPMENT).toContain("Climatisation");
    expect(RENTAL_EQUIPMENT).toContain("Vitres électriques");
  });
});

describe("fuel", () => {
  it("labels petrol and gasoline both as Essence", () => {
    expect(FUEL_VALUES).toEqual(["petrol", "gasoline", "diesel", "electric", "hybrid"]);
    expect(FUEL_VALUES.map((v) => FUEL_LABELS[v])).toEqual(["Essence", "Essence", "Diesel", "Électrique", "Hybride"]);
    expect(FUEL_TYPES.map((o) => o.value)).toEqual([...FUEL_VALUES]);
  });

  it("offers petrol on the sell form (default) and gasoline in the filter", () => {
    expect(SELL_FUEL_OPTIONS.map((o) => o.value)).toEqual(["petrol", "diesel", "electric", "hybrid"]);
    expect(DEFAULT_SELL_FUEL).toBe("petrol");
    expect(FILTER_FUEL_OPTIONS.map((o) => o.value)).toEqual(["gasoline", "diesel", "electric", "hybrid"]);
    expect(FILTER_FUEL_OPTIONS.map((o) => o.label)).toEqual(["Essence", "Diesel", "Électrique", "Hybride"]);
  });

  it("folds petrol into gasoline for comparisons", () => {
    expect(canonicalFuel("petrol")).toBe("gasoline");
    expect(canonicalFuel("Petrol ")).toBe("gasoline");
    expect(canonicalFuel("gasoline")).toBe("gasoline");
    expect(canonicalFuel("diesel")).toBe("diesel");
  });

  it("labels known fuels and echoes unknown ones", () => {
    expect(fuelLabel("petrol")).toBe("Essence");
    expect(fuelLabel("ELECTRIC")).toBe("Électrique");
    expect(fuelLabel("GPL")).toBe("GPL");
  });
});

describe("option lists", () => {
  it("labels transmissions and conditions in French", () => {
    expect(TRANSMISSION_OPTIONS).toEqual([
      { value: "automatic", label: "Automatique" },
      { value: "manual", label: "Manuelle" },
    ]);
    expect(CONDITION_OPTIONS).toEqual([
      { value: "new", label: "Neuf" },
      { value: "used", label: "Occasion" },
      { value: "certified", label: "Certifié" },
    ]);
  });

  it("caps accidents at 3+ and previous owners at 4+", () => {
    expect(ACCIDENT_OPTIONS.map((o) => [o.value, o.label])).toEqual([[0, "0"], [1, "1"], [2, "2"], [3, "3+"]]);
    expect(PREVIOUS_OWNER_OPTIONS.map((o) => [o.value, o.label])).toEqual([[1, "1"], [2, "2"], [3, "3"], [4, "4+"]]);
  });
});

describe("user types", () => {
  it("labels the four types, buyer by default", () => {
    expect(USER_TYPE_OPTIONS).toEqual([
      { value: "buyer", label: "Acheteur" },
      { value: "seller", label: "Vendeur" },
      { value: "agent", label: "Agent" },
      { value: "dealer", label: "Concessionnaire" },
    ]);
    expect(DEFAULT_USER_TYPE).toBe("buyer");
    expect(isUserType("dealer")).toBe(true);
    expect(isUserType("admin")).toBe(false);
  });

  it("asks a company name from sellers and dealers only", () => {
    expect(USER_TYPES_WITH_COMPANY).toEqual(["seller", "dealer"]);
    expect(["buyer", "seller", "agent", "dealer", "x", null].map(requiresCompany)).toEqual([false, true, false, true, false, false]);
  });

  it("labels the seller card, Propriétaire otherwise", () => {
    expect(sellerCardLabel("dealer")).toBe("Concessionnaire");
    expect(sellerCardLabel("seller")).toBe("Vendeur");
    expect(sellerCardLabel("agent")).toBe("Agent");
    expect(sellerCardLabel("buyer")).toBe("Propriétaire");
    expect(sellerCardLabel(null)).toBe("Propriétaire");
    expect(sellerCardLabel(undefined)).toBe("Propriétaire");
  });
});

describe("yearChoices", () => {
  it("lists 30 years, current first", () => {
    const years = yearChoices(new Date(2026, 5, 15));
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1997);
    expect(years.every((y, i) => i === 0 || y === (years[i - 1] ?? 0) - 1)).toBe(true);
  });

  it("defaults to the current year", () => {
    expect(yearChoices()[0]).toBe(new Date().getFullYear());
  });
});
