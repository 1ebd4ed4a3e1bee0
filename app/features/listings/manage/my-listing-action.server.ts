import type { Result } from "../../../lib/result.ts";
import { redirectWithToast } from "../../../server/toast.server.ts";
import { deleteListing } from "../delete-listing.server.ts";
import { type ListingKind, LISTING_NOT_FOUND } from "../listing.ts";
import { setListingStatus, setRentalAvailability } from "../listing-status.server.ts";
import { renewListing } from "../expiry/renew-listing.server.ts";
import { ownsListing } from "../owned-listing.server.ts";
import { MY_LISTING_DONE, MY_LISTING_FAILED, type MyListingAction, isMyListingAction } from "./my-listing-actions.ts";

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
