import { and, desc, eq, or } from "drizzle-orm";
import { sessionsChanged } from "../../server/session-cache.server.ts";
import { dayOf } from "../../lib/calendar-day.ts";
import { AVATAR_WIDTHS, LISTING_IMAGE_WIDTHS } from "../../lib/images.ts";
import { db } from "../../server/db.server.ts";
import { removeImageVariants } from "../../server/images.server.ts";
import { log } from "../../server/log.server.ts";
import { hit } from "../../server/rate-limit.server.ts";
import { rentalBookings } from "../../server/schema.ts";
import { signOut } from "../accounts/accounts.server.ts";
import { eraseAccount } from "../accounts/account-erasure.server.ts";
import { auth } from "../accounts/auth.server.ts";
import { cancelRequestsOfAccount } from "../bookings/booking-status.server.ts";
import { bindsItsParties, isUnsettled } from "../bookings/binding-bookings.server.ts";
import { eraseMessagesBy } from "../chat/conversations.server.ts";
import { eraseFavoritesOf } from "../favorites/favorites.server.ts";
import { listingPagesChanged } from "../listing-pages/listing-pages.server.ts";
import { withdrawListingsOf } from "../listings/delete-listing.server.ts";
import type { ListingRef } from "../listings/listing.ts";
import { eraseDraftsOf } from "../listings/posting/photos.server.ts";
import { eraseLicenceOf } from "../driving-licence/licence-save.server.ts";
import { removePrivatePhotos } from "../../server/private-storage.server.ts";
import { eraseNotificationsOf } from "../notifications/notifications.server.ts";
import { erasePushDevicesOf } from "../push/subscriptions.server.ts";
import { eraseRecentViewsOf } from "../recently-viewed/recently-viewed.server.ts";
import { eraseReviewsBy } from "../reviews/reviews.server.ts";
import { eraseSavedSearchesOf } from "../saved-searches/saved-searches.server.ts";
import type { RefusalCode } from "../../lib/result.ts";

export const DELETE_ACCOUNT_MESSAGES = {
  passwordRequired: /*i18n*/ "Veuillez saisir votre mot de passe",
  wrongPassword: /*i18n*/ "Mot de passe incorrect",
  tooManyTries: /*i18n*/ "Trop de tentatives. Réessayez dans quelques minutes.",
  upcomingStays: /*i18n*/ "Vous avez des locations confirmées à venir. Convenez-en avec l'autre partie et attendez leur fin avant de supprimer votre compte.",
  unsettledStays:
    /*i18n*/ "Une de vos locations est en cours ou pas encore réglée (état des lieux, caution, litige). Attendez son règlement avant de supprimer votre compte.",
  failed: /*i18n*/ "Erreur lors de la suppression du compte",
  deleted: /*i18n*/ "Votre compte a été supprimé",
} as const;

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
 * the messages the user wrote, their reviews and notifications, their recently viewed listings, unsaved photos, phone codes, the driving licence and its photos. Kept, anonymised:
 * the conversations with the other party's messages, and the booking history, where the user now
 * reads 'Utilisateur supprimé' without phone. Refused while a confirmed stay is still to come, on
 * either side: someone counts on it.
 */
export async function deleteAccount(
  request: Request,
  userId: string,
  password: string,
): Promise<{ ok: true; headers: Headers } | { ok: false; error: string; code?: RefusalCode }> {
  if (!password) return { ok: false, error: DELETE_ACCOUNT_MESSAGES.passwordRequired };
  if (!(await hit(`account-delete:${userId}`, TRIES))) return { ok: false, error: DELETE_ACCOUNT_MESSAGES.tooManyTries };
  if (!(await passwordIsRight(request, password))) return { ok: false, error: DELETE_ACCOUNT_MESSAGES.wrongPassword };

  const now = new Date();
  const [binding] = await db()
    .select({ status: rentalBookings.status })
    .from(rentalBookings)
    .where(and(or(eq(rentalBookings.renterId, userId), eq(rentalBookings.ownerId, userId)), bindsItsParties(dayOf(now))))
    // A car already out ("returned", "in_progress", "disputed") sorts before one still to come ("confirmed").
    .orderBy(desc(rentalBookings.status))
    .limit(1);
  if (binding) return { ok: false, error: isUnsettled(binding.status) ? DELETE_ACCOUNT_MESSAGES.unsettledStays : DELETE_ACCOUNT_MESSAGES.upcomingStays };

  // This browser is signed out (its cookies cleared); the account's other sessions go below.
  const headers = await signOut(request);
  // Waiting requests, both ways, end first: their renters and owners are told, as for any answer.
  await cancelRequestsOfAccount(userId, now);
  let gone: { avatar: string | null; photos: string[]; listings: ListingRef[]; licence: string[] };
  try {
    // Each feature erases its own rows, all in one transaction: the account goes whole or not at all.
    gone = await db().transaction(async (tx) => {
      const avatar = await eraseAccount(tx, userId, now);
      const { withdrawn, photos } = await withdrawListingsOf(tx, userId, now);
      const drafts = await eraseDraftsOf(tx, userId);
      await eraseFavoritesOf(tx, userId);
      await eraseMessagesBy(tx, userId);
      await eraseReviewsBy(tx, userId);
      await eraseNotificationsOf(tx, userId);
      await eraseSavedSearchesOf(tx, userId);
      await eraseRecentViewsOf(tx, userId);
      await erasePushDevicesOf(tx, userId);
      const licence = await eraseLicenceOf(tx, userId);
      return { avatar, photos: [...photos, ...drafts], listings: withdrawn, licence };
    });
  } catch (error) {
    log.error("account.delete_failed", { error, userId });
    return { ok: false, error: DELETE_ACCOUNT_MESSAGES.failed, code: "failed" };
  }
  // Its other sessions, deleted above, are refused on every instance from their next request on.
  await sessionsChanged(userId);
  // Committed: the pages visitors share of its listings go on every instance too.
  await listingPagesChanged(gone.listings);
  const removals = [
    ...gone.photos.map((prefix) => removeImageVariants(prefix, LISTING_IMAGE_WIDTHS)),
    ...(gone.avatar ? [removeImageVariants(gone.avatar, AVATAR_WIDTHS)] : []),
    removePrivatePhotos(gone.licence),
  ];
  for (const result of await Promise.allSettled(removals)) {
    if (result.status === "rejected") log.error("account.file_kept", { userId, error: String(result.reason) });
  }
  log.info("account.deleted", { userId });
  return { ok: true, headers };
}
