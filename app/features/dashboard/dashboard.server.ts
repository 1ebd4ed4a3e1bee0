import { and, count, countDistinct, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { jsonRows } from "../../server/json-rows.server.ts";
import { conversations, listingViews, listings, premiumListings } from "../../server/schema.ts";
import { pendingBookingsQuery } from "../bookings/pending-count.server.ts";
import { unreadMessagesQuery } from "../chat/unread-count.server.ts";
import { SUMMARY_COLUMNS } from "../listings/listings.server.ts";
import type { MyListing } from "../listings/my-listings.server.ts";
import { subscriptionFactsQuery, subscriptionFrom } from "../subscription/pro-status.server.ts";

export interface DashboardCounters {
  activeSales: number;
  activeRentals: number;
  premium: number;
  conversations: number;
  unreadMessages: number;
  pendingBookings: number;
  views: number;
}

export const RECENT_LISTINGS = 5;

const own = (ownerId: string) => and(eq(listings.ownerId, ownerId), isNull(listings.deletedAt));
const active = (ownerId: string, kind: "sale" | "rental") => and(own(ownerId), eq(listings.kind, kind), eq(listings.status, "active"));
// Tables named in full: drizzle writes a one-table select's columns unqualified.
const viewsOf = sql<number>`(select count(*)::int from ${listingViews} where ${listingViews}.listing_id = ${listings}.id)`;

/**
 * Every counter of the page and the member's plan, in one statement: the owner's listing counts
 * (active sales and rentals, promoted now, all-time views) over their rows, and the conversations,
 * unread messages, pending bookings and subscription as subqueries, each defined by its feature
 * (the shell's badges read the same ones). One round trip instead of five.
 */
async function countersAndPlan(ownerId: string, now: Date) {
  const promotedNow = db()
    .select({ n: countDistinct(premiumListings.listingId) })
    .from(premiumListings)
    .innerJoin(listings, eq(listings.id, premiumListings.listingId))
    .where(and(own(ownerId), eq(premiumListings.isActive, true), gt(premiumListings.endDate, now)));
  const views = db().select({ n: count() }).from(listingViews).innerJoin(listings, eq(listings.id, listingViews.listingId)).where(own(ownerId));
  const conversationsOf = db()
    .select({ n: count() })
    .from(conversations)
    .where(or(eq(conversations.participant1Id, ownerId), eq(conversations.participant2Id, ownerId)));
  const [row] = await db()
    .select({
      activeSales: sql<number>`count(*) filter (where ${active(ownerId, "sale")})::int`,
      activeRentals: sql<number>`count(*) filter (where ${active(ownerId, "rental")})::int`,
      premium: sql<number>`(${promotedNow})::int`,
      views: sql<number>`(${views})::int`,
      conversations: sql<number>`(${conversationsOf})::int`,
      unreadMessages: sql<number>`(${unreadMessagesQuery(ownerId)})::int`,
      pendingBookings: sql<number>`(${pendingBookingsQuery(ownerId)})::int`,
      subscription: jsonRows(subscriptionFactsQuery(ownerId)),
    })
    .from(listings)
    // An aggregate without GROUP BY: one row, also for a member without any listing.
    .where(own(ownerId));
  return row;
}

/**
 * Spec doc 2 §2 Dashboard: the user's counters and their 5 latest listings (with their views); only
 * their own. `pro`: whether their plan is Pro now (the advanced statistics are the Pro plan's).
 */
export async function dashboard(
  userId: string,
  now = new Date(),
): Promise<{ counters: DashboardCounters; recent: (MyListing & { views: number })[]; pro: boolean }> {
  const [numbers, recent] = await Promise.all([
    countersAndPlan(userId, now),
    db()
      .select({
        ...SUMMARY_COLUMNS,
        status: listings.status,
        available: listings.available,
        hiddenReason: listings.hiddenReason,
        createdAt: listings.createdAt,
        views: viewsOf,
      })
      .from(listings)
      .where(own(userId))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(RECENT_LISTINGS),
  ]);
  return {
    counters: {
      activeSales: Number(numbers?.activeSales ?? 0),
      activeRentals: Number(numbers?.activeRentals ?? 0),
      premium: Number(numbers?.premium ?? 0),
      views: Number(numbers?.views ?? 0),
      conversations: Number(numbers?.conversations ?? 0),
      unreadMessages: Number(numbers?.unreadMessages ?? 0),
      pendingBookings: Number(numbers?.pendingBookings ?? 0),
    },
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), views: Number(r.views) })),
    pro: subscriptionFrom(numbers?.subscription ?? [], now).pro,
  };
}
