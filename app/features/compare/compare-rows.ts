import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { groupDigits } from "../../lib/grouped-number.ts";
import { languageOfLocale } from "../../lib/language.ts";
import { CITY_LABELS } from "../../lib/cities.ts";
import { ACCIDENT_OPTIONS, BODY_TYPE_LABELS, FUEL_LABELS, PREVIOUS_OWNER_OPTIONS, TRANSMISSION_LABELS, valueLabel } from "../../lib/vehicles.ts";

/** The facts of a car the table compares (a subset of what the server sends, so the rules test without it). */
export interface ComparableFacts {
  kind: string;
  year: number;
  mileage: number;
  price: number;
  fuelType: string;
  transmission: string;
  bodyType: string | null;
  engine: string | null;
  horsepower: number | null;
  previousOwners: number | null;
  accidents: number | null;
  cleanTitle: boolean | null;
  city: string;
  sellerName: string;
}

/** A row of the table: a word per car, whether they differ, and which car is best on it (when it can be said). */
export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  differs: boolean;
  best: number[];
}

const optionLabel = (options: readonly { value: number; label: string }[], value: number | null) =>
  value === null ? null : (options.find((o) => o.value === value)?.label ?? String(value));

function accidentWords(i18n: I18n, n: number): string {
  if (n === 0) return i18n._(msg`Aucun accident`);
  if (n === 1) return i18n._(msg`1 accident`);
  const count = optionLabel(ACCIDENT_OPTIONS, n) ?? String(n);
  return i18n._(msg`${count} accidents`);
}

/** Indexes of the cars holding the best value (lowest or highest), only when they are not all equal. */
function bestOf(numbers: (number | null)[], better: "low" | "high"): number[] {
  const known = numbers.filter((n): n is number => n !== null);
  if (known.length < 2) return [];
  const best = better === "low" ? Math.min(...known) : Math.max(...known);
  if (known.every((n) => n === best)) return [];
  return numbers.flatMap((n, i) => (n === best ? [i] : []));
}

/**
 * The comparison's rows below the photos and prices. Each is marked where the cars differ, and
 * where a side is plainly better (newer, fewer km, more power, fewer owners or accidents), that car.
 * Our words are in the language of `i18n` (the page's); the sellers' stay as they wrote them.
 */
export function compareRows(cars: readonly ComparableFacts[], i18n: I18n): CompareRow[] {
  const language = languageOfLocale(i18n.locale);
  // The catalogues' words (lib/vehicles.ts, lib/cities.ts) in the page's language; a value they do not know as it is.
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const row = (key: string, label: string, words: (string | null)[], numbers?: (number | null)[], better?: "low" | "high"): CompareRow => {
    const values = words.map((w) => w ?? "—");
    return { key, label, values, differs: new Set(values).size > 1, best: numbers && better ? bestOf(numbers, better) : [] };
  };
  const sale = (c: ComparableFacts) => c.kind === "sale";
  return [
    // Shown in the visitor's currency with its rating by the page; the words only tell the prices apart.
    row(
      "price",
      i18n._(msg`Prix`),
      cars.map((c) => String(c.price)),
      cars.map((c) => c.price),
      "low",
    ),
    row(
      "year",
      i18n._(msg`Année`),
      cars.map((c) => String(c.year)),
      cars.map((c) => c.year),
      "high",
    ),
    row(
      "mileage",
      i18n._(msg`Kilométrage`),
      cars.map((c) => `${groupDigits(c.mileage, language)} km`),
      cars.map((c) => c.mileage),
      "low",
    ),
    row(
      "fuel",
      i18n._(msg`Carburant`),
      cars.map((c) => valueLabel(FUEL_LABELS, c.fuelType, translate)),
    ),
    row(
      "gearbox",
      i18n._(msg`Boîte de vitesses`),
      cars.map((c) => valueLabel(TRANSMISSION_LABELS, c.transmission, translate)),
    ),
    row(
      "body",
      i18n._(msg`Carrosserie`),
      cars.map((c) => (c.bodyType ? valueLabel(BODY_TYPE_LABELS, c.bodyType, translate) : null)),
    ),
    row(
      "engine",
      i18n._(msg`Moteur`),
      cars.map((c) => c.engine),
    ),
    row(
      "power",
      i18n._(msg`Puissance`),
      cars.map(({ horsepower }) => (horsepower ? i18n._(msg`${horsepower} ch`) : null)),
      cars.map((c) => c.horsepower),
      "high",
    ),
    row(
      "owners",
      i18n._(msg`Propriétaires précédents`),
      cars.map((c) => optionLabel(PREVIOUS_OWNER_OPTIONS, c.previousOwners)),
      cars.map((c) => (sale(c) ? c.previousOwners : null)),
      "low",
    ),
    row(
      "history",
      i18n._(msg`Historique`),
      cars.map((c) =>
        c.accidents === null ? null : [accidentWords(i18n, c.accidents), ...(c.cleanTitle === false ? [i18n._(msg`titre non en règle`)] : [])].join(" · "),
      ),
      cars.map((c) => c.accidents),
      "low",
    ),
    row(
      "location",
      i18n._(msg`Localisation`),
      cars.map((c) => valueLabel(CITY_LABELS, c.city, translate)),
    ),
    row(
      "seller",
      i18n._(msg`Vendeur`),
      cars.map((c) => c.sellerName),
    ),
  ];
}
