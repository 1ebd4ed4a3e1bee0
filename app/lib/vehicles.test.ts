import { describe, expect, it } from "vitest";
import type { MessageDescriptor } from "@lingui/core";
import {
  ACCIDENT_OPTIONS,
  BODY_TYPES,
  BODY_TYPE_LABELS,
  BRAND_NAMES,
  CAR_BRANDS,
  CATALOGUES,
  CATEGORY_LABELS,
  CATEGORY_VALUES,
  COLOUR_LABELS,
  CONDITIONS,
  CONDITION_LABELS,
  DEFAULT_SELL_FUEL,
  DEFAULT_USER_TYPE,
  DOCUMENTS,
  DOCUMENT_LABELS,
  EQUIPMENT_LABELS,
  EXTERIOR_COLOURS,
  FUEL_LABELS,
  FUEL_VALUES,
  INTERIOR_COLOURS,
  PREVIOUS_OWNER_OPTIONS,
  RENTAL_EQUIPMENT,
  SELL_FUELS,
  TRANSMISSIONS,
  TRANSMISSION_LABELS,
  USER_TYPES,
  USER_TYPE_LABELS,
  USER_TYPES_WITH_COMPANY,
  canonicalFuel,
  catalogueOptions,
  isUserType,
  modelsFor,
  requiresCompany,
  sellerCardLabel,
  valueLabel,
  yearChoices,
} from "./vehicles.ts";

/** A descriptor's French words, as a page without a catalog says them. */
const french = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id;

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
    expect(catalogueOptions(CATEGORY_VALUES, CATEGORY_LABELS, french)).toEqual([
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

  it("offers colours outside and inside, each its own word", () => {
    expect(EXTERIOR_COLOURS).toContain("Blanc");
    expect(INTERIOR_COLOURS).toContain("Cuir beige");
    for (const colour of [...EXTERIOR_COLOURS, ...INTERIOR_COLOURS]) expect(french(COLOUR_LABELS[colour])).toBe(colour);
  });
});

describe("each catalogue", () => {
  const lists: [string, readonly string[], Readonly<Record<string, MessageDescriptor>>][] = [
    ["body type", BODY_TYPES, BODY_TYPE_LABELS],
    ["category", CATEGORY_VALUES, CATEGORY_LABELS],
    ["document", DOCUMENTS, DOCUMENT_LABELS],
    ["equipment", RENTAL_EQUIPMENT, EQUIPMENT_LABELS],
    ["colour", [...EXTERIOR_COLOURS, ...INTERIOR_COLOURS], COLOUR_LABELS],
    ["fuel", FUEL_VALUES, FUEL_LABELS],
    ["transmission", TRANSMISSIONS, TRANSMISSION_LABELS],
    ["condition", CONDITIONS, CONDITION_LABELS],
    ["account type", USER_TYPES, USER_TYPE_LABELS],
  ];

  it.each(lists)("%s: has words for every value, each with its own stable id, and is listed in CATALOGUES", (name, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...new Set(values)].sort());
    for (const descriptor of Object.values(labels)) expect(descriptor.id).toMatch(/^vehicles\./);
    expect(CATALOGUES[name]).toBe(labels);
  });

  it("has no id twice across catalogues, but where two values mean one thing", () => {
    const ids = Object.values(CATALOGUES).flatMap((labels) => Object.values(labels).map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows a stored value through its descriptor, and a value it does not know as it is", () => {
    const shout = (descriptor: MessageDescriptor) => `${descriptor.id}!`;
    expect(valueLabel(BODY_TYPE_LABELS, "Berline", shout)).toBe("vehicles.body.Berline!");
    expect(valueLabel(COLOUR_LABELS, "Blanc nacré", shout)).toBe("Blanc nacré");
    expect(valueLabel(FUEL_LABELS, "toString", shout)).toBe("toString");
  });
});

describe("fuel", () => {
  it("labels petrol and gasoline both as Essence", () => {
    expect(FUEL_VALUES).toEqual(["petrol", "gasoline", "diesel", "electric", "hybrid"]);
    expect(FUEL_VALUES.map((v) => french(FUEL_LABELS[v]))).toEqual(["Essence", "Essence", "Diesel", "Électrique", "Hybride"]);
  });

  it("offers petrol on the sell form (default)", () => {
    expect(catalogueOptions(SELL_FUELS, FUEL_LABELS, french)).toEqual([
      { value: "petrol", label: "Essence" },
      { value: "diesel", label: "Diesel" },
      { value: "electric", label: "Électrique" },
      { value: "hybrid", label: "Hybride" },
    ]);
    expect(DEFAULT_SELL_FUEL).toBe("petrol");
  });

  it("folds petrol into gasoline for comparisons", () => {
    expect(canonicalFuel("petrol")).toBe("gasoline");
    expect(canonicalFuel("Petrol ")).toBe("gasoline");
    expect(canonicalFuel("gasoline")).toBe("gasoline");
    expect(canonicalFuel("diesel")).toBe("diesel");
  });

  it("labels known fuels and echoes unknown ones", () => {
    expect(valueLabel(FUEL_LABELS, "petrol", french)).toBe("Essence");
    expect(valueLabel(FUEL_LABELS, "electric", french)).toBe("Électrique");
    expect(valueLabel(FUEL_LABELS, "GPL", french)).toBe("GPL");
  });
});

describe("option lists", () => {
  it("labels transmissions and conditions in French", () => {
    expect(catalogueOptions(TRANSMISSIONS, TRANSMISSION_LABELS, french)).toEqual([
      { value: "automatic", label: "Automatique" },
      { value: "manual", label: "Manuelle" },
    ]);
    expect(catalogueOptions(CONDITIONS, CONDITION_LABELS, french)).toEqual([
      { value: "new", label: "Neuf" },
      { value: "used", label: "Occasion" },
      { value: "certified", label: "Certifié" },
    ]);
  });

  it("caps accidents at 3+ and previous owners at 4+", () => {
    expect(ACCIDENT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      [0, "0"],
      [1, "1"],
      [2, "2"],
      [3, "3+"],
    ]);
    expect(PREVIOUS_OWNER_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      [1, "1"],
      [2, "2"],
      [3, "3"],
      [4, "4+"],
    ]);
  });
});

describe("user types", () => {
  it("labels the four types, buyer by default", () => {
    expect(catalogueOptions(USER_TYPES, USER_TYPE_LABELS, french)).toEqual([
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
    const card = (userType: string | null | undefined) => french(sellerCardLabel(userType));
    expect(card("dealer")).toBe("Concessionnaire");
    expect(card("seller")).toBe("Vendeur");
    expect(card("agent")).toBe("Agent");
    expect(card("buyer")).toBe("Propriétaire");
    expect(card(null)).toBe("Propriétaire");
    expect(card(undefined)).toBe("Propriétaire");
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
