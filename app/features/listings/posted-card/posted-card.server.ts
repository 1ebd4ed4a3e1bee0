import { and, desc, eq, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { LISTING_VISIBLE, listings } from "../../../server/schema.ts";
import type { PostedCard } from "./posted-card.ts";

/**
 * The card 'Votre annonce est en ligne' on its owner's home page (ADR 0054): their listing last
 * posted through the form (a post closes the card of the one before), until they close it or sell
 * it, while it is online (rows written outside the form may hold several: the newest). The home
 * page every member shares holds nobody's card: it comes with the member's bits (`/moi`, ADR 0035),
 * or in the page rendered for the member alone (the landing after 'Publier', which the flash
 * cookie keeps out of the page caches). Kept on the listing's row, so it follows the member on
 * every device until they close it.
 */
export function postedCardQuery(ownerId: string) {
  return (
    db()
      .select({
        id: listings.id,
        kind: listings.kind,
        brand: listings.brand,
        model: listings.model,
        year: listings.year,
        cover: sql<string | null>`${listings.images}[1]`.as("cover"),
      })
      .from(listings)
      // `posted_card_open` alone, as the partial index says it (listings_posted_card_idx).
      .where(and(eq(listings.ownerId, ownerId), sql`${listings.postedCardOpen}`, LISTING_VISIBLE))
      .orderBy(desc(listings.createdAt))
      .limit(1)
  );
}

/** The member's open card, or null. */
export async function postedCard(ownerId: string): Promise<PostedCard | null> {
  const [row] = await postedCardQuery(ownerId);
  return row ?? null;
}

/** The owner closes the card of their listing; false when it is not theirs or already closed. */
export async function closePostedCard(ownerId: string, listingId: string): Promise<boolean> {
  if (!isUuid(listingId)) return false;
  const closed = await db()
    .update(listings)
    .set({ postedCardOpen: false })
    .where(and(eq(listings.id, listingId), eq(listings.ownerId, ownerId), sql`${listings.postedCardOpen}`))
    .returning({ id: listings.id });
  return closed.length > 0;
}
