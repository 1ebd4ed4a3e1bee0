import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import type { Language } from "../../lib/language.ts";
import { profiles } from "../../server/schema.ts";
import { sessionsChanged } from "../../server/session-cache.server.ts";

/**
 * Keeps the language a member chose on their account (ADR 0049): their mails, texts and
 * notifications are written in it, and it reaches the `aa_lang` cookie of every device they
 * sign in on. Their session, which carries it to the pages, is read anew on every instance.
 */
export async function setLanguage(userId: string, language: Language): Promise<void> {
  await db().update(profiles).set({ language }).where(eq(profiles.id, userId));
  await sessionsChanged(userId);
}
