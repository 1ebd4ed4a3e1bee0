import type { Route } from "./+types/rental-calendar";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { calendarFor } from "../features/bookings/booking-calendar.server.ts";
import { dayOf } from "../features/bookings/booking-rules.ts";

/**
 * A rental's calendar as the person asking sees it: the days others hold, taken, and, for a member,
 * their own requests and bookings with their status. Read by the page once it runs (the page itself
 * is shared by every member, ADR 0035) and again when the listing's stream says days changed.
 * Personal: kept by no cache.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const calendar = await calendarFor(params.id, dayOf(new Date()), user?.id ?? null);
  return Response.json(calendar, { headers: { "Cache-Control": "private, no-store" } });
}
