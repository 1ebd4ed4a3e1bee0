import { and, eq, ne, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { dayOf } from "../../../lib/calendar-day.ts";
import { isUuid } from "../../../lib/uuid.ts";
import { db } from "../../../server/db.server.ts";
import { forgive, hit } from "../../../server/rate-limit.server.ts";
import { LISTING_VISIBLE, listingViews, listings } from "../../../server/schema.ts";
import { sign } from "../../../server/signature.server.ts";
import { newVisitorCookie, visitorIdOf } from "../../../server/visitor-cookie.server.ts";
import { clientIp } from "../../accounts/accounts.server.ts";
import { getSessionUser } from "../../accounts/session.server.ts";

/**
 * Distinct views of one listing counted from one address a day. The address is a ceiling, never an
 * identity: a browser refusing cookies, or one shedding them to look new, counts at most this often.
 * Per listing rather than for the whole address, so that a carrier's address shared by many phones
 * does not stop counting every listing after a few visitors.
 */
export const VIEWS_PER_ADDRESS_AND_LISTING = { max: 10, windowSeconds: 24 * 60 * 60 };

/** What the beacon answers with: whether the view counted, and the cookie to give a browser that had none. */
export interface RecordedView {
  counted: boolean;
  setCookie: string | null;
}

/**
 * Who the viewer is (ADR 0016): a member by their id; a browser without an account by its cookie,
 * stored as a keyed hash with the day, so a row cannot be followed from one day to the next.
 * A browser without the cookie is given one here.
 */
async function viewerOf(request: Request, day: string): Promise<{ key: string; userId?: string; setCookie: string | null }> {
  const user = await getSessionUser(request);
  if (user) return { key: `u:${user.id}`, userId: user.id, setCookie: null };
  const cookieKey = (id: string) => `c:${sign("listing-view", `${day}\n${id}`)}`;
  const known = await visitorIdOf(request);
  if (known) return { key: cookieKey(known), setCookie: null };
  const fresh = await newVisitorCookie();
  return { key: cookieKey(fresh.id), setCookie: fresh.header };
}

/** The address's counter for this listing, by a keyed hash: the table of counters says nobody's address nor what they looked at. */
const addressKey = (request: Request, listingId: string) => `listing-views:${sign("listing-view-address", `${clientIp(request)}\n${listingId}`)}`;

/**
 * Counts a view of a listing's page (the page's beacon, once shown): one per member or cookie and
 * day, at most VIEWS_PER_ADDRESS_AND_LISTING from one address, only for a listing visitors may see,
 * never its owner's own visits nor a crawler's.
 */
export async function recordListingView(request: Request, listingId: unknown, now = new Date()): Promise<RecordedView> {
  const agent = request.headers.get("user-agent") ?? "";
  if (!agent || isbot(agent)) return { counted: false, setCookie: null };
  const day = dayOf(now);
  const viewer = await viewerOf(request, day);
  if (!isUuid(listingId)) return { counted: false, setCookie: viewer.setCookie };
  const viewable = and(eq(listings.id, listingId), LISTING_VISIBLE, viewer.userId ? ne(listings.ownerId, viewer.userId) : undefined);
  // Read before any write: an id that names nothing to count costs no row, not even the address's
  // counter (made-up ids, each a counter of its own, filled the table by thousands a second).
  const [shown] = await db().select({ id: listings.id }).from(listings).where(viewable).limit(1);
  if (!shown) return { counted: false, setCookie: viewer.setCookie };
  const limit = addressKey(request, listingId);
  if (!(await hit(limit, VIEWS_PER_ADDRESS_AND_LISTING))) return { counted: false, setCookie: viewer.setCookie };
  const counted = await db()
    .insert(listingViews)
    .select(
      db()
        .select({ listingId: listings.id, day: sql<string>`${day}::date`.as("day"), visitor: sql<string>`${viewer.key}`.as("visitor") })
        .from(listings)
        .where(viewable),
    )
    .onConflictDoNothing()
    .returning({ listingId: listingViews.listingId });
  // Only new views use up the address's allowance: a reload, or a listing hidden meanwhile, gives its hit back.
  if (counted.length === 0) await forgive(limit);
  return { counted: counted.length > 0, setCookie: viewer.setCookie };
}
