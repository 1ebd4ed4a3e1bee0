import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { profiles } from "../../server/schema.ts";
import { isPro } from "../subscription/pro-status.server.ts";

export const DEALER_ONLY = /*i18n*/ "L'import du stock et l'API sont réservés aux membres Pro et aux concessionnaires.";
export const ACCOUNT_BANNED = /*i18n*/ "Ce compte est suspendu.";

export type DealerAccess = { ok: true } | { ok: false; code: "forbidden"; error: string };

/**
 * Who may bring a whole stock (an import, a feed, the public API): a member of type dealer or on
 * the Pro plan, not banned. Checked at every use, not once: a plan ends, an account is banned
 * between an import's preview and its run, or while an API key lives.
 */
export async function dealerAccess(userId: string): Promise<DealerAccess> {
  const [profile] = await db().select({ banned: profiles.banned, userType: profiles.userType }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!profile || profile.banned) return { ok: false, code: "forbidden", error: ACCOUNT_BANNED };
  if (profile.userType === "dealer" || (await isPro(userId))) return { ok: true };
  return { ok: false, code: "forbidden", error: DEALER_ONLY };
}
