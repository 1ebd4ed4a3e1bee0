import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { addDays, dayOf } from "../../lib/calendar-day.ts";
import { db } from "../../server/db.server.ts";
import { conversations, favorites, listingViews, listings } from "../../server/schema.ts";
import { type DailyViews, RANKED_LISTINGS, STATISTICS_DAYS, contactRate, fillDays } from "./pro-statistics.ts";

export interface ListingStatistics {
  id: string;
  kind: "sale" | "rental";
  brand: string;
  model: string;
  year: number;
  views: number;
  favorites: number;
  contacts: number;
  /** Contacts per hundred views over the window. */
  contactRate: number | null;
}

export interface ProStatistics {
  daily: DailyViews[];
  listings: ListingStatistics[];
}

/**
 * The Pro plan's advanced statistics (spec 001 §1): views a day over the last 30 days, and the
 * owner's most seen listings with their views, favourites and contacts (conversations opened) over
 * the same days. Two queries, each on the owner's listings only.
 */
export async function proStatistics(ownerId: string, now = new Date()): Promise<ProStatistics> {
  const today = dayOf(now);
  const from = addDays(today, 1 - STATISTICS_DAYS);
  const since = new Date(`${from}T00:00:00Z`);
  const own = and(eq(listings.ownerId, ownerId), isNull(listings.deletedAt));
  // Tables named in full: in a select from one table, drizzle writes its columns unqualified, and
  // a bare "id" inside the subquery would be the conversation's own.
  const viewsInWindow = sql<number>`(select count(*)::int from ${listingViews} where ${listingViews}.listing_id = ${listings}.id and ${listingViews}.day >= ${from}::date)`;
  const favoritesOf = sql<number>`(select count(*)::int from ${favorites} where ${favorites}.listing_id = ${listings}.id)`;
  const contactsInWindow = sql<number>`(select count(*)::int from ${conversations} where ${conversations}.listing_id = ${listings}.id and ${conversations}.created_at >= ${since.toISOString()}::timestamptz)`;
  const [daily, ranked] = await Promise.all([
    db()
      .select({ day: sql<string>`${listingViews.day}::text`, views: sql<number>`count(*)::int` })
      .from(listingViews)
      .innerJoin(listings, eq(listings.id, listingViews.listingId))
      .where(and(own, gte(listingViews.day, from)))
      .groupBy(listingViews.day),
    db()
      .select({
        id: listings.id,
        kind: listings.kind,
        brand: listings.brand,
        model: listings.model,
        year: listings.year,
        views: viewsInWindow,
        favorites: favoritesOf,
        contacts: contactsInWindow,
      })
      .from(listings)
      .where(own)
      .orderBy(desc(viewsInWindow), desc(listings.createdAt))
      .limit(RANKED_LISTINGS),
  ]);
  return {
    daily: fillDays(
      today,
      daily.map((d) => ({ day: d.day, views: Number(d.views) })),
    ),
    listings: ranked.map((r) => {
      const views = Number(r.views);
      const contacts = Number(r.contacts);
      return { ...r, kind: r.kind as ListingStatistics["kind"], views, favorites: Number(r.favorites), contacts, contactRate: contactRate(contacts, views) };
    }),
  };
}
