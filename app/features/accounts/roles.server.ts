import { and, eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { profiles } from "../../server/schema.ts";

export const ACCESS_DENIED = /*i18n*/ "Accès refusé";

/** An administrator who may act now: role admin and not banned (the admin panel's writes check it). */
export async function isAdmin(userId: string): Promise<boolean> {
  const [row] = await db().select({ role: profiles.role, banned: profiles.banned }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row?.role === "admin" && !row.banned;
}

/** Makes a member an administrator; false when they already are one. */
export async function grantAdminRole(userId: string): Promise<boolean> {
  const granted = await db()
    .update(profiles)
    .set({ role: "admin" })
    .where(and(eq(profiles.id, userId), eq(profiles.role, "user")))
    .returning({ id: profiles.id });
  return granted.length > 0;
}
