import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { drivingLicences } from "../../server/schema.ts";
import { type LicenceStanding, licenceStanding } from "./licence-rules.ts";

/** A member's licence standing for a stay ending on `lastDay`: what a rental that requires a checked licence asks. */
export async function licenceStandingOf(userId: string, lastDay: string, executor = db()): Promise<LicenceStanding> {
  const [row] = await executor
    .select({ status: drivingLicences.status, expiresOn: drivingLicences.expiresOn })
    .from(drivingLicences)
    .where(eq(drivingLicences.userId, userId));
  return licenceStanding(row, lastDay);
}
