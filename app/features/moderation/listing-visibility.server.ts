import { type SQL, and, eq, isNull } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { listings } from "../../server/schema.ts";

/**
 * `listings.hidden_reason` (ADR 0018): the only code that hides a listing from visitors or shows it
 * again. The reason says who may lift it, so each write lifts only the reason it set.
 */

/** A ban takes the member's shown listings off the site. */
export async function hideListingsOfBanned(ownerId: string): Promise<void> {
  await db().update(listings).set({ hiddenReason: "banned" }).where(and(eq(listings.ownerId, ownerId), isNull(listings.hiddenReason)));
}

/** Unbanning brings back only the listings the ban hid: one hidden by reports stays so. */
export async function showListingsOfUnbanned(ownerId: string): Promise<void> {
  await db().update(listings).set({ hiddenReason: null }).where(and(eq(listings.ownerId, ownerId), eq(listings.hiddenReason, "banned")));
}

/** Hides a shown listing for its reports, when `also` holds too; returns it if this call hid it. */
export async function hideReportedListing(listingId: string, also?: SQL) {
  const [hidden] = await db()
    .update(listings)
    .set({ hiddenReason: "reported" })
    .where(and(eq(listings.id, listingId), isNull(listings.hiddenReason), also))
    .returning({ ownerId: listings.ownerId, kind: listings.kind, brand: listings.brand, model: listings.model });
  return hidden ?? null;
}

/** An admin found the reports unfounded: the listing comes back, unless a ban hides it. */
export async function showReportedListing(listingId: string): Promise<void> {
  await db().update(listings).set({ hiddenReason: null }).where(and(eq(listings.id, listingId), eq(listings.hiddenReason, "reported")));
}
