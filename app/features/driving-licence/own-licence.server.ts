import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { drivingLicences } from "../../server/schema.ts";
import { licencePhotoUrl } from "../../lib/licence-photo-url.ts";
import { type LicenceStanding, licenceStanding } from "./licence-rules.ts";

export interface OwnLicence {
  standing: LicenceStanding;
  number: string;
  country: string;
  expiresOn: string;
  /** The admin's reason, while the licence stands refused. */
  refusalReason: string | null;
  frontUrl: string;
  backUrl: string;
}

/** The member's own licence as their 'Permis de conduire' page shows it, its standing as of `today`; null when none was sent. */
export async function ownLicence(userId: string, today: string): Promise<OwnLicence | null> {
  const [row] = await db().select().from(drivingLicences).where(eq(drivingLicences.userId, userId));
  if (!row) return null;
  return {
    standing: licenceStanding(row, today),
    number: row.number,
    country: row.country,
    expiresOn: row.expiresOn,
    refusalReason: row.status === "refused" ? row.refusalReason : null,
    frontUrl: licencePhotoUrl(userId, "recto", row.updatedAt),
    backUrl: licencePhotoUrl(userId, "verso", row.updatedAt),
  };
}
