import { RENEWAL_MESSAGES, RENEW_LABEL } from "../expiry/expiry-rules.ts";
import type { ListingKind } from "../listing.ts";

/** What an owner can do with one of their listings from 'Mes Annonces', as form intents. */
export type MyListingAction = "sold" | "online" | "renew" | "archive" | "unavailable" | "available" | "delete";

export interface MyListingButton {
  action: MyListingAction;
  label: string;
}

/**
 * The buttons a listing's state allows: a sale is sold or archived, a rental lent out (unavailable)
 * or archived; one whose period has ended is renewed rather than put back online.
 */
export function myListingButtons(listing: { kind: ListingKind; status: string; available: boolean; periodEnded: boolean }): MyListingButton[] {
  if (listing.status === "expired" || (listing.status !== "active" && listing.periodEnded)) return [{ action: "renew", label: RENEW_LABEL }];
  if (listing.status !== "active") return [{ action: "online", label: /*i18n*/ "Remettre en ligne" }];
  if (listing.kind === "sale") {
    return [
      { action: "sold", label: /*i18n*/ "Marquer comme vendue" },
      { action: "archive", label: /*i18n*/ "Archiver" },
    ];
  }
  return [
    listing.available
      ? { action: "unavailable", label: /*i18n*/ "Marquer comme louée / indisponible" }
      : { action: "available", label: /*i18n*/ "Marquer comme disponible" },
    { action: "archive", label: /*i18n*/ "Archiver" },
  ];
}

/** The form intent of the owner's buttons on the listing's own page (its route's action dispatches on it). */
export const OWNER_PAGE_INTENT = "listing-status";

/**
 * What the owner changes in one step from the listing's own page: a sale sold, a rental lent out
 * or offered again. Archiving, renewing and deleting (confirmed) stay in 'Mes Annonces'.
 */
export const OWNER_PAGE_ACTIONS: readonly MyListingAction[] = ["sold", "unavailable", "available"];

/** The owner's panel buttons for a listing's state: only while it is online (not put away by its owner or moderation). */
export function ownerPageButtons(listing: { kind: ListingKind; status: string; available: boolean; hiddenReason?: string | null }): MyListingButton[] {
  if (listing.status !== "active" || listing.hiddenReason) return [];
  return myListingButtons({ ...listing, periodEnded: false }).filter((button) => OWNER_PAGE_ACTIONS.includes(button.action));
}

export const MY_LISTING_DONE: Readonly<Record<MyListingAction, string>> = {
  sold: /*i18n*/ "Annonce marquée comme vendue",
  online: /*i18n*/ "Annonce remise en ligne",
  renew: RENEWAL_MESSAGES.done,
  archive: /*i18n*/ "Annonce archivée",
  unavailable: /*i18n*/ "Véhicule marqué comme indisponible",
  available: /*i18n*/ "Véhicule de nouveau disponible",
  delete: /*i18n*/ "Annonce supprimée",
};

export const MY_LISTING_FAILED = /*i18n*/ "Impossible de modifier l'annonce";

export function isMyListingAction(value: unknown): value is MyListingAction {
  return typeof value === "string" && Object.hasOwn(MY_LISTING_DONE, value);
}
