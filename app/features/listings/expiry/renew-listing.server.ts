import { and, eq, isNull } from "drizzle-orm";
import type { Result } from "../../../lib/result.ts";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { log } from "../../../server/log.server.ts";
import { listings } from "../../../server/schema.ts";
import { listingPagesChanged } from "../../listing-pages/listing-pages.server.ts";
import { isPro } from "../../subscription/pro-status.server.ts";
import { FREE_LISTING_LIMIT } from "../../subscription/plan-features.ts";
import { LISTING_NOT_FOUND, type ListingRef } from "../listing.ts";
import { moveListings } from "../listing-status.server.ts";
import { ownedBy } from "../owned-listing.server.ts";
import { freeLimitApplies, listingCount, lockOwnerListings } from "../posting/listing-limit.server.ts";
import { LIMIT_REACHED } from "../posting/posting-rules.ts";
import { periodEnd } from "./listing-period.server.ts";
import { RENEWAL_MESSAGES } from "./expiry-rules.ts";

export type RenewResult = Result<{ expiresAt: Date; title: string }>;

/**
 * The owner puts a listing online for a fresh period from now (expired, archived or sold, or still
 * online before its end). One that is not online counts against the free listing limit as a new
 * post does, under the same lock. `expected` (a mail's link) is the end of the period the link was
 * made for: once renewed the period is another one, so the link cannot serve twice.
 */
export async function renewListing(ownerId: string, ref: ListingRef, options: { expected?: Date; now?: Date } = {}): Promise<RenewResult> {
  if (!isUuid(ref.id)) return { ok: false, error: LISTING_NOT_FOUND };
  const now = options.now ?? new Date();
  const pro = await isPro(ownerId);
  const capped = await freeLimitApplies(ownerId, pro);
  const expiresAt = await periodEnd(pro, now);
  try {
    const result = await db().transaction(async (tx): Promise<RenewResult> => {
      await lockOwnerListings(tx, ownerId);
      const [row] = await tx
        .select({ status: listings.status, expiresAt: listings.expiresAt, brand: listings.brand, model: listings.model, year: listings.year })
        .from(listings)
        .where(ownedBy(ownerId, ref))
        .for("update");
      if (!row) return { ok: false, error: LISTING_NOT_FOUND };
      if (options.expected && row.expiresAt.getTime() !== options.expected.getTime()) return { ok: false, error: RENEWAL_MESSAGES.invalidLink };
      if (row.status !== "active" && capped && (await listingCount(tx, ownerId)) >= FREE_LISTING_LIMIT) {
        return { ok: false, error: LIMIT_REACHED };
      }
      await moveListings("renew", "owner", ownedBy(ownerId, ref), { set: { expiresAt, expiryNotices: 0, sellerPro: pro }, tx });
      return { ok: true, expiresAt, title: `${row.brand} ${row.model} ${row.year}` };
    });
    // Back online, the page visitors share is another page now.
    if (result.ok) await listingPagesChanged([ref]);
    return result;
  } catch (error) {
    log.error("listing.renew_failed", { ownerId, id: ref.id, error });
    return { ok: false, error: RENEWAL_MESSAGES.failed };
  }
}

/** The owner and kind of a listing not deleted, for a renewal link that names only its id. */
export async function listingForRenewal(id: string): Promise<{ ownerId: string; ref: ListingRef } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({ ownerId: listings.ownerId, kind: listings.kind })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)));
  return row ? { ownerId: row.ownerId, ref: { kind: row.kind, id } } : null;
}
