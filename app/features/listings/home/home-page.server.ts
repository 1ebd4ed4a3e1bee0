import { randomActiveBanner } from "../../ads/ads.server.ts";
import { favoriteKey, favoriteKeys } from "../../favorites/favorites.server.ts";
import { isPro } from "../../subscription/pro-status.server.ts";
import { type ListingKind, freshBrowseHref } from "../browse-query.ts";
import type { ListingSummary } from "../listing-summary.ts";
import { featuredRentals, featuredSales, premiumSales } from "./home-listings.server.ts";

export interface HomeCard extends ListingSummary {
  isFavorite: boolean;
}

/** Everything the home page shows, read in parallel; only the chosen featured tab is loaded. */
export async function homePage({ country, userId, vitrine }: { country: string; userId: string | null; vitrine: ListingKind }) {
  const [premium, featured, banner, pro] = await Promise.all([
    premiumSales(country),
    vitrine === "rental" ? featuredRentals(country) : featuredSales(country),
    randomActiveBanner(),
    userId ? isPro(userId) : false,
  ]);
  const favorites = await favoriteKeys(userId, [...premium, ...featured]);
  const withFavorite = (l: ListingSummary): HomeCard => ({ ...l, isFavorite: favorites.has(favoriteKey(l)) });
  return { premium: premium.map(withFavorite), featured: featured.map(withFavorite), banner, pro, browseHref: freshBrowseHref(vitrine) };
}
