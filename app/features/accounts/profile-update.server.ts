import { eq, sql } from "drizzle-orm";
import { sessionsChanged } from "../../server/session-cache.server.ts";
import { AVATAR_WIDTHS } from "../../lib/images.ts";
import { db } from "../../server/db.server.ts";
import { removeImageVariants, storeEncodedImage } from "../../server/images.server.ts";
import { log } from "../../server/log.server.ts";
import { profiles } from "../../server/schema.ts";
import { encodeAvatar } from "./avatar.server.ts";
import type { ProfileInput } from "./signup-schema.ts";

/** Spec doc 2 §8, profile messages. */
export const PROFILE_MESSAGES = {
  updated: /*i18n*/ "Profil mis à jour",
  failed: /*i18n*/ "Erreur lors de la mise à jour du profil",
  photoFailed: /*i18n*/ "Erreur lors du téléchargement de la photo",
} as const;

export type ProfileUpdate = { ok: true } | { ok: false; error: string; field?: "photo" };

/**
 * Saves the profile fields (already checked by profileSchema) and, when one is sent, a new photo:
 * judged and re-encoded before anything is written, stored, then the row points at it and the old
 * photo's files are removed. If the row cannot be saved, the new files go and the old photo stays.
 */
export async function updateProfile(userId: string, input: ProfileInput, photo?: Buffer): Promise<ProfileUpdate> {
  let avatar: string | undefined;
  if (photo && photo.byteLength > 0) {
    const encoded = await encodeAvatar(photo);
    if ("error" in encoded) return { ok: false, error: encoded.error, field: "photo" };
    try {
      avatar = await storeEncodedImage(encoded.image, "avatars");
    } catch (error) {
      log.error("profile.avatar_failed", { error, userId });
      return { ok: false, error: PROFILE_MESSAGES.photoFailed, field: "photo" };
    }
  }
  let previous: string | null = null;
  try {
    previous = await db().transaction(async (tx) => {
      const [before] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId)).for("update");
      const { firstName, lastName, country, city, phone, userType } = input;
      await tx
        .update(profiles)
        .set({
          firstName,
          lastName,
          name: `${firstName} ${lastName}`,
          country,
          city,
          phone,
          // A new number must be verified again.
          phoneVerified: sql`case when ${profiles.phone} = ${phone} then ${profiles.phoneVerified} else null end`,
          // WhatsApp was asked at the old number: a new one must be verified and asked again.
          whatsappNumber: sql`case when ${profiles.phone} = ${phone} then ${profiles.whatsappNumber} else null end`,
          userType,
          companyName: input.companyName ?? null,
          ...(avatar ? { avatarUrl: avatar } : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, userId));
      return before?.avatarUrl ?? null;
    });
  } catch (error) {
    log.error("profile.update_failed", { error, userId });
    if (avatar) await removeImageVariants(avatar, AVATAR_WIDTHS).catch(() => undefined);
    return { ok: false, error: PROFILE_MESSAGES.failed };
  }
  // The header shows the new name and photo on every instance from the next page on.
  await sessionsChanged(userId);
  if (avatar && previous && previous !== avatar) {
    await removeImageVariants(previous, AVATAR_WIDTHS).catch((error: unknown) => log.error("profile.old_avatar_kept", { error, userId }));
  }
  return { ok: true };
}
