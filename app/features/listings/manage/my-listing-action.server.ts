import type { Result } from "../../../lib/result.ts";
import { redirectWithToast } from "../../../server/toast.server.ts";
import { requireUser } from "../../accounts/session.server.ts";
import { deleteListing } from "../delete-listing.server.ts";
import { type ListingKind, type ListingRef, LISTING_NOT_FOUND, listingHref } from "../listing.ts";
import { setListingStatus, setRentalAvailability } from "../listing-status.server.ts";
import { renewListing } from "../expiry/renew-listing.server.ts";
import { ownsListing } from "../owned-listing.server.ts";
import { MY_LISTING_DONE, MY_LISTING_FAILED, type MyListingAction, OWNER_PAGE_ACTIONS, isMyListingAction } from "./my-listing-actions.ts";

const back = "/profile?tab=annonces";

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

/** A button of 'Mes Annonces' posted: only the owner's own listing changes, and the profile says what happened. */
export async function myListingAction(ownerId: string, form: FormData) {
  const action = form.get("listingAction");
  const kind = form.get("kind");
  const id = form.get("listingId");
  const result =
    isMyListingAction(action) && (kind === "sale" || kind === "rental") && typeof id === "string"
      ? await apply(ownerId, action, kind, id)
      : { ok: false as const, error: MY_LISTING_FAILED };
  if (!result.ok) return redirectWithToast(back, { type: "error", title: result.error });
  return redirectWithToast(back, { type: "success", title: MY_LISTING_DONE[action as MyListingAction] });
}

/**
 * A button of the owner's panel on the listing's own page ('Marquer comme vendue'…), posted to that
 * page: one step, no detour through 'Mes Annonces'. The listing is the one the URL names; a visitor
 * signs in first, anyone but the owner reads 'Annonce non trouvée' and nothing changes. Back on the
 * page, which then says what happened.
 */
export async function ownerPageAction(request: Request, ref: ListingRef, form: FormData) {
  const user = await requireUser(request);
  const action = form.get("listingAction");
  const back = listingHref(ref.kind, ref.id);
  const result =
    isMyListingAction(action) && OWNER_PAGE_ACTIONS.includes(action)
      ? await apply(user.id, action, ref.kind, ref.id)
      : { ok: false as const, error: MY_LISTING_FAILED };
  if (!result.ok) return redirectWithToast(back, { type: "error", title: result.error });
  return redirectWithToast(back, { type: "success", title: MY_LISTING_DONE[action as MyListingAction] });
}
