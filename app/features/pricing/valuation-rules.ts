import { OTHER_CITY } from "../../lib/cities.ts";
import { COUNTRY_CODES } from "../../lib/countries.ts";
import type { Catalogue } from "../../lib/vehicles.ts";
import type { VehicleFacts } from "./price-model.ts";

/** Spec doc 2 §5, valuation form: the conditions offered, what the model reads of each, and their words (a catalogue, issue 43). */
export const VALUATION_CONDITIONS = ["new", "excellent", "good", "fair", "used"] as const;
export const VALUATION_CONDITION_LABELS: Catalogue<(typeof VALUATION_CONDITIONS)[number]> = {
  new: /*i18n*/ { id: "pricing.condition.new", message: "Neuf" },
  excellent: /*i18n*/ { id: "pricing.condition.excellent", message: "Excellent état" },
  good: /*i18n*/ { id: "pricing.condition.good", message: "Bon état" },
  fair: /*i18n*/ { id: "pricing.condition.fair", message: "État correct" },
  used: /*i18n*/ { id: "pricing.condition.used", message: "Occasion" },
};

export const VALUATION_MESSAGES = {
  brand: /*i18n*/ "Veuillez choisir la marque",
  model: /*i18n*/ "Veuillez indiquer le modèle",
  year: /*i18n*/ "L'année doit être comprise entre 1900 et l'année prochaine",
  mileage: /*i18n*/ "Le kilométrage doit être un nombre positif ou nul",
  condition: /*i18n*/ "Veuillez choisir l'état du véhicule",
  country: /*i18n*/ "Veuillez choisir le pays",
  city: /*i18n*/ "Veuillez indiquer la ville",
  failed: /*i18n*/ "Erreur lors de l'évaluation du véhicule",
} as const;

export type ValuationQuery =
  | { ok: true; facts: VehicleFacts & { city: string } }
  | { ok: false; errors: Partial<Record<keyof typeof VALUATION_MESSAGES, string>> };

/** The valuation form as the URL carries it (a GET form: the result is a page one can reload or share). */
export function readValuationQuery(params: URLSearchParams, now = new Date()): ValuationQuery {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const errors: Partial<Record<keyof typeof VALUATION_MESSAGES, string>> = {};
  const brand = text("brand");
  const model = text("model");
  const year = Number(text("year"));
  const mileageText = text("mileage").replace(/[\s\u202f]/g, "");
  const mileage = Number(mileageText);
  const condition = text("condition");
  const country = text("country");
  const city = text("city") === OTHER_CITY ? text("cityOther") : text("city");
  if (!brand) errors.brand = VALUATION_MESSAGES.brand;
  if (!model) errors.model = VALUATION_MESSAGES.model;
  if (!Number.isInteger(year) || year < 1900 || year > now.getFullYear() + 1) errors.year = VALUATION_MESSAGES.year;
  if (!/^\d+$/.test(mileageText) || mileage > 2_000_000) errors.mileage = VALUATION_MESSAGES.mileage;
  if (!(VALUATION_CONDITIONS as readonly string[]).includes(condition)) errors.condition = VALUATION_MESSAGES.condition;
  if (!(COUNTRY_CODES as readonly string[]).includes(country)) errors.country = VALUATION_MESSAGES.country;
  if (!city) errors.city = VALUATION_MESSAGES.city;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Our listings know new, certified and used: an excellent, good or fair car is a used one.
  return { ok: true, facts: { brand, model, year, mileage, condition: condition === "new" ? "new" : "used", country, city } };
}
