import { and, desc, eq, ilike, isNull } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { containsPattern } from "../../server/sql-like.ts";
import { listings, profiles } from "../../server/schema.ts";
import { allBanners } from "../ads/ads.server.ts";
import type { ListingKind } from "../listings/listing.ts";
import { fold } from "../../lib/fold.ts";
import { recentPayments } from "../purchases/refunds.server.ts";
import { allPackages } from "../promotion/packages.server.ts";
import { openReportGroups } from "../reports/reports.server.ts";
import { allSettings } from "../settings/app-settings.server.ts";
import { allSiteLimits } from "../settings/site-limits.server.ts";
import { allCoupons } from "../subscription/coupons.server.ts";
import { proPrice } from "../subscription/plans.server.ts";
import { recentAudit } from "../moderation/audit-log.server.ts";
import { listMembers } from "../moderation/members.server.ts";

/** Spec doc 2 §9: the promote tab offers the 20 latest sale listings; the delete list the 100 latest of a kind. */
export const PROMOTABLE_LIMIT = 20;
export const DELETABLE_LIMIT = 100;

function latestListings(kind: ListingKind, limit: number, search = "", visibleOnly = false) {
  const term = fold(search.trim()).slice(0, 60);
  return (
    db()
      .select({
        id: listings.id,
        kind: listings.kind,
        brand: listings.brand,
        model: listings.model,
        year: listings.year,
        city: listings.city,
        price: listings.price,
        hiddenReason: listings.hiddenReason,
        ownerFirstName: profiles.firstName,
        ownerLastName: profiles.lastName,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .innerJoin(profiles, eq(profiles.id, listings.ownerId))
      // LISTING_VISIBLE's own words are unqualified, and profiles has a deleted_at too: spelled out here.
      .where(
        and(
          eq(listings.kind, kind),
          isNull(listings.deletedAt),
          visibleOnly ? and(eq(listings.status, "active"), eq(listings.available, true), isNull(listings.hiddenReason)) : undefined,
          term ? ilike(listings.searchKey, containsPattern(term)) : undefined,
        ),
      )
      .orderBy(desc(listings.createdAt))
      .limit(limit)
  );
}

/** Everything the panel's tabs show, in one round of parallel queries (the panel works without JavaScript, every tab rendered). */
export async function adminPage(url: URL) {
  const params = url.searchParams;
  const memberSearch = params.get("q") ?? "";
  const listingSearch = params.get("annonce") ?? "";
  const paymentSearch = params.get("paiement") ?? "";
  const deletableKind: ListingKind = params.get("type") === "rental" ? "rental" : "sale";
  const [packages, promotable, banners, members, deletable, price, coupons, settings, limits, reports, journal, paymentRows] = await Promise.all([
    allPackages(),
    latestListings("sale", PROMOTABLE_LIMIT, listingSearch, true),
    allBanners(),
    listMembers(memberSearch),
    latestListings(deletableKind, DELETABLE_LIMIT),
    proPrice(),
    allCoupons(),
    allSettings(),
    allSiteLimits(),
    openReportGroups(),
    recentAudit(),
    recentPayments(paymentSearch),
  ]);
  const iso = <T extends { createdAt: Date }>(rows: T[]) => rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return {
    packages: iso(packages),
    promotable: iso(promotable),
    banners: iso(banners),
    members: iso(members),
    deletable: iso(deletable),
    deletableKind,
    memberSearch,
    listingSearch,
    proPrice: price,
    coupons: iso(coupons),
    payments: iso(paymentRows),
    paymentSearch,
    settings,
    limits,
    reports,
    journal,
  };
}

export type AdminPageData = Awaited<ReturnType<typeof adminPage>>;
