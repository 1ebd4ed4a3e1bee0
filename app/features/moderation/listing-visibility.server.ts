import { type SQL, and, eq, isNull } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { listings } from "../../server/schema.ts";
import { listingPagesChanged } from "../listing-pages/listing-pages.server.ts";

/**
 * `listings.hidden_reason` (ADR 0018): the only code that hides a listing from visitors or shows it
 * again. The reason says who may lift it, so each write lifts only the reason it set. Each write
 * has the shared pages of the listings it changed forgotten: a hidden car's page must not stay
 * served with its 'Contacter' button.
 */

const CHANGED = { kind: listings.kind, id: listings.id };

/** A ban takes the member's shown listings off the site. */
export async function hideListingsOfBanned(ownerId: string): Promise<void> {
  const hidden = await db()
    .update(listings)
    .set({ hiddenReason: "banned" })
    .where(and(eq(listings.ownerId, ownerId), isNull(listings.hiddenReason)))
    .returning(CHANGED);
  await listingPagesChanged(hidden);
}

/** Unbanning brings back only the listings the ban hid: one hidden by reports stays so. */
export async function showListingsOfUnbanned(ownerId: string): Promise<void> {
  const shown = await db()
    .update(listings)
    .set({ hiddenReason: null })
    .where(and(eq(listings.ownerId, ownerId), eq(listings.hiddenReason, "banned")))
    .returning(CHANGED);
  await listingPagesChanged(shown);
}

/** Hides a shown listing for its reports, when `also` holds too; returns it if this call hid it. */
export async function hideReportedListing(listingId: string, also?: SQL) {
  const [hidden] = await db()
    .update(listings)
    .set({ hiddenReason: "reported" })
    .where(and(eq(listings.id, listingId), isNull(listings.hiddenReason), also))
    .returning({ ...CHANGED, ownerId: listings.ownerId, brand: listings.brand, model: listings.model });
  if (!hidden) return null;
  await listingPagesChanged([hidden]);
  return hidden;
}

/** An admin found the reports unfounded: the listing comes back, unless a ban hides it. */
export async function showReportedListing(listingId: string): Promise<void> {
  const shown = await db()
    .update(listings)
    .set({ hiddenReason: null })
    .where(and(eq(listings.id, listingId), eq(listings.hiddenReason, "reported")))
    .returning(CHANGED);
  await listingPagesChanged(shown);
}
