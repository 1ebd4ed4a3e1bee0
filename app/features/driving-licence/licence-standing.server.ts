import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { drivingLicences } from "../../server/schema.ts";
import { type LicenceFacts, type LicenceStanding, licenceStanding } from "./licence-rules.ts";

/** A member's licence as the rules read it (its check and last valid day), or null when they have none. */
export async function licenceFactsOf(userId: string, executor = db()): Promise<LicenceFacts | null> {
  const [row] = await executor
    .select({ status: drivingLicences.status, expiresOn: drivingLicences.expiresOn })
    .from(drivingLicences)
    .where(eq(drivingLicences.userId, userId));
  return row ?? null;
}

/** A member's licence standing for a stay ending on `lastDay`: what a rental that requires a checked licence asks. */
export async function licenceStandingOf(userId: string, lastDay: string, executor = db()): Promise<LicenceStanding> {
  return licenceStanding(await licenceFactsOf(userId, executor), lastDay);
}
