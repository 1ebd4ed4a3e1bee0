import { randomUUID } from "node:crypto";
import { type Country, resolveCountry } from "../../../lib/countries.ts";
import { selectedCountry } from "../../../server/country-cookie.server.ts";
import { log } from "../../../server/log.server.ts";
import { hit } from "../../../server/rate-limit.server.ts";
import type { SessionUser } from "../../accounts/session.server.ts";
import { fieldErrors } from "../../../lib/field-errors.ts";
import type { ListingKind } from "../listing.ts";
import { type NewListing, createListing } from "./create-listing.server.ts";
import { pickedPhotos, readListingForm, rentalListingSchema, saleListingSchema } from "./listing-form-schema.ts";
import { listingLimitReached } from "./listing-limit.server.ts";
import { discardDrafts, ownPhotos, storeListingPhotos } from "./photos.server.ts";
import { type EditableListing, priceField, typedPrice } from "./edit-values.ts";
import { EDIT_MESSAGES, editableListing, updateListing } from "./update-listing.server.ts";
import { BODY_TOO_LARGE, CREATE_FAILED, FIX_ERRORS, LIMIT_REACHED, MAX_PHOTOS, MAX_PHOTO_BYTES, POSTS_PER_HOUR, TOO_MANY_POSTS } from "./posting-rules.ts";
import { readFormWithin } from "../../../server/read-form.server.ts";
import { requestLanguage, serverI18n } from "../../../server/i18n.server.ts";
import type { ListingFormState } from "./listing-form-state.ts";
import type { RefusalCode } from "../../../lib/result.ts";

// Ten full-size photos plus the text fields.
const MAX_BODY_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;

/**
 * What a sent listing form came to: the listing saved (a new one, or the edit of one), or the form
 * to show again, with what was typed and the photos already stored, and why: `code` as a Result's
 * (none when the form itself was wrong), or "too-large" for a body past the limit.
 */
export type ListingSubmission =
  | { ok: true; saved: "created" | "updated"; id: string }
  | { ok: false; code?: RefusalCode | "too-large"; form: ListingFormState };

function failure(code: RefusalCode | "too-large" | undefined, state: Partial<ListingFormState>): ListingSubmission {
  return { ok: false, code, form: { attempt: randomUUID(), values: {}, errors: {}, photos: [], ...state } };
}

/** What was typed, to fill the form again after a refusal (files and kept photos aside). */
function typedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    if (key === "keptPhotos") continue;
    const texts = form.getAll(key).filter((v): v is string => typeof v === "string");
    if (texts.length > 0) values[key] = texts.length === 1 ? (texts[0] as string) : texts;
  }
  return values;
}

function parseListing(kind: ListingKind, form: FormData, currency: Country) {
  const fields = readListingForm(form);
  if (kind === "sale") {
    const parsed = saleListingSchema(currency).safeParse(fields);
    return parsed.success ? { listing: { kind, input: parsed.data } satisfies NewListing } : { errors: fieldErrors(parsed.error) };
  }
  const parsed = rentalListingSchema(currency).safeParse(fields);
  return parsed.success ? { listing: { kind, input: parsed.data } satisfies NewListing } : { errors: fieldErrors(parsed.error) };
}

/**
 * The price the edit form showed is kept as stored when it comes back untouched: converting it
 * from another currency and back would move it by rounding.
 */
function keepUntouchedPrice(listing: NewListing, form: FormData, editing: EditableListing, currency: Country): NewListing {
  const typed = form.get(priceField(listing.kind));
  const digits = typeof typed === "string" ? typed.replace(/[\s\u00a0\u202f]/g, "") : "";
  if (digits !== typedPrice(editing.price, currency)) return listing;
  return listing.kind === "sale"
    ? { kind: "sale", input: { ...listing.input, price: editing.price } }
    : { kind: "rental", input: { ...listing.input, pricePerDay: editing.price } };
}

/**
 * The sell and rental forms sent by the member `user`, for a new listing or (`editingId`) an edit
 * of their own: the body read (within the photos' limit), checked, its photos stored, the listing
 * saved. A refusal gives the form back with what was typed and the photos already stored.
 */
export async function submitListing(request: Request, user: SessionUser, kind: ListingKind, editingId?: string): Promise<ListingSubmission> {
  const editing = editingId === undefined ? null : await editableListing(user.id, editingId);
  if (editingId !== undefined && (!editing || editing.kind !== kind)) {
    return failure("not-found", { formError: EDIT_MESSAGES.notFound });
  }
  const read = await readFormWithin(request, MAX_BODY_BYTES);
  if (!read.ok) {
    const message = read.reason === "too-large" ? BODY_TOO_LARGE : CREATE_FAILED;
    return failure(read.reason === "too-large" ? "too-large" : undefined, { errors: { photos: message }, formError: message });
  }
  const form = read.form;
  const values = typedValues(form);
  const kept = await ownPhotos(
    user.id,
    form.getAll("keptPhotos").filter((v): v is string => typeof v === "string"),
    editing?.images,
  );
  // Counted before any photo is decoded (see POSTS_PER_HOUR); what was typed is answered back.
  if (!(await hit(`posting:user:${user.id}`, POSTS_PER_HOUR))) {
    return failure("too-many", { values, photos: kept.photos, formError: TOO_MANY_POSTS });
  }
  if (!editing && (await listingLimitReached(user.id))) {
    return failure("forbidden", { values, photos: kept.photos, formError: LIMIT_REACHED, limitReached: true });
  }

  const currency = resolveCountry(await selectedCountry(request, user.country));
  const parsed = parseListing(kind, form, currency);
  const errors: Record<string, string> = { ...parsed.errors };
  // A wrong number of photos stores none of the new ones.
  const countError = errors.photos;
  let stored: { photos: string[]; error?: string } = { photos: [] };
  if (!countError) {
    try {
      stored = await storeListingPhotos(user.id, pickedPhotos(form), serverI18n(requestLanguage(request)));
    } catch (error) {
      // Storage or database trouble: storeListingPhotos took back what it stored.
      log.error("listing.photos_failed", { error, userId: user.id });
      return failure("failed", { values, photos: kept.photos, formError: CREATE_FAILED });
    }
  }
  const photos = [...kept.photos, ...stored.photos];
  const photoError = countError ?? kept.error ?? stored.error;
  if (photoError) errors.photos = photoError;

  if (!parsed.listing || photoError) {
    const onlyPhotos = Object.keys(errors).length === 1 && photoError;
    return failure(undefined, { values, errors, photos, formError: onlyPhotos ? photoError : FIX_ERRORS });
  }
  if (editing) {
    const updated = await updateListing(user.id, editing.id, keepUntouchedPrice(parsed.listing, form, editing, currency), photos);
    if (!updated.ok) return failure(updated.code, { values, photos, formError: updated.error });
    return { ok: true, saved: "updated", id: editing.id };
  }
  const created = await createListing(user.id, parsed.listing, photos);
  if (!created.ok) {
    // Refused (the limit reached under the lock, or any failure): the photos this request stored
    // go now rather than at the daily sweep; those kept from an earlier try stay for the next one.
    await discardDrafts(user.id, stored.photos).catch((error: unknown) => log.error("photos.discard_failed", { error, userId: user.id }));
    return failure(created.limitReached ? "forbidden" : "failed", {
      values,
      photos: kept.photos,
      formError: created.error,
      limitReached: created.limitReached,
    });
  }
  return { ok: true, saved: "created", id: created.id };
}
