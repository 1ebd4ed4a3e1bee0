import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { readPrivatePhoto } from "../../server/private-storage.server.ts";
import { drivingLicences } from "../../server/schema.ts";
import { isLicenceSide } from "../../lib/licence-photo-url.ts";
import { mayViewLicence } from "./licence-viewers.server.ts";

/** A profile id as the database makes them: anything else is refused before a query. */
const PROFILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One side's photo of `userId`'s licence, for `viewer`; undefined alike when the address is wrong,
 * there is no licence, or the viewer may not see it, so nothing tells whether a licence exists.
 */
export async function licencePhotoFor(
  viewer: { id: string; role: string } | null,
  userId: string | undefined,
  side: string | undefined,
): Promise<Buffer | undefined> {
  if (!viewer || !userId || !PROFILE_ID.test(userId) || !isLicenceSide(side)) return undefined;
  if (!(await mayViewLicence(viewer, userId))) return undefined;
  const [row] = await db()
    .select({ frontKey: drivingLicences.frontKey, backKey: drivingLicences.backKey })
    .from(drivingLicences)
    .where(eq(drivingLicences.userId, userId));
  if (!row) return undefined;
  return readPrivatePhoto(side === "recto" ? row.frontKey : row.backKey);
}
