/**
 * A stock file's cell, as a dealer wrote it, to the value the posting form's schema reads: a choice
 * by its code ("automatic") or by the words the form shows ("Automatique", "automatique"), a country
 * by code or French name, lists split on `;`, `|` or `,`, dates from DD/MM/YYYY or a spreadsheet's
 * day number. A value none of these recognise is passed on as typed, so the schema refuses it with
 * its own French message: no rule of the form is repeated here.
 */
import { COUNTRIES } from "../../lib/countries.ts";
import {
  BODY_TYPES,
  BRAND_NAMES,
  type Catalogue,
  CONDITION_LABELS,
  CONDITIONS,
  DOCUMENT_LABELS,
  DOCUMENTS,
  EQUIPMENT_LABELS,
  FUEL_LABELS,
  RENTAL_EQUIPMENT,
  SELL_FUELS,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
} from "../../lib/vehicles.ts";
import { HISTORY_ANSWER_OPTIONS } from "../listings/posting/history-answers.ts";
import { foldText } from "./stock-columns.ts";

export type StockKind = "sale" | "rental";

/** Folded spelling → stored value, for the codes and the catalogue's French words of one list. */
function spellings(values: readonly string[], labels?: Catalogue, extra: Record<string, string> = {}): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const value of values) {
    map.set(foldText(value), value);
    const words = labels && Object.hasOwn(labels, value) ? labels[value]?.message : undefined;
    if (words) map.set(foldText(words), value);
  }
  for (const [spelling, value] of Object.entries(extra)) map.set(foldText(spelling), value);
  return map;
}

const KINDS = spellings([], undefined, { vente: "sale", sale: "sale", location: "rental", rental: "rental", "a vendre": "sale", "a louer": "rental" });
const TRANSMISSION = spellings(TRANSMISSIONS, TRANSMISSION_LABELS, {
  auto: "automatic",
  manuel: "manual",
  "boite automatique": "automatic",
  "boite manuelle": "manual",
});
const FUEL = spellings(SELL_FUELS, FUEL_LABELS, { gasoline: "petrol", gazole: "diesel", gasoil: "diesel", electrique: "electric", hybride: "hybrid" });
const BODY = spellings(BODY_TYPES);
const CONDITION = spellings(CONDITIONS, CONDITION_LABELS, { neuve: "new", occasion: "used", certifiee: "certified" });
const DOCUMENT = spellings(DOCUMENTS, DOCUMENT_LABELS);
const EQUIPMENT = spellings(RENTAL_EQUIPMENT, EQUIPMENT_LABELS);
const BRAND = spellings(BRAND_NAMES);
const COUNTRY = spellings(
  COUNTRIES.map((c) => c.code),
  undefined,
  Object.fromEntries(COUNTRIES.map((c) => [c.name, c.code])),
);
const HISTORY = spellings(
  ["yes", "no"],
  undefined,
  // 'Non précisé' is the form's blank answer.
  Object.fromEntries([
    ...HISTORY_ANSWER_OPTIONS.map((o) => [o.label, o.value]),
    ["true", "yes"],
    ["false", "no"],
    ["vrai", "yes"],
    ["faux", "no"],
    ["1", "yes"],
    ["0", "no"],
  ]),
);

const lookUp = (map: ReadonlyMap<string, string>, raw: string) => map.get(foldText(raw)) ?? raw.trim();

/** "vente"/"location" (or "sale"/"rental", any case) → the listing's kind; null when blank or unknown. */
export function stockKind(raw: string | undefined): StockKind | null {
  const kind = raw === undefined ? undefined : KINDS.get(foldText(raw));
  return kind === "sale" || kind === "rental" ? kind : null;
}

/** A list cell: "Climatisation; GPS", "a|b", "a, b" → its trimmed, non-blank items. */
export function splitList(raw: string): string[] {
  return raw
    .split(/[;|,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Photo URLs, one after the other, separated by spaces, line breaks, `;`, `|` or `,`. */
export function splitUrls(raw: string): string[] {
  return raw.split(/[\s;|,]+/).filter(Boolean);
}

// Day 0 of spreadsheets' dates is 1899-12-30 (Excel's 1900 leap-year bug included).
const SPREADSHEET_EPOCH = Date.UTC(1899, 11, 30);
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2024-03-05", "5/3/2024", "05.03.2024", "2024-03-05T00:00:00Z" or a spreadsheet day number (45356) → "2024-03-05". */
export function stockDate(raw: string): string {
  const v = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(v);
  if (iso) return `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  if (french) return `${french[3]}-${pad(Number(french[2]))}-${pad(Number(french[1]))}`;
  // A date cell of XLSX is a number of days (a fraction is the time of day).
  if (/^\d{4,6}(\.\d+)?$/.test(v)) {
    const day = new Date(SPREADSHEET_EPOCH + Math.floor(Number(v)) * 86_400_000);
    if (day.getUTCFullYear() >= 1900 && day.getUTCFullYear() <= 9999) return day.toISOString().slice(0, 10);
  }
  return v;
}

/** A count written as the form's last choice ("3+", "4+") is its number; other numbers go to the schema as typed. */
const count = (raw: string) => raw.trim().replace(/^(\d+)\s*\+$/, "$1");

const MAPPERS: Readonly<Record<string, (raw: string) => unknown>> = {
  marque: (raw) => lookUp(BRAND, raw),
  transmission: (raw) => lookUp(TRANSMISSION, raw),
  carburant: (raw) => lookUp(FUEL, raw),
  carrosserie: (raw) => lookUp(BODY, raw),
  etat: (raw) => lookUp(CONDITION, raw),
  pays: (raw) => lookUp(COUNTRY, raw),
  titre_propre: (raw) => lookUp(HISTORY, raw),
  dedouane: (raw) => lookUp(HISTORY, raw),
  accidents: count,
  proprietaires: count,
  equipements: (raw) => splitList(raw).map((item) => EQUIPMENT.get(foldText(item)) ?? item),
  documents: (raw) => splitList(raw).map((item) => lookUp(DOCUMENT, item)),
  dernier_entretien: stockDate,
};

/** A cell of `column` as the schema expects it; text columns (modele, ville, couleur…) are passed as written. */
export function stockValue(column: string, raw: string): unknown {
  const map = MAPPERS[column];
  return map ? map(raw) : raw;
}

/** The country code a `pays` cell names ("Sénégal", "sn" → "SN"), or undefined. */
export function stockCountryCode(raw: string | undefined): string | undefined {
  return raw ? COUNTRY.get(foldText(raw)) : undefined;
}
