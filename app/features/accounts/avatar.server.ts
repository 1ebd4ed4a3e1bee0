import { AVATAR_WIDTHS } from "../../lib/images.ts";
import { type EncodedImage, ImageRejected, encodeImageVariants } from "../../server/images.server.ts";
import { AVATAR_NOT_IMAGE, avatarProblem } from "./signup-rules.ts";

/**
 * A profile photo judged by its bytes, decoded whole and re-encoded square, in memory, before
 * anything is stored (sign-up and /profile/edit, where it is optional: ADR 0052): a refusal is the
 * spec's message.
 */
export async function encodeAvatar(photo: Buffer): Promise<{ image: EncodedImage } | { error: string }> {
  if (photo.byteLength === 0) return { error: AVATAR_NOT_IMAGE };
  try {
    return { image: await encodeImageVariants(photo, AVATAR_WIDTHS, { square: true }) };
  } catch (e) {
    if (e instanceof ImageRejected) return { error: avatarProblem(e.reason) };
    throw e;
  }
}
