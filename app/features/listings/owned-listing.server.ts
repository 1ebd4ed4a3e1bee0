import { and, eq, isNull } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { listings } from "../../server/schema.ts";
import type { ListingRef } from "./listing.ts";

/** The owner's own listing of that kind, not deleted: the only row an owner's action may change. */
export const ownedBy = (ownerId: string, ref: ListingRef) =>
  and(eq(listings.id, ref.id), eq(listings.kind, ref.kind), eq(listings.ownerId, ownerId), isNull(listings.deletedAt));

/**
 * Whether `ref` is `ownerId`'s own listing: the first question of every owner action, so that anyone
 * else reads LISTING_NOT_FOUND whatever the listing's state. Inside a transaction (`tx`), the row
 * stays locked until it ends.
 */
export async function ownsListing(ownerId: string, ref: ListingRef, tx?: Db): Promise<boolean> {
  if (!isUuid(ref.id)) return false;
  const query = (tx ?? db()).select({ id: listings.id }).from(listings).where(ownedBy(ownerId, ref));
  const [row] = tx ? await query.for("update") : await query;
  return row !== undefined;
}
