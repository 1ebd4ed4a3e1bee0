import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { profiles } from "../../server/schema.ts";

export const ACCESS_DENIED = "Accès refusé";

/** An administrator who may act now: role admin and not banned (the admin panel's writes check it). */
export async function isAdmin(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ role: profiles.role, banned: profiles.banned })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.role === "admin" && !row.banned;
}
