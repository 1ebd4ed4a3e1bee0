import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { drivingLicences } from "../../server/schema.ts";
import { licencePhotoUrl } from "../../lib/licence-photo-url.ts";
import { type LicenceStanding, licenceStanding } from "./licence-rules.ts";
import { ownsRentalRequestedBy } from "./licence-viewers.server.ts";

export interface RenterLicence {
  standing: LicenceStanding;
  number: string;
  country: string;
  expiresOn: string;
  frontUrl: string;
  backUrl: string;
}

/**
 * The renter's licence as the owner of a rental they asked for sees it on the booking's page, its
 * standing judged for the stay ending on `lastDay`; null when this owner may not see it (no live
 * rental of theirs requested by this renter) or the renter has none.
 */
export async function renterLicenceForOwner(ownerId: string, renterId: string, lastDay: string): Promise<RenterLicence | null> {
  if (!(await ownsRentalRequestedBy(ownerId, renterId))) return null;
  const [row] = await db()
    .select({
      number: drivingLicences.number,
      country: drivingLicences.country,
      expiresOn: drivingLicences.expiresOn,
      status: drivingLicences.status,
      updatedAt: drivingLicences.updatedAt,
    })
    .from(drivingLicences)
    .where(eq(drivingLicences.userId, renterId));
  if (!row) return null;
  return {
    standing: licenceStanding(row, lastDay),
    number: row.number,
    country: row.country,
    expiresOn: row.expiresOn,
    frontUrl: licencePhotoUrl(renterId, "recto", row.updatedAt),
    backUrl: licencePhotoUrl(renterId, "verso", row.updatedAt),
  };
}
