/**
 * One row of a stock file checked as the posting form checks a listing: its cells mapped to the
 * form's fields (stock-values.ts), then the form's own schema (saleListingSchema or
 * rentalListingSchema) run on them, each problem named by its column ("Ligne 4, colonne « prix » :
 * Veuillez renseigner le prix"). The import adds only its own rules: a reference (the dealer's stock
 * number, unique within the file), a type, and photos given as web addresses.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Country, resolveCountry } from "../../lib/countries.ts";
import { type RentalListingInput, type SaleListingInput, rentalListingSchema, saleListingSchema } from "../listings/posting/listing-form-schema.ts";
import { columnOfField, PHOTO_COLUMNS, REFERENCE_COLUMN, STOCK_COLUMNS } from "./stock-columns.ts";
import type { StockSheetRow } from "./stock-sheet-row.ts";
import { type StockKind, splitUrls, stockCountryCode, stockKind, stockValue } from "./stock-values.ts";

export const REFERENCE_REQUIRED = /*i18n*/ "Veuillez renseigner la référence (votre numéro de stock)";
export const REFERENCE_TOO_LONG = /*i18n*/ "La référence ne doit pas dépasser 60 caractères";
export const TYPE_REQUIRED = /*i18n*/ "Veuillez indiquer le type : vente ou location";
export const TYPE_UNKNOWN = /*i18n*/ "Type inconnu : écrivez vente ou location";
export const PHOTO_URL_INVALID = /*i18n*/ "Adresse de photo invalide : une adresse complète commençant par http:// ou https:// est attendue";

/** 'Référence en double dans le fichier (ligne N)': French as written here, or in the page's language when `i18n` is given. */
export const duplicateReference = (firstLine: number, i18n?: I18n) =>
  i18n ? i18n._(msg`Référence en double dans le fichier (ligne ${firstLine})`) : `Référence en double dans le fichier (ligne ${firstLine})`;

export const MAX_REFERENCE_LENGTH = 60;
const MAX_PHOTO_URL_LENGTH = 2048;

export interface StockProblem {
  /** The French column name; null for a problem of the whole row. */
  readonly column: string | null;
  readonly message: string;
}

/** A row ready for the import: `fields` is what the schema accepts, `listing` what it gave (prices in XOF). */
export type StockRowInput = {
  readonly line: number;
  readonly reference: string;
  readonly fields: Record<string, unknown>;
  readonly photoUrls: string[];
} & ({ readonly kind: "sale"; readonly listing: SaleListingInput } | { readonly kind: "rental"; readonly listing: RentalListingInput });

export type StockRowCheck = { ok: true; input: StockRowInput } | { ok: false; line: number; reference: string | null; problems: StockProblem[] };

/** The columns only a sale has (the rental form asks none of them), and the one only a rental has. */
const SALE_ONLY = new Set([
  "prix",
  "etat",
  "accidents",
  "proprietaires",
  "titre_propre",
  "couleur_interieure",
  "portes",
  "places",
  "moteur",
  "puissance",
  "cylindres",
  "dernier_entretien",
  "documents",
  "dedouane",
]);
const RENTAL_ONLY = new Set(["prix_par_jour"]);

const belongsTo = (column: string, kind: StockKind) => (kind === "sale" ? !RENTAL_ONLY.has(column) : !SALE_ONLY.has(column));

/** The photo URLs of a row, each with the column it came from: `photos` first, then `photo_1`…`photo_10`. */
function photoCells(values: Record<string, string>): { column: string; url: string }[] {
  const found: { column: string; url: string }[] = [];
  for (const column of ["photos", ...PHOTO_COLUMNS]) {
    for (const url of splitUrls(values[column] ?? "")) found.push({ column, url });
  }
  return found;
}

function isWebAddress(url: string): boolean {
  if (url.length > MAX_PHOTO_URL_LENGTH || !URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return (protocol === "http:" || protocol === "https:") && hostname !== "";
}

// A schema per kind and currency, built once: a file of 10 000 rows would otherwise build it 10 000 times.
const schemas = new Map<string, ReturnType<typeof saleListingSchema> | ReturnType<typeof rentalListingSchema>>();
function schemaFor(kind: StockKind, currency: Country) {
  const key = `${kind}:${currency.code}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = kind === "sale" ? saleListingSchema(currency) : rentalListingSchema(currency);
    schemas.set(key, schema);
  }
  return schema;
}

/** The form fields of a row of `kind`: mapped cells of its columns, lists empty when their column is absent. */
function formFields(values: Record<string, string>, kind: StockKind, photoCount: number): Record<string, unknown> {
  const fields: Record<string, unknown> = kind === "sale" ? { features: [], documentsAvailable: [] } : { features: [] };
  for (const column of STOCK_COLUMNS) {
    if (!column.field || column.name === "photos" || !belongsTo(column.name, kind)) continue;
    const raw = values[column.name];
    if (raw !== undefined) fields[column.field] = stockValue(column.name, raw);
  }
  fields.photos = photoCount;
  return fields;
}

/** Problems listed once each, in the order found. */
function distinct(problems: StockProblem[]): StockProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.column}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One row checked; prices are read in `currency` (the row's country's: see checkStockRows). */
export function checkStockRow(row: StockSheetRow, currency: Country): StockRowCheck {
  const problems: StockProblem[] = [];
  const reference = (row.values[REFERENCE_COLUMN] ?? "").trim();
  if (reference === "") problems.push({ column: REFERENCE_COLUMN, message: REFERENCE_REQUIRED });
  else if (reference.length > MAX_REFERENCE_LENGTH) problems.push({ column: REFERENCE_COLUMN, message: REFERENCE_TOO_LONG });

  const typed = row.values.type ?? "";
  const kind = stockKind(typed);
  if (!kind) problems.push({ column: "type", message: typed.trim() === "" ? TYPE_REQUIRED : TYPE_UNKNOWN });

  const photos = photoCells(row.values);
  for (const photo of photos) {
    if (!isWebAddress(photo.url)) problems.push({ column: photo.column, message: PHOTO_URL_INVALID });
  }
  const photoUrls = [...new Set(photos.map((p) => p.url))];

  if (!kind) return { ok: false, line: row.line, reference: reference || null, problems: distinct(problems) };
  const fields = formFields(row.values, kind, photoUrls.length);
  const parsed = schemaFor(kind, currency).safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      problems.push({ column: typeof field === "string" ? columnOfField(field) : null, message: issue.message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, line: row.line, reference: reference || null, problems: distinct(problems) };
  const common = { line: row.line, reference, fields, photoUrls };
  const input: StockRowInput =
    kind === "sale" ? { ...common, kind, listing: parsed.data as SaleListingInput } : { ...common, kind, listing: parsed.data as RentalListingInput };
  return { ok: true, input };
}

/**
 * Every row of a file checked, each in its country's currency (`currencyOf` the row's `pays` code,
 * resolveCountry by default: prices are typed in the currency of where the car is); a reference
 * already used by an earlier row refuses the later one.
 */
export function checkStockRows(rows: readonly StockSheetRow[], currencyOf: (countryCode: string | undefined) => Country = resolveCountry): StockRowCheck[] {
  const firstLineOf = new Map<string, number>();
  return rows.map((row) => {
    const check = checkStockRow(row, currencyOf(stockCountryCode(row.values.pays)));
    const reference = (row.values[REFERENCE_COLUMN] ?? "").trim();
    if (reference === "") return check;
    const first = firstLineOf.get(reference);
    if (first === undefined) {
      firstLineOf.set(reference, row.line);
      return check;
    }
    const duplicate: StockProblem = { column: REFERENCE_COLUMN, message: duplicateReference(first) };
    return check.ok ? { ok: false, line: row.line, reference, problems: [duplicate] } : { ...check, problems: [duplicate, ...check.problems] };
  });
}
