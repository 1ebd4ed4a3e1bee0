import { type PublicProfile, publicProfile } from "../features/accounts/public-profile.server.ts";
import type { ListingSummary } from "../features/listings/listing.ts";
import { sellerListings } from "../features/listings/seller-listings.server.ts";
import { withDealBadges } from "../features/pricing/pricing.server.ts";
import { type SellerReviews, sellerReviews } from "../features/reviews/seller-reviews.server.ts";
import { log } from "../server/log.server.ts";

export type SellerPage =
  | { status: "found"; profile: PublicProfile; listings: { total: number; listings: ListingSummary[] }; reviews: SellerReviews }
  | { status: "not-found" }
  | { status: "failed" };

/** /profile/{userId}, the page put together from three features: who the seller is, their listings shown to visitors, and their reviews. */
export async function sellerPage(userId: string): Promise<SellerPage> {
  try {
    const [profile, listings, reviews] = await Promise.all([publicProfile(userId), sellerListings(userId), sellerReviews(userId)]);
    return profile
      ? { status: "found", profile, listings: { ...listings, listings: await withDealBadges(listings.listings) }, reviews }
      : { status: "not-found" };
  } catch (error) {
    log.error("seller_page.failed", { userId, error });
    return { status: "failed" };
  }
}
