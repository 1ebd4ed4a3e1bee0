import { ACCIDENT_OPTIONS, PREVIOUS_OWNER_OPTIONS, TRANSMISSION_LABELS, type Transmission, fuelLabel } from "../../lib/vehicles.ts";

const nf = new Intl.NumberFormat("fr-FR");

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

const accidentWords = (n: number) => (n === 0 ? "Aucun accident" : `${optionLabel(ACCIDENT_OPTIONS, n)} accident${n > 1 ? "s" : ""}`);

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
 */
export function compareRows(cars: readonly ComparableFacts[]): CompareRow[] {
  const row = (key: string, label: string, words: (string | null)[], numbers?: (number | null)[], better?: "low" | "high"): CompareRow => {
    const values = words.map((w) => w ?? "—");
    return { key, label, values, differs: new Set(values).size > 1, best: numbers && better ? bestOf(numbers, better) : [] };
  };
  const sale = (c: ComparableFacts) => c.kind === "sale";
  return [
    // Shown in the visitor's currency with its rating by the page; the words only tell the prices apart.
    row("price", "Prix", cars.map((c) => String(c.price)), cars.map((c) => c.price), "low"),
    row("year", "Année", cars.map((c) => String(c.year)), cars.map((c) => c.year), "high"),
    row("mileage", "Kilométrage", cars.map((c) => `${nf.format(c.mileage)} km`), cars.map((c) => c.mileage), "low"),
    row("fuel", "Carburant", cars.map((c) => fuelLabel(c.fuelType))),
    row("gearbox", "Boîte de vitesses", cars.map((c) => TRANSMISSION_LABELS[c.transmission as Transmission] ?? c.transmission)),
    row("body", "Carrosserie", cars.map((c) => c.bodyType)),
    row("engine", "Moteur", cars.map((c) => c.engine)),
    row("power", "Puissance", cars.map((c) => (c.horsepower ? `${c.horsepower} ch` : null)), cars.map((c) => c.horsepower), "high"),
    row("owners", "Propriétaires précédents", cars.map((c) => optionLabel(PREVIOUS_OWNER_OPTIONS, c.previousOwners)), cars.map((c) => (sale(c) ? c.previousOwners : null)), "low"),
    row(
      "history",
      "Historique",
      cars.map((c) =>
        c.accidents === null ? null : `${accidentWords(c.accidents)}${c.cleanTitle === false ? " · titre non en règle" : ""}`,
      ),
      cars.map((c) => c.accidents),
      "low",
    ),
    row("location", "Localisation", cars.map((c) => c.city)),
    row("seller", "Vendeur", cars.map((c) => c.sellerName)),
  ];
}
