import type { FieldError } from "./problem.server.ts";

/**
 * The JSON a client sends for a listing, checked for its shape before the posting form's own
 * schema judges the values: each field's JSON type, text without NUL characters nor broken
 * Unicode, numbers that are finite whole numbers a 32-bit column holds. A wrong shape is a
 * validation problem naming the field, never an exception further down.
 */

type FieldType = "text" | "integer" | "number" | "boolean" | "texts";

/** The fields of a listing, as the API and the posting form's schemas name them. */
export const LISTING_FIELDS: Readonly<Record<string, FieldType>> = {
  brand: "text",
  model: "text",
  year: "integer",
  mileage: "integer",
  price: "integer",
  pricePerDay: "integer",
  transmission: "text",
  fuelType: "text",
  bodyType: "text",
  exteriorColor: "text",
  description: "text",
  country: "text",
  city: "text",
  latitude: "number",
  longitude: "number",
  features: "texts",
  condition: "text",
  accidents: "integer",
  previousOwners: "integer",
  cleanTitle: "boolean",
  interiorColor: "text",
  doors: "integer",
  seats: "integer",
  engine: "text",
  horsepower: "integer",
  cylinders: "integer",
  lastService: "text",
  documentsAvailable: "texts",
  customsCleared: "boolean",
};

/** The yes/no history answers: true/false in the API, 'yes'/'no' in the form (null: not said). */
const HISTORY_ANSWERS = new Set(["cleanTitle", "customsCleared"]);

export const LISTING_STATUSES_SET_BY_API = ["active", "sold", "archived"] as const;
export type ApiStatus = (typeof LISTING_STATUSES_SET_BY_API)[number];

const MAX_TEXT = 10_000;
const MAX_LIST = 100;
/** Past this a count or a price fits no column (32-bit integers): refused here, with the field named. */
const MAX_INTEGER = 2_147_483_647;

export const INPUT_PROBLEMS = {
  notObject: { fr: "Le corps doit être un objet JSON.", en: "The body must be a JSON object." },
  unknownField: { fr: "Champ inconnu.", en: "Unknown field." },
  text: { fr: "Doit être un texte (sans caractère nul).", en: "Must be a string (without NUL characters)." },
  tooLong: { fr: "Texte trop long.", en: "Text too long." },
  integer: { fr: "Doit être un nombre entier positif raisonnable.", en: "Must be a reasonable non-negative whole number." },
  number: { fr: "Doit être un nombre.", en: "Must be a number." },
  boolean: { fr: "Doit valoir true, false ou null.", en: "Must be true, false or null." },
  texts: { fr: "Doit être une liste de textes.", en: "Must be an array of strings." },
  kind: { fr: "« kind » doit valoir « sale » ou « rental ».", en: "“kind” must be “sale” or “rental”." },
  kindChanged: { fr: "Le type d'une annonce ne change pas.", en: "A listing's kind cannot change." },
  reference: { fr: "La référence doit être un texte de 1 à 60 caractères, ou null.", en: "The reference must be a string of 1 to 60 characters, or null." },
  photos: { fr: "« photos » doit être une liste de 1 à 10 adresses http(s).", en: "“photos” must be an array of 1 to 10 http(s) addresses." },
  status: { fr: "« status » doit valoir « active », « sold » ou « archived ».", en: "“status” must be “active”, “sold” or “archived”." },
  priceOfKind: {
    fr: "Une vente a un « price », une location un « pricePerDay ».",
    en: "A sale has a “price”, a rental a “pricePerDay”.",
  },
} as const;

const problemOf = (field: string | null, message: { fr: string; en: string }): FieldError => ({ field, ...message });

function isCleanText(value: unknown): value is string {
  return typeof value === "string" && !value.includes("\0") && value.isWellFormed();
}

function fieldProblem(type: FieldType, value: unknown): { fr: string; en: string } | null {
  if (value === null) return null;
  switch (type) {
    case "text":
      if (!isCleanText(value)) return INPUT_PROBLEMS.text;
      return value.length > MAX_TEXT ? INPUT_PROBLEMS.tooLong : null;
    case "integer":
      return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_INTEGER ? null : INPUT_PROBLEMS.integer;
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : INPUT_PROBLEMS.number;
    case "boolean":
      return typeof value === "boolean" ? null : INPUT_PROBLEMS.boolean;
    case "texts":
      return Array.isArray(value) && value.length <= MAX_LIST && value.every((v) => isCleanText(v) && v.length <= MAX_TEXT) ? null : INPUT_PROBLEMS.texts;
  }
}

/** A listing's fields as the posting form's schemas read them (history answers as 'yes'/'no'). */
function formValue(field: string, value: unknown): unknown {
  if (HISTORY_ANSWERS.has(field)) return value === true ? "yes" : value === false ? "no" : "";
  if (LISTING_FIELDS[field] === "texts" && value === null) return [];
  return value;
}

export interface ListingBody {
  /** Absent: not given (a PATCH keeps the listing's). */
  reference?: string | null;
  kind?: "sale" | "rental";
  /** The listing's fields given, as the schemas read them. */
  fields: Record<string, unknown>;
  photos?: string[];
  status?: ApiStatus;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a listing's JSON body; `partial` for a PATCH (every field optional, `status` allowed).
 * Returns the fields given or every problem of shape found.
 */
export function readListingBody(body: unknown, { partial }: { partial: boolean }): { ok: true; value: ListingBody } | { ok: false; errors: FieldError[] } {
  if (!isObject(body)) return { ok: false, errors: [problemOf(null, INPUT_PROBLEMS.notObject)] };
  const errors: FieldError[] = [];
  const value: ListingBody = { fields: {} };
  for (const [field, raw] of Object.entries(body)) {
    if (field === "reference") {
      if (raw === null || (isCleanText(raw) && raw.trim().length >= 1 && raw.trim().length <= 60)) value.reference = raw === null ? null : raw.trim();
      else errors.push(problemOf("reference", INPUT_PROBLEMS.reference));
    } else if (field === "kind") {
      if (raw === "sale" || raw === "rental") value.kind = raw;
      else errors.push(problemOf("kind", INPUT_PROBLEMS.kind));
    } else if (field === "photos") {
      if (Array.isArray(raw) && raw.length >= 1 && raw.length <= 10 && raw.every((url) => isCleanText(url) && url.length <= 2000)) value.photos = raw;
      else errors.push(problemOf("photos", INPUT_PROBLEMS.photos));
    } else if (field === "status" && partial) {
      if ((LISTING_STATUSES_SET_BY_API as readonly unknown[]).includes(raw)) value.status = raw as ApiStatus;
      else errors.push(problemOf("status", INPUT_PROBLEMS.status));
    } else if (Object.hasOwn(LISTING_FIELDS, field)) {
      const problem = fieldProblem(LISTING_FIELDS[field] as FieldType, raw);
      if (problem) errors.push(problemOf(field, problem));
      else value.fields[field] = formValue(field, raw);
    } else {
      errors.push(problemOf(field.slice(0, 100), INPUT_PROBLEMS.unknownField));
    }
  }
  if (!partial) {
    if (value.kind === undefined && !errors.some((e) => e.field === "kind")) errors.push(problemOf("kind", INPUT_PROBLEMS.kind));
    if (value.photos === undefined && !errors.some((e) => e.field === "photos")) errors.push(problemOf("photos", INPUT_PROBLEMS.photos));
  }
  const kind = value.kind;
  if (kind && "price" in value.fields && kind === "rental") errors.push(problemOf("price", INPUT_PROBLEMS.priceOfKind));
  if (kind && "pricePerDay" in value.fields && kind === "sale") errors.push(problemOf("pricePerDay", INPUT_PROBLEMS.priceOfKind));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
