import { and, count, eq, isNull, sql } from "drizzle-orm";
import { type Db, db } from "../../../server/db.server.ts";
import { listings } from "../../../server/schema.ts";
import { appSetting } from "../../settings/app-settings.server.ts";
import { isPro } from "../../subscription/pro-status.server.ts";
import { FREE_LISTING_LIMIT } from "../../subscription/plan-features.ts";

type Reader = Pick<Db, "select">;

/** The user's active listings: the free plan promises "Jusqu'à 5 annonces actives", so sold ones free a slot. */
export async function listingCount(reader: Reader, userId: string): Promise<number> {
  const [row] = await reader
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.ownerId, userId), eq(listings.status, "active"), isNull(listings.deletedAt)));
  return row?.n ?? 0;
}

/**
 * Takes the user's listing lock until the transaction ends: two posts or renewals at once must not
 * both slip under the cap, so one user's go one by one.
 */
export async function lockOwnerListings(tx: Pick<Db, "execute">, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listings:${userId}`}))`);
}

/** Spec 001 §5: the free plan's cap applies when the admin switch is on and the user is not Pro. */
export async function freeLimitApplies(userId: string, pro?: boolean): Promise<boolean> {
  if (!(await appSetting("enable_free_listings_limit"))) return false;
  return !(pro ?? (await isPro(userId)));
}

export async function listingLimitReached(userId: string): Promise<boolean> {
  return (await freeLimitApplies(userId)) && (await listingCount(db(), userId)) >= FREE_LISTING_LIMIT;
}
