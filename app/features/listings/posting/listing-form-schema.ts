import * as z from "zod/mini";
import { COUNTRY_CODES, type Country } from "../../../lib/countries.ts";
import { OTHER_CITY } from "../../../lib/cities.ts";
import { toXof } from "../../../lib/money.ts";
import {
  BODY_TYPES,
  BRAND_NAMES,
  CONDITIONS,
  DOCUMENTS,
  type FuelType,
  OTHER_BRAND,
  OTHER_COLOUR,
  SELL_FUELS,
  TRANSMISSIONS,
  modelsFor,
  yearChoices,
} from "../../../lib/vehicles.ts";
import { IMAGES_MAX, IMAGES_REQUIRED, MAX_PHOTOS } from "./posting-rules.ts";
import { HISTORY_ANSWER_INVALID } from "./history-answers.ts";

/**
 * One schema per form (sale, rental), run in the browser for comfort and again on the server.
 * Prices are typed in the visitor's currency and leave the schema as integer XOF.
 *
 * Written with `zod/mini` (the same zod 4 core as `zod`, functional API) so the browser bundle keeps
 * only what these schemas use: the posting pages must stay light on mobile data.
 */

export const BRAND_REQUIRED = /*i18n*/ "Veuillez choisir une marque";
export const MODEL_REQUIRED = /*i18n*/ "Veuillez choisir un modèle";
export const YEAR_REQUIRED = /*i18n*/ "Veuillez choisir l'année";
export const YEAR_RANGE = /*i18n*/ "Choisissez une année parmi les 30 dernières";
export const MILEAGE_REQUIRED = /*i18n*/ "Veuillez renseigner le kilométrage";
export const PRICE_REQUIRED = /*i18n*/ "Veuillez renseigner le prix";
export const PRICE_PER_DAY_REQUIRED = /*i18n*/ "Veuillez renseigner le prix par jour";
export const PRICE_MIN = /*i18n*/ "Le prix doit être d'au moins 1";
export const PRICE_TOO_HIGH = /*i18n*/ "Le prix est trop élevé";
export const CITY_REQUIRED = /*i18n*/ "Veuillez renseigner la ville";
export const NOT_A_WHOLE_NUMBER = /*i18n*/ "Veuillez saisir un nombre entier";
export const DEPOSIT_RANGE = /*i18n*/ "La caution doit être comprise entre 1 et 100 000 000 FCFA";

/** The largest deposit a rental may ask (XOF): the column's own limit. */
export const DEPOSIT_MAX = 100_000_000;

// Prices and counts are 32-bit integer columns.
const MAX_INT = 2_147_483_647;

const POSITION_INVALID = /*i18n*/ "Position invalide";
/** The limits of the text fields, each with its marked message (a marked string cannot be built from a value). */
const TOO_LONG = {
  40: /*i18n*/ "40 caractères au maximum",
  60: /*i18n*/ "60 caractères au maximum",
  80: /*i18n*/ "80 caractères au maximum",
  5000: /*i18n*/ "5000 caractères au maximum",
} as const;
type TextLimit = keyof typeof TOO_LONG;
const tooLong = (max: TextLimit) => TOO_LONG[max];

const SELL_FUEL_VALUES = [...SELL_FUELS] as [FuelType, ...FuelType[]];

function blankToUndefined(value: unknown): unknown {
  const v = typeof value === "string" ? value.trim() : value;
  return v === "" || v === null ? undefined : v;
}

/** "7 500 000" or "7500000" → 7500000; text that is not a number stays text (and is refused). */
function toNumber(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  const n = Number(v.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
  return Number.isNaN(n) ? v : n;
}

/** `z.preprocess` of full zod: the raw value is reshaped, then checked. */
const preprocess = <T extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);

/** An optional field leaves the schema as null rather than undefined. */
const orNull = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    schema,
    z.transform((v: z.output<T>) => v ?? null),
  );

/** A list with its repeats dropped. */
const deduplicated = <T extends z.core.SomeType>(array: z.ZodMiniArray<T>) =>
  z.pipe(
    array,
    z.transform((list: z.output<T>[]) => [...new Set(list)]),
  );

const requiredText = (message: string, max: TextLimit) => preprocess(blankToUndefined, z.string({ error: message }).check(z.maxLength(max, tooLong(max))));

const optionalText = (max: TextLimit) => orNull(preprocess(blankToUndefined, z.optional(z.string().check(z.maxLength(max, tooLong(max))))));

const wholeNumber = (required: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? required : NOT_A_WHOLE_NUMBER) }).check(z.int(NOT_A_WHOLE_NUMBER));

const integer = (required: string, min: number, max: number, outOfRange: string) =>
  preprocess(toNumber, wholeNumber(required).check(z.gte(min, outOfRange), z.lte(max, outOfRange)));

const optionalInteger = (min: number, max: number, outOfRange: string) =>
  orNull(preprocess(toNumber, z.optional(wholeNumber(NOT_A_WHOLE_NUMBER).check(z.gte(min, outOfRange), z.lte(max, outOfRange)))));

const optionalCoordinate = (limit: number) =>
  orNull(preprocess(toNumber, z.optional(z.number({ error: POSITION_INVALID }).check(z.gte(-limit), z.lte(limit)))));

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => preprocess(blankToUndefined, z.enum(values, { error: message }));

/** 'Oui' (yes) → true, 'Non' (no) → false, 'Non précisé' (blank or absent) → null; anything else is refused. */
const historyAnswer = () =>
  z.pipe(
    preprocess(blankToUndefined, z.optional(z.enum(["yes", "no"], { error: HISTORY_ANSWER_INVALID }))),
    z.transform((answer: "yes" | "no" | undefined) => (answer === undefined ? null : answer === "yes")),
  );

/** The price typed in the visitor's currency, converted once to XOF. */
const price = (required: string, currency: Country) =>
  z.pipe(
    z.pipe(
      integer(required, 1, Number.MAX_SAFE_INTEGER, PRICE_MIN),
      z.transform((typed: number) => toXof(typed, currency)),
    ),
    z.number().check(z.lte(MAX_INT, PRICE_TOO_HIGH)),
  );

// One calendar day of slack: the browser's "today" may be ahead of the server's UTC date.
const notInFuture = (day: string) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const vehicleFields = {
  brand: preprocess(blankToUndefined, z.string({ error: BRAND_REQUIRED }).check(z.refine((b) => BRAND_NAMES.includes(b), BRAND_REQUIRED))),
  model: requiredText(MODEL_REQUIRED, 60),
  year: preprocess(toNumber, wholeNumber(YEAR_REQUIRED).check(z.refine((y) => yearChoices().includes(y), YEAR_RANGE))),
  mileage: integer(MILEAGE_REQUIRED, 0, MAX_INT, /*i18n*/ "Le kilométrage doit être positif"),
  transmission: choice(TRANSMISSIONS, /*i18n*/ "Veuillez choisir la transmission"),
  fuelType: choice(SELL_FUEL_VALUES, /*i18n*/ "Veuillez choisir le carburant"),
  bodyType: orNull(preprocess(blankToUndefined, z.optional(z.enum(BODY_TYPES, { error: /*i18n*/ "Type de carrosserie inconnu" })))),
  exteriorColor: optionalText(40),
  description: optionalText(5000),
  country: choice(COUNTRY_CODES, /*i18n*/ "Veuillez choisir un pays"),
  city: requiredText(CITY_REQUIRED, 80),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
  features: deduplicated(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40, /*i18n*/ "Un équipement ne doit pas dépasser 40 caractères")))
      .check(z.maxLength(30, /*i18n*/ "30 équipements au maximum")),
  ),
  /** How many photos the form carries (kept and new); the files themselves are checked apart. */
  photos: z.number().check(z.int(), z.gte(1, IMAGES_REQUIRED), z.lte(MAX_PHOTOS, IMAGES_MAX)),
};

interface VehicleShape {
  brand: string;
  model: string;
  latitude: number | null;
  longitude: number | null;
}

/** The model must be one of the brand's (any spelling of case); brand 'Autre' takes free text. */
function checkVehicle(v: VehicleShape, ctx: z.core.$RefinementCtx<VehicleShape>) {
  if (v.brand !== OTHER_BRAND && !canonicalModel(v.brand, v.model)) {
    ctx.addIssue({ code: "custom", path: ["model"], message: MODEL_REQUIRED });
  }
  if ((v.latitude === null) !== (v.longitude === null)) {
    ctx.addIssue({ code: "custom", path: ["latitude"], message: POSITION_INVALID });
  }
}

function canonicalModel(brand: string, model: string): string | undefined {
  if (brand === OTHER_BRAND) return model;
  return modelsFor(brand).find((m) => m.toLowerCase() === model.toLowerCase());
}

function finish<T extends VehicleShape & { photos: number }>({ photos: _count, ...v }: T) {
  return { ...v, model: canonicalModel(v.brand, v.model) ?? v.model };
}

export function saleListingSchema(currency: Country) {
  const fields = z.object({
    ...vehicleFields,
    price: price(PRICE_REQUIRED, currency),
    condition: choice(CONDITIONS, /*i18n*/ "Veuillez choisir l'état du véhicule"),
    accidents: integer(/*i18n*/ "Veuillez indiquer le nombre d'accidents", 0, 3, /*i18n*/ "Veuillez indiquer le nombre d'accidents"),
    previousOwners: integer(/*i18n*/ "Veuillez indiquer le nombre de propriétaires", 1, 4, /*i18n*/ "Veuillez indiquer le nombre de propriétaires"),
    cleanTitle: historyAnswer(),
    interiorColor: optionalText(40),
    doors: optionalInteger(1, 9, /*i18n*/ "Entre 1 et 9 portes"),
    seats: optionalInteger(1, 60, /*i18n*/ "Entre 1 et 60 places"),
    engine: optionalText(40),
    horsepower: optionalInteger(1, 3000, /*i18n*/ "Puissance invalide"),
    cylinders: optionalInteger(1, 16, /*i18n*/ "Entre 1 et 16 cylindres"),
    lastService: orNull(
      preprocess(
        blankToUndefined,
        z.optional(
          z.iso.date({ error: /*i18n*/ "Date invalide" }).check(z.refine(notInFuture, /*i18n*/ "La date du dernier entretien ne peut pas être dans le futur")),
        ),
      ),
    ),
    documentsAvailable: deduplicated(z.array(z.enum(DOCUMENTS, { error: /*i18n*/ "Document inconnu" }))),
    customsCleared: historyAnswer(),
  });
  return z.pipe(
    fields.check(z.superRefine(checkVehicle)),
    z.transform((v: z.output<typeof fields>) => finish(v)),
  );
}

/**
 * A rental's terms. Only the posting form gives them (its box is read as ticked or not, its deposit
 * field is always sent); the API and a stock file do not, and then they stay as they are
 * (undefined: no column written).
 * The deposit is typed in FCFA whatever the visitor's currency (the field says so): blank is none.
 */
const rentalTerms = {
  licenceRequired: z.optional(z.boolean()),
  depositAmount: z.optional(
    z.pipe(
      z.transform((value: unknown) => {
        const typed = blankToUndefined(value);
        return typed === undefined ? null : toNumber(typed);
      }),
      z.nullable(wholeNumber(NOT_A_WHOLE_NUMBER).check(z.gte(1, DEPOSIT_RANGE), z.lte(DEPOSIT_MAX, DEPOSIT_RANGE))),
    ),
  ),
};

export function rentalListingSchema(currency: Country) {
  const fields = z.object({ ...vehicleFields, pricePerDay: price(PRICE_PER_DAY_REQUIRED, currency), ...rentalTerms });
  return z.pipe(
    fields.check(z.superRefine(checkVehicle)),
    z.transform((v: z.output<typeof fields>) => finish(v)),
  );
}

export type SaleListingInput = z.output<ReturnType<typeof saleListingSchema>>;
export type RentalListingInput = z.output<ReturnType<typeof rentalListingSchema>>;

// PostgreSQL text cannot hold NUL characters: they are dropped rather than failing the insert.
const clean = (v: string) => v.replaceAll("\0", "");
const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? clean(v) : "";
};
const texts = (form: FormData, key: string) =>
  form
    .getAll(key)
    .filter((v): v is string => typeof v === "string" && v.trim() !== "")
    .map(clean);

/** Files picked in the photo field; an untouched file input still sends one empty part. */
export function pickedPhotos(form: FormData): File[] {
  return form.getAll("photos").filter((v): v is File => typeof v !== "string" && v.size > 0);
}

/** The form's fields as the schemas expect them (same reading in the browser and on the server). */
export function readListingForm(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = clean(value);
  // Without JS the city field sends both the list and a free-text box.
  const city = text(form, "city");
  fields.city = !city || city === OTHER_CITY ? text(form, "cityOther") : city;
  // A colour is one of the list's, or typed after 'Autre' (without JS, in the box beside the list).
  for (const name of ["exteriorColor", "interiorColor"]) {
    if (!form.has(name) && !form.has(`${name}Other`)) continue;
    const colour = text(form, name);
    fields[name] = !colour || colour === OTHER_COLOUR ? text(form, `${name}Other`) : colour;
  }
  fields.features = [...texts(form, "features"), ...text(form, "featuresExtra").split(",")].map((f) => f.trim()).filter(Boolean);
  fields.documentsAvailable = texts(form, "documentsAvailable");
  fields.photos = texts(form, "keptPhotos").length + pickedPhotos(form).length;
  // A rental's term (a sale's schema drops it): an unticked box sends nothing.
  fields.licenceRequired = form.has("licenceRequired");
  return fields;
}
