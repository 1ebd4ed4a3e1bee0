import { and, eq, isNull, ne } from "drizzle-orm";
import type { Country } from "../../lib/countries.ts";
import { fieldErrors } from "../../lib/field-errors.ts";
import type { RefusalCode } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { listings } from "../../server/schema.ts";
import { LISTING_NOT_FOUND, type ListingKind } from "../listings/listing.ts";
import { type NewListing, createListing, listingValues } from "../listings/posting/create-listing.server.ts";
import { rentalListingSchema, saleListingSchema } from "../listings/posting/listing-form-schema.ts";
import { listingLimitReached } from "../listings/posting/listing-limit.server.ts";
import { discardDrafts } from "../listings/posting/photos.server.ts";
import { LIMIT_REACHED } from "../listings/posting/posting-rules.ts";
import { updateListing } from "../listings/posting/update-listing.server.ts";
import { fetchPhotosAsDrafts } from "./photo-fetch.server.ts";
import { sameStockValues } from "./stock-changes.ts";

export const REFERENCE_INVALID = /*i18n*/ "La référence doit compter de 1 à 60 caractères";
export const REFERENCE_TAKEN = /*i18n*/ "Cette référence est déjà celle d'une autre de vos annonces";
export const KIND_CHANGED = /*i18n*/ "Une vente ne peut pas devenir une location, ni l'inverse";
export const PHOTO_URL_INVALID = /*i18n*/ "Chaque photo doit être une adresse http ou https";

/** A refusal about one field of the listing (a form field's name), or the listing as a whole (null). */
export interface StockProblem {
  field: string | null;
  message: string;
  /** The value it is about, when that helps (the photo's address). */
  value?: string;
}

export interface StockListingInput {
  /** The dealer's stock number; null for a listing without one (the API may create such). */
  reference: string | null;
  kind: ListingKind;
  /** The posting form's fields (listing-form-schema.ts) as typed, prices in `currency`; `photos` is counted here. */
  fields: Record<string, unknown>;
  /** The photos' addresses, fetched and re-encoded like uploads; null keeps the listing's photos. */
  photoUrls: string[] | null;
  currency: Country;
}

export type StockSaveResult =
  | { ok: true; outcome: "created" | "updated" | "unchanged"; id: string }
  | { ok: false; code?: RefusalCode; problems: StockProblem[] };

const refused = (problems: StockProblem[], code?: RefusalCode): StockSaveResult => ({ ok: false, code, problems });

type StockRow = typeof listings.$inferSelect;

/** The owner's live listing `target` names, or the one holding `reference`. */
async function existingListing(ownerId: string, reference: string | null, target?: { listingId: string }): Promise<StockRow | null | "not-found"> {
  const live = and(eq(listings.ownerId, ownerId), isNull(listings.deletedAt));
  if (target) {
    if (!isUuid(target.listingId)) return "not-found";
    const [row] = await db()
      .select()
      .from(listings)
      .where(and(live, eq(listings.id, target.listingId)))
      .limit(1);
    return row ?? "not-found";
  }
  if (reference === null) return null;
  const [row] = await db()
    .select()
    .from(listings)
    .where(and(live, eq(listings.dealerReference, reference)))
    .limit(1);
  return row ?? null;
}

async function referenceTaken(ownerId: string, reference: string, exceptId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), isNull(listings.deletedAt), eq(listings.dealerReference, reference), ne(listings.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

function checkedReference(reference: string | null): string | null | undefined {
  if (reference === null) return null;
  const trimmed = reference.replaceAll("\0", "").trim();
  return trimmed.length >= 1 && trimmed.length <= 60 ? trimmed : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const problemsOf = (error: Parameters<typeof fieldErrors>[0]): StockProblem[] =>
  Object.entries(fieldErrors(error)).map(([field, message]) => ({ field: field === "form" ? null : field, message }));

/** The listing the fields describe, checked by the posting form's own schema, or the problems found. */
function parsedListing(kind: ListingKind, fields: Record<string, unknown>, photoCount: number, currency: Country): NewListing | StockProblem[] {
  const typed = { ...fields, photos: photoCount };
  if (kind === "sale") {
    const parsed = saleListingSchema(currency).safeParse(typed);
    return parsed.success ? { kind, input: parsed.data } : problemsOf(parsed.error);
  }
  const parsed = rentalListingSchema(currency).safeParse(typed);
  return parsed.success ? { kind, input: parsed.data } : problemsOf(parsed.error);
}

const samePhotoSources = (a: readonly string[] | null, b: readonly string[] | null) =>
  a !== null && b !== null && a.length === b.length && a.every((url, i) => url === b[i]);

/**
 * One car of a dealer's stock saved: created, or the owner's listing with the same reference (or
 * `target`) updated, or left as it is when nothing changed (a feed's hourly run rewrites nothing).
 * The same rules as the posting form, whose functions it calls: its schema, the free plan's cap,
 * the posting period, the photo rule (each address fetched safely and re-encoded like an upload).
 * A photo that fails refuses the whole car: nothing of it is saved. Callers check `dealerAccess`.
 */
export async function saveStockListing(ownerId: string, input: StockListingInput, target?: { listingId: string }): Promise<StockSaveResult> {
  const reference = checkedReference(input.reference);
  if (reference === undefined) return refused([{ field: "reference", message: REFERENCE_INVALID }]);
  const photoUrls = input.photoUrls?.map((url) => url.trim()) ?? null;
  const badUrl = photoUrls?.find((url) => !isHttpUrl(url));
  if (badUrl !== undefined) return refused([{ field: "photos", message: PHOTO_URL_INVALID, value: badUrl }]);

  const existing = await existingListing(ownerId, reference, target);
  if (existing === "not-found") return refused([{ field: null, message: LISTING_NOT_FOUND }], "not-found");
  if (existing && existing.kind !== input.kind) return refused([{ field: "kind", message: KIND_CHANGED }], "conflict");
  if (existing && reference !== null && target && (await referenceTaken(ownerId, reference, existing.id))) {
    return refused([{ field: "reference", message: REFERENCE_TAKEN }], "conflict");
  }

  const photoCount = photoUrls?.length ?? existing?.images.length ?? 0;
  const listing = parsedListing(input.kind, input.fields, photoCount, input.currency);
  if (Array.isArray(listing)) return refused(listing);
  const keepPhotos = existing !== null && (photoUrls === null || samePhotoSources(photoUrls, existing.photoSources));
  const stock = { dealerReference: reference, photoSources: keepPhotos ? (existing?.photoSources ?? null) : photoUrls };

  if (existing && keepPhotos && existing.dealerReference === reference && sameStockValues(existing, listingValues(listing))) {
    return { ok: true, outcome: "unchanged", id: existing.id };
  }
  // Refused before any photo is fetched: a free account at its cap would fetch for nothing.
  if (!existing && (await listingLimitReached(ownerId))) return refused([{ field: null, message: LIMIT_REACHED }], "forbidden");

  let fetched: string[] = [];
  if (!keepPhotos && photoUrls !== null) {
    const photos = await fetchPhotosAsDrafts(ownerId, photoUrls);
    if (!photos.ok) return refused([{ field: "photos", message: photos.message, value: photos.url }]);
    fetched = photos.photos;
  }
  const images = keepPhotos && existing ? existing.images : fetched;
  const discardFetched = () => discardDrafts(ownerId, fetched).catch((error: unknown) => log.error("stock.discard_failed", { error, ownerId }));

  if (existing) {
    const updated = await updateListing(ownerId, existing.id, listing, images, stock);
    if (!updated.ok) {
      await discardFetched();
      return refused([{ field: null, message: updated.error }], updated.code);
    }
    return { ok: true, outcome: "updated", id: existing.id };
  }
  const created = await createListing(ownerId, listing, images, { stock });
  if (!created.ok) {
    await discardFetched();
    return refused([{ field: null, message: created.error }], created.limitReached ? "forbidden" : "failed");
  }
  return { ok: true, outcome: "created", id: created.id };
}
