import { and, eq, gte, isNull, or } from "drizzle-orm";
import { sessionsChanged } from "../../server/session-cache.server.ts";
import { dayOf } from "../../lib/calendar-day.ts";
import { AVATAR_WIDTHS, LISTING_IMAGE_WIDTHS } from "../../lib/images.ts";
import { db } from "../../server/db.server.ts";
import { removeImageVariants } from "../../server/images.server.ts";
import { log } from "../../server/log.server.ts";
import { hit } from "../../server/rate-limit.server.ts";
import {
  accounts,
  favorites,
  listings,
  messages,
  notifications,
  phoneCodeQueue,
  phoneVerifications,
  profiles,
  rentalBookings,
  reviews,
  sessions,
  uploadDrafts,
} from "../../server/schema.ts";
import { cancelRequestsOfAccount } from "../bookings/booking-status.server.ts";
import { signOut } from "./accounts.server.ts";
import { auth } from "./auth.server.ts";

export const DELETE_ACCOUNT_MESSAGES = {
  passwordRequired: "Veuillez saisir votre mot de passe",
  wrongPassword: "Mot de passe incorrect",
  tooManyTries: "Trop de tentatives. Réessayez dans quelques minutes.",
  upcomingStays:
    "Vous avez des locations confirmées à venir. Convenez-en avec l'autre partie et attendez leur fin avant de supprimer votre compte.",
  failed: "Erreur lors de la suppression du compte",
  deleted: "Votre compte a été supprimé",
} as const;

/** How a deleted member appears to the people they dealt with (chat, bookings): the names are replaced by these words. */
export const DELETED_FIRST_NAME = "Utilisateur";
export const DELETED_LAST_NAME = "supprimé";

const TRIES = { max: 5, windowSeconds: 15 * 60 };

async function passwordIsRight(request: Request, password: string): Promise<boolean> {
  try {
    await auth().api.verifyPassword({ body: { password }, headers: request.headers });
    return true;
  } catch {
    return false;
  }
}

/**
 * The account's deletion, confirmed by its password (the legal pages promise it from the profile).
 * Removed: sign-in (password and sessions), the profile's personal fields and photo, the listings
 * (taken off the site; their rows stay for the counterpart's bookings, their photos go), favourites,
 * the messages the user wrote, their reviews and notifications, unsaved photos, phone codes. Kept, anonymised:
 * the conversations with the other party's messages, and the booking history, where the user now
 * reads 'Utilisateur supprimé' without phone. Refused while a confirmed stay is still to come, on
 * either side: someone counts on it.
 */
export async function deleteAccount(
  request: Request,
  userId: string,
  password: string,
): Promise<{ ok: true; headers: Headers } | { ok: false; error: string }> {
  if (!password) return { ok: false, error: DELETE_ACCOUNT_MESSAGES.passwordRequired };
  if (!(await hit(`account-delete:${userId}`, TRIES))) return { ok: false, error: DELETE_ACCOUNT_MESSAGES.tooManyTries };
  if (!(await passwordIsRight(request, password))) return { ok: false, error: DELETE_ACCOUNT_MESSAGES.wrongPassword };

  const now = new Date();
  const [upcoming] = await db()
    .select({ id: rentalBookings.id })
    .from(rentalBookings)
    .where(
      and(
        or(eq(rentalBookings.renterId, userId), eq(rentalBookings.ownerId, userId)),
        eq(rentalBookings.status, "confirmed"),
        gte(rentalBookings.endDate, dayOf(now)),
      ),
    )
    .limit(1);
  if (upcoming) return { ok: false, error: DELETE_ACCOUNT_MESSAGES.upcomingStays };

  // This browser is signed out (its cookies cleared); the account's other sessions go below.
  const headers = await signOut(request);
  // Waiting requests, both ways, end first: their renters and owners are told, as for any answer.
  await cancelRequestsOfAccount(userId, now);
  let files: { avatar: string | null; photos: string[] };
  try {
    files = await db().transaction(async (tx) => {
      const [before] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId)).for("update");
      const withdrawn = await tx
        .update(listings)
        .set({ deletedAt: now })
        .where(and(eq(listings.ownerId, userId), isNull(listings.deletedAt)))
        .returning({ images: listings.images });
      const drafts = await tx.delete(uploadDrafts).where(eq(uploadDrafts.userId, userId)).returning({ prefix: uploadDrafts.prefix });
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(accounts).where(eq(accounts.userId, userId));
      await tx.delete(favorites).where(eq(favorites.userId, userId));
      await tx.delete(messages).where(eq(messages.senderId, userId));
      await tx.delete(reviews).where(eq(reviews.reviewerId, userId));
      await tx.delete(notifications).where(eq(notifications.userId, userId));
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
          city: "",
          companyName: null,
          avatarUrl: null,
          messageMailOptOut: true,
          bookingMailOptOut: true,
          updatedAt: now,
        })
        .where(eq(profiles.id, userId));
      return { avatar: before?.avatarUrl ?? null, photos: [...withdrawn.flatMap((l) => l.images), ...drafts.map((d) => d.prefix)] };
    });
  } catch (error) {
    log.error("account.delete_failed", { error, userId });
    return { ok: false, error: DELETE_ACCOUNT_MESSAGES.failed };
  }
  // Its other sessions, deleted above, are refused on every instance from their next request on.
  await sessionsChanged(userId);
  const removals = [
    ...files.photos.map((prefix) => removeImageVariants(prefix, LISTING_IMAGE_WIDTHS)),
    ...(files.avatar ? [removeImageVariants(files.avatar, AVATAR_WIDTHS)] : []),
  ];
  for (const result of await Promise.allSettled(removals)) {
    if (result.status === "rejected") log.error("account.file_kept", { userId, error: String(result.reason) });
  }
  log.info("account.deleted", { userId });
  return { ok: true, headers };
}
