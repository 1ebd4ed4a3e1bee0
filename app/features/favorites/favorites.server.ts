import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { RENTAL_VISIBLE, SALE_VISIBLE, favorites, rentalListings, saleListings } from "../../server/schema.ts";
import type { ListingSummary } from "../listings/listing-summary.ts";
import { RENTAL_SUMMARY_COLUMNS, SALE_SUMMARY_COLUMNS } from "../listings/summary-columns.server.ts";
import { type ListingRef, favoriteKey } from "./favorite-key.ts";

// Server code may take both from here; components must import favorite-key.ts directly.
export { type ListingRef, favoriteKey };

export const FAVORITE_MESSAGES = {
  signIn: "Vous devez être connecté pour ajouter aux favoris",
  added: "Ajouté aux favoris",
  removed: "Retiré des favoris",
  addFailed: "Erreur lors de l'ajout aux favoris",
  removeFailed: "Erreur lors du retrait des favoris",
} as const;


async function isVisible({ kind, id }: ListingRef): Promise<boolean> {
  const table = kind === "sale" ? saleListings : rentalListings;
  const visible = kind === "sale" ? SALE_VISIBLE : RENTAL_VISIBLE;
  const [row] = await db().select({ id: table.id }).from(table).where(and(eq(table.id, id), visible)).limit(1);
  return row !== undefined;
}

/** Adds a listing a visitor can see; false when it does not exist or is no longer shown. */
export async function addFavorite(userId: string, ref: ListingRef): Promise<boolean> {
  if (!(await isVisible(ref))) return false;
  await db().insert(favorites).values({ userId, listingId: ref.id, listingType: ref.kind }).onConflictDoNothing();
  return true;
}

export async function removeFavorite(userId: string, ref: ListingRef): Promise<void> {
  await db()
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingType, ref.kind), eq(favorites.listingId, ref.id)));
}

/** Which of these listings the user has favourited, as `favoriteKey`s. */
export async function favoriteKeys(userId: string | null | undefined, refs: readonly ListingRef[]): Promise<Set<string>> {
  if (!userId || refs.length === 0) return new Set();
  const rows = await db()
    .select({ kind: favorites.listingType, id: favorites.listingId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.listingId, refs.map((r) => r.id))));
  return new Set(rows.map((r) => favoriteKey(r)));
}

/** The user's favourites that are still shown, most recently added first. */
export async function listFavorites(userId: string): Promise<ListingSummary[]> {
  const [sales, rentals] = await Promise.all([
    db()
      .select({ ...SALE_SUMMARY_COLUMNS, favoritedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(saleListings, and(eq(favorites.listingType, "sale"), eq(saleListings.id, favorites.listingId)))
      .where(and(eq(favorites.userId, userId), SALE_VISIBLE))
      .orderBy(desc(favorites.createdAt)),
    db()
      .select({ ...RENTAL_SUMMARY_COLUMNS, favoritedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(rentalListings, and(eq(favorites.listingType, "rental"), eq(rentalListings.id, favorites.listingId)))
      .where(and(eq(favorites.userId, userId), RENTAL_VISIBLE))
      .orderBy(desc(favorites.createdAt)),
  ]);
  const tagged = [
    ...sales.map(({ favoritedAt, ...l }) => ({ at: favoritedAt, listing: { ...l, kind: "sale" as const } })),
    ...rentals.map(({ favoritedAt, ...l }) => ({ at: favoritedAt, listing: { ...l, kind: "rental" as const } })),
  ];
  return tagged.sort((a, b) => b.at.getTime() - a.at.getTime()).map((t) => t.listing);
}
