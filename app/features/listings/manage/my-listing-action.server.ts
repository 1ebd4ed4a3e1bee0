import type { Result } from "../../../lib/result.ts";
import { deleteListing } from "../delete-listing.server.ts";
import { type ListingKind, type ListingRef, LISTING_NOT_FOUND } from "../listing.ts";
import { setListingStatus, setRentalAvailability } from "../listing-status.server.ts";
import { renewListing } from "../expiry/renew-listing.server.ts";
import { ownsListing } from "../owned-listing.server.ts";
import { MY_LISTING_DONE, MY_LISTING_FAILED, type MyListingAction, OWNER_PAGE_ACTIONS, isMyListingAction } from "./my-listing-actions.ts";

async function apply(ownerId: string, action: MyListingAction, kind: ListingKind, id: string): Promise<Result> {
  const ref = { kind, id };
  if (!(await ownsListing(ownerId, ref))) return { ok: false, error: LISTING_NOT_FOUND };
  const done = (changed: boolean): Result => (changed ? { ok: true } : { ok: false, error: MY_LISTING_FAILED });
  switch (action) {
    case "sold":
      return done(await setListingStatus(ownerId, ref, "sold"));
    case "online":
      return done(await setListingStatus(ownerId, ref, "active"));
    case "renew": {
      const renewed = await renewListing(ownerId, ref);
      return renewed.ok ? { ok: true } : renewed;
    }
    case "archive":
      return done(await setListingStatus(ownerId, ref, "archived"));
    case "unavailable":
      return done(kind === "rental" && (await setRentalAvailability(ownerId, id, false)));
    case "available":
      return done(kind === "rental" && (await setRentalAvailability(ownerId, id, true)));
    case "delete":
      return deleteListing(ownerId, ref);
  }
}

/** What an owner's button came to: done, with the words that say so, or refused with why. */
export type MyListingOutcome = Result<{ message: string }>;

const said = (action: MyListingAction, result: Result): MyListingOutcome => (result.ok ? { ok: true, message: MY_LISTING_DONE[action] } : result);

/** A button of 'Mes Annonces' posted by `ownerId`: only the owner's own listing changes. */
export async function applyMyListingAction(ownerId: string, form: FormData): Promise<MyListingOutcome> {
  const action = form.get("listingAction");
  const kind = form.get("kind");
  const id = form.get("listingId");
  if (!isMyListingAction(action) || (kind !== "sale" && kind !== "rental") || typeof id !== "string") return { ok: false, error: MY_LISTING_FAILED };
  return said(action, await apply(ownerId, action, kind, id));
}

/**
 * A button of the owner's panel on the listing's own page ('Marquer comme vendue'…), posted to that
 * page by `ownerId`: one step, no detour through 'Mes Annonces'. The listing is the one the URL
 * names; anyone but the owner reads 'Annonce non trouvée' and nothing changes.
 */
export async function applyOwnerPageAction(ownerId: string, ref: ListingRef, form: FormData): Promise<MyListingOutcome> {
  const action = form.get("listingAction");
  if (!isMyListingAction(action) || !OWNER_PAGE_ACTIONS.includes(action)) return { ok: false, error: MY_LISTING_FAILED };
  return said(action, await apply(ownerId, action, ref.kind, ref.id));
}
