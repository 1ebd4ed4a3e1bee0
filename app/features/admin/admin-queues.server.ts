import { count, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { bookingDisputes, drivingLicences } from "../../server/schema.ts";

/** What waits for an admin on the pages beside the panel: licences to check, disputes to settle. */
export async function adminQueueCounts(): Promise<{ licences: number; disputes: number }> {
  const [[licences], [disputes]] = await Promise.all([
    db().select({ n: count() }).from(drivingLicences).where(eq(drivingLicences.status, "pending")),
    db().select({ n: count() }).from(bookingDisputes).where(eq(bookingDisputes.status, "open")),
  ]);
  return { licences: licences?.n ?? 0, disputes: disputes?.n ?? 0 };
}
