import { and, count, countDistinct, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { conversations, listingViews, listings, premiumListings } from "../../server/schema.ts";
import { pendingBookingCount } from "../bookings/pending-count.server.ts";
import { unreadMessageCount } from "../chat/unread-count.server.ts";
import { SUMMARY_COLUMNS } from "../listings/listings.server.ts";
import type { MyListing } from "../listings/my-listings.server.ts";

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

/** The owner's listing counts (active sales and rentals, promoted now, all-time views), in one query. */
async function listingCounters(ownerId: string, now: Date) {
  const promotedNow = db()
    .select({ n: countDistinct(premiumListings.listingId) })
    .from(premiumListings)
    .innerJoin(listings, eq(listings.id, premiumListings.listingId))
    .where(and(own(ownerId), eq(premiumListings.isActive, true), gt(premiumListings.endDate, now)));
  const views = db().select({ n: count() }).from(listingViews).innerJoin(listings, eq(listings.id, listingViews.listingId)).where(own(ownerId));
  const [row] = await db()
    .select({
      activeSales: sql<number>`count(*) filter (where ${active(ownerId, "sale")})::int`,
      activeRentals: sql<number>`count(*) filter (where ${active(ownerId, "rental")})::int`,
      premium: sql<number>`(${promotedNow})::int`,
      views: sql<number>`(${views})::int`,
    })
    .from(listings)
    .where(own(ownerId));
  return row ?? { activeSales: 0, activeRentals: 0, premium: 0, views: 0 };
}

async function conversationCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(conversations)
    .where(or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId)));
  return row?.n ?? 0;
}

/** Spec doc 2 §2 Dashboard: the user's counters and their 5 latest listings (with their views); only their own. */
export async function dashboard(userId: string, now = new Date()): Promise<{ counters: DashboardCounters; recent: (MyListing & { views: number })[] }> {
  const [listingNumbers, conversationsN, unread, pending, recent] = await Promise.all([
    listingCounters(userId, now),
    conversationCount(userId),
    unreadMessageCount(userId),
    pendingBookingCount(userId),
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
      activeSales: Number(listingNumbers.activeSales),
      activeRentals: Number(listingNumbers.activeRentals),
      premium: Number(listingNumbers.premium),
      views: Number(listingNumbers.views),
      conversations: conversationsN,
      unreadMessages: unread,
      pendingBookings: pending,
    },
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), views: Number(r.views) })),
  };
}
