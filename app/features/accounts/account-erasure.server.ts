import { eq } from "drizzle-orm";
import type { Db } from "../../server/db.server.ts";
import { accounts, phoneCodeQueue, phoneVerifications, profiles, sessions } from "../../server/schema.ts";

/** How a deleted member appears to the people they dealt with (chat, bookings): the names are replaced by these words. */
export const DELETED_FIRST_NAME = "Utilisateur";
export const DELETED_LAST_NAME = "supprimé";

/**
 * The accounts' part of a deletion, inside its transaction: sign-in (password and sessions) and
 * phone codes go, the profile stays for the counterpart's history with its personal fields
 * replaced. Returns the photo the profile had, for its files to be removed once committed.
 */
export async function eraseAccount(tx: Db, userId: string, now: Date): Promise<string | null> {
  const [before] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId)).for("update");
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  // Both hold the phone number: a code waiting to be typed or to be sent.
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  await tx.delete(phoneCodeQueue).where(eq(phoneCodeQueue.userId, userId));
  await tx
    .update(profiles)
    .set({
      deletedAt: now,
      firstName: DELETED_FIRST_NAME,
      lastName: DELETED_LAST_NAME,
      name: `${DELETED_FIRST_NAME} ${DELETED_LAST_NAME}`,
      // Unique and undeliverable: the address itself is free to sign up again.
      email: `supprime-${userId}@comptes-supprimes.invalid`,
      emailVerified: false,
      phone: "",
      // The verified number and the WhatsApp one are the number itself.
      phoneVerified: null,
      whatsappNumber: null,
      city: "",
      companyName: null,
      avatarUrl: null,
      messageMailOptOut: true,
      bookingMailOptOut: true,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
  return before?.avatarUrl ?? null;
}
