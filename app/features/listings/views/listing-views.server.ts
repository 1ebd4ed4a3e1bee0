import { and, eq, ne, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { dayOf } from "../../../lib/calendar-day.ts";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { LISTING_VISIBLE, listingViews, listings } from "../../../server/schema.ts";
import { sign } from "../../../server/signature.server.ts";
import { clientIp } from "../../accounts/accounts.server.ts";
import { getSessionUser } from "../../accounts/session.server.ts";

/**
 * Who saw a page, for counting one view per visitor and day: a member by their id; a visitor
 * without an account by a keyed hash of that day, their address and their browser, so the stored
 * key says nothing about them and cannot be followed from one day to the next.
 */
function visitorKey(request: Request, userId: string | undefined, day: string): string {
  if (userId) return `u:${userId}`;
  return `a:${sign("listing-view", `${day}\n${clientIp(request)}\n${request.headers.get("user-agent") ?? ""}`)}`;
}

/**
 * Counts a view of a listing's page (the page's beacon, once shown): one per visitor and day, only
 * for a listing visitors may see, never its owner's own visits nor a crawler's. True when counted.
 */
export async function recordListingView(request: Request, listingId: unknown, now = new Date()): Promise<boolean> {
  if (!isUuid(listingId)) return false;
  const agent = request.headers.get("user-agent") ?? "";
  if (!agent || isbot(agent)) return false;
  const user = await getSessionUser(request);
  const day = dayOf(now);
  const visitor = visitorKey(request, user?.id, day);
  const counted = await db()
    .insert(listingViews)
    .select(
      db()
        .select({ listingId: listings.id, day: sql<string>`${day}::date`.as("day"), visitor: sql<string>`${visitor}`.as("visitor") })
        .from(listings)
        .where(and(eq(listings.id, listingId), LISTING_VISIBLE, user ? ne(listings.ownerId, user.id) : undefined)),
    )
    .onConflictDoNothing()
    .returning({ listingId: listingViews.listingId });
  return counted.length > 0;
}
