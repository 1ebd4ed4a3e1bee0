import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, favorites, listings } from "../../server/schema.ts";
import type { ListingRef, ListingSummary } from "../listings/listing.ts";
import { SUMMARY_COLUMNS, isVisible } from "../listings/listings.server.ts";

export { FAVORITE_MESSAGES } from "./favorite-messages.ts";

/** Adds a listing a visitor can see; false when it does not exist or is no longer shown. */
export async function addFavorite(userId: string, ref: ListingRef): Promise<boolean> {
  const visible = db()
    .select({ userId: sql<string>`${userId}`.as("user_id"), listingId: listings.id, createdAt: sql<Date>`now()`.as("created_at") })
    .from(listings)
    .where(isVisible(ref));
  // One statement: the listing cannot be hidden between the check and the insert.
  const added = await db()
    .insert(favorites)
    .select(visible)
    .onConflictDoUpdate({ target: [favorites.userId, favorites.listingId], set: { userId } })
    .returning({ listingId: favorites.listingId });
  return added.length > 0;
}

export async function removeFavorite(userId: string, ref: ListingRef): Promise<void> {
  await db()
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, ref.id)));
}

/** Whether the user has favourited this listing, as a field of another select (false for nobody). */
export function isFavoriteField(userId: string | null | undefined, listingId: string) {
  if (!userId) return sql<boolean>`false`.mapWith(isTrue);
  const row = db()
    .select({ one: sql`1` })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
  return sql<boolean>`exists (${row})`.mapWith(isTrue);
}

const isTrue = (value: unknown) => value === true || value === "t";

/** Which of these listings the user has favourited. */
export async function favoriteIds(userId: string | null | undefined, listingIds: readonly string[]): Promise<Set<string>> {
  if (!userId || listingIds.length === 0) return new Set();
  const rows = await db()
    .select({ id: favorites.listingId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.listingId, [...listingIds])));
  return new Set(rows.map((r) => r.id));
}

/** Every listing the user has favourited (the hearts of pages shared by all members: ADR 0035), read within `/moi`'s one select. */
export function favoriteIdsQuery(userId: string) {
  return db().select({ id: favorites.listingId }).from(favorites).where(eq(favorites.userId, userId));
}

/** The user's favourites that are still shown, most recently added first. */
export async function listFavorites(userId: string): Promise<ListingSummary[]> {
  return db()
    .select(SUMMARY_COLUMNS)
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(and(eq(favorites.userId, userId), LISTING_VISIBLE))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId));
}

/** A deleted account's favourites, inside the deletion's transaction. */
export async function eraseFavoritesOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(favorites).where(eq(favorites.userId, userId));
}
