import { and, eq, isNull } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { PHONE_VERIFIED, profiles } from "../../server/schema.ts";

/** What anyone may see of a member: never the email, the phone or the account's state. */
export interface PublicProfile {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  userType: string;
  companyName: string | null;
  city: string;
  country: string;
  memberSince: string;
  /** Shown as 'Téléphone vérifié'; the number itself never is. */
  phoneVerified: boolean;
}

/** A member's public face; null for an unknown or deleted account. */
export async function publicProfile(userId: string): Promise<PublicProfile | null> {
  const [row] = await db()
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      userType: profiles.userType,
      companyName: profiles.companyName,
      city: profiles.city,
      country: profiles.country,
      createdAt: profiles.createdAt,
      phoneVerified: PHONE_VERIFIED,
    })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { createdAt, ...profile } = row;
  return { ...profile, memberSince: createdAt.toISOString() };
}
