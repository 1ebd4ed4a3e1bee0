import { and, eq, sql } from "drizzle-orm";
import { db } from "../../../server/db.server.ts";
import { log } from "../../../server/log.server.ts";
import { listingsPostedTotal } from "../../../server/metrics.server.ts";
import { listings } from "../../../server/schema.ts";
import { isPro } from "../../subscription/pro-status.server.ts";
import { searchColumnsFor } from "../search-columns.ts";
import type { RentalListingInput, SaleListingInput } from "./listing-form-schema.ts";
import { listingCount, freeLimitApplies, lockOwnerListings } from "./listing-limit.server.ts";
import { periodEnd } from "../expiry/listing-period.server.ts";
import { claimDrafts } from "./photos.server.ts";
import { FREE_LISTING_LIMIT } from "../../subscription/plan-features.ts";
import { CREATE_FAILED, LIMIT_REACHED } from "./posting-rules.ts";

export type NewListing = { kind: "sale"; input: SaleListingInput } | { kind: "rental"; input: RentalListingInput };

/** The row's columns for a validated form: a rental's price is its price per day. */
export function listingValues(listing: NewListing) {
  if (listing.kind === "sale") return { ...listing.input, kind: listing.kind };
  const { pricePerDay, ...input } = listing.input;
  return { ...input, kind: listing.kind, price: pricePerDay };
}

export type CreateResult = { ok: true; id: string } | { ok: false; error: string; limitReached?: true };

/** What a listing brought by a dealer's stock (an import, a feed, the API) keeps of where it came from. */
export interface StockOrigin {
  dealerReference: string | null;
  photoSources: string[] | null;
}

/**
 * Saves a validated listing with its stored photos (the user's own upload drafts, which it takes),
 * refusing it when the free plan's cap is reached. Prices in `input` are already XOF.
 * `now` is when it is posted: the present, unless trusted server code replays a history (the
 * demo seed); routes never pass it.
 */
export async function createListing(
  userId: string,
  listing: NewListing,
  images: string[],
  options: { now?: Date; stock?: StockOrigin } = {},
): Promise<CreateResult> {
  const sellerPro = await isPro(userId);
  const capped = await freeLimitApplies(userId, sellerPro);
  // A history replayed (the demo seed) is not "just posted": no card 'Votre annonce est en ligne' (ADR 0054);
  // nor is a car of a dealer's stock, which arrives with dozens of others.
  const postedCard = !options.now && !options.stock;
  const postedAt = options.now ? { createdAt: options.now, updatedAt: options.now } : { postedCardOpen: postedCard };
  const expiresAt = await periodEnd(sellerPro, options.now ?? new Date());
  const common = { images, sellerPro, expiresAt, ...postedAt, ...searchColumnsFor(listing.input), ...options.stock };
  try {
    const created = await db().transaction(async (tx): Promise<CreateResult> => {
      await lockOwnerListings(tx, userId);
      if (capped && (await listingCount(tx, userId)) >= FREE_LISTING_LIMIT) {
        return { ok: false, error: LIMIT_REACHED, limitReached: true };
      }
      // One card per member: the listing just posted takes the place of an older one still open.
      if (postedCard)
        await tx
          .update(listings)
          .set({ postedCardOpen: false })
          .where(and(eq(listings.ownerId, userId), sql`${listings.postedCardOpen}`));
      const [row] = await tx
        .insert(listings)
        .values({ ...listingValues(listing), ...common, ownerId: userId })
        .returning({ id: listings.id });
      if (!row) throw new Error("insert returned no row");
      if (!(await claimDrafts(tx, userId, images))) throw new Error("a photo is no longer this user's draft");
      return { ok: true, id: row.id };
    });
    // The demo seed's replayed history (a given `now`) was not posted today.
    if (created.ok && !options.now) listingsPostedTotal.inc({ kind: listing.kind });
    return created;
  } catch (error) {
    log.error("listing.create_failed", { error, userId, kind: listing.kind });
    return { ok: false, error: CREATE_FAILED };
  }
}
