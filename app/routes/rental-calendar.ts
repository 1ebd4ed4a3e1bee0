import type { Route } from "./+types/rental-calendar";
import { takenRanges } from "../features/bookings/booking-calendar.server.ts";
import { dayOf } from "../features/bookings/booking-rules.ts";

/** The taken days of a rental, re-read by its open calendars when the listing's stream says they changed. */
export async function loader({ params }: Route.LoaderArgs) {
  const taken = await takenRanges(params.id, dayOf(new Date()));
  return Response.json({ taken }, { headers: { "Cache-Control": "no-store" } });
}
