import { and, count, eq, isNull } from "drizzle-orm";
import { type Db, db } from "../../../server/db.server.ts";
import { rentalListings, saleListings } from "../../../server/schema.ts";
import { appSetting } from "../../settings/app-settings.server.ts";
import { isPro } from "../../subscription/pro-status.server.ts";
import { FREE_LISTING_LIMIT } from "./posting-rules.ts";

type Reader = Pick<Db, "select">;

/** The user's active listings: the free plan promises "Jusqu'à 5 annonces actives", so sold ones free a slot. */
export async function listingCount(reader: Reader, userId: string): Promise<number> {
  const [sale] = await reader
    .select({ n: count() })
    .from(saleListings)
    .where(and(eq(saleListings.sellerId, userId), eq(saleListings.status, "active"), isNull(saleListings.deletedAt)));
  const [rental] = await reader
    .select({ n: count() })
    .from(rentalListings)
    .where(and(eq(rentalListings.ownerId, userId), isNull(rentalListings.deletedAt)));
  return (sale?.n ?? 0) + (rental?.n ?? 0);
}

/** Spec 001 §5: the free plan's cap applies when the admin switch is on and the user is not Pro. */
export async function freeLimitApplies(userId: string, pro?: boolean): Promise<boolean> {
  if (!(await appSetting("enable_free_listings_limit"))) return false;
  return !(pro ?? (await isPro(userId)));
}

export async function listingLimitReached(userId: string): Promise<boolean> {
  return (await freeLimitApplies(userId)) && (await listingCount(db(), userId)) >= FREE_LISTING_LIMIT;
}
