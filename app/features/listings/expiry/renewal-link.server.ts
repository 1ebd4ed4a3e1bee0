import { type Language, localizedPath } from "../../../lib/language.ts";
import { appUrl } from "../../../server/secret.server.ts";
import { sign, verifySignature } from "../../../server/signature.server.ts";
import { RENEWAL_MESSAGES } from "./expiry-rules.ts";
import { type RenewResult, listingForRenewal, renewListing } from "./renew-listing.server.ts";

const PURPOSE = "listing-renewal";

/** The renewal page of a listing: its link carries the end of the period it renews (`e`) and their signature (`s`). */
export const renewalPath = (listingId: string) => `/annonces/${listingId}/renouveler`;

/**
 * The one-click link of a reminder mail, signed like the unsubscribe links: for this listing and
 * this period only, so it cannot be pointed at another listing nor used again once renewed.
 */
export function renewalUrl(listingId: string, expiresAt: Date, language: Language = "fr"): string {
  const e = String(expiresAt.getTime());
  return `${appUrl()}${localizedPath(renewalPath(listingId), language)}?${new URLSearchParams({ e, s: sign(PURPOSE, `${listingId}.${e}`) })}`;
}

/** The period end a link names, when its signature is ours; null for anything forged or malformed. */
export function signedPeriodEnd(listingId: string, e: unknown, s: unknown): Date | null {
  if (typeof e !== "string" || !/^\d{1,15}$/.test(e)) return null;
  if (!verifySignature(PURPOSE, `${listingId}.${e}`, s)) return null;
  return new Date(Number(e));
}

/** A renewal from a mail's link: no sign-in, the signature stands for the owner. */
export async function renewFromLink(listingId: string, e: unknown, s: unknown): Promise<RenewResult> {
  const expected = signedPeriodEnd(listingId, e, s);
  if (!expected) return { ok: false, error: RENEWAL_MESSAGES.invalidLink };
  const listing = await listingForRenewal(listingId);
  if (!listing) return { ok: false, error: RENEWAL_MESSAGES.notFound };
  return renewListing(listing.ownerId, listing.ref, { expected });
}
