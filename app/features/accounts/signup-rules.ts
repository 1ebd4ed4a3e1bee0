import { type ImageProblem, MAX_IMAGE_BYTES } from "../../lib/images.ts";

/** Sign-up limits and messages the browser needs too (kept free of zod to stay small). */
export const PASSWORD_MISMATCH = /*i18n*/ "Les mots de passe ne correspondent pas";
export const AVATAR_REQUIRED = /*i18n*/ "Veuillez ajouter une photo de profil";
// The spec's wording of the image rule (app/lib/images.ts: JPEG, PNG or WebP, MAX_IMAGE_MB).
export const AVATAR_NOT_IMAGE = /*i18n*/ "Veuillez sélectionner une image";
export const AVATAR_TOO_LARGE = /*i18n*/ "L'image ne doit pas dépasser 5MB";
// MAX_IMAGE_MEGAPIXELS, written out so that it can be translated (signup-rules.test.ts holds them together).
export const AVATAR_TOO_MANY_PIXELS = /*i18n*/ "L'image est trop grande : 50 mégapixels au maximum";
/** Something failed after the account was made (it is then removed): the user may simply try again. */
export const SIGN_UP_FAILED = /*i18n*/ "Erreur lors de l'inscription";
/** The most a sign-up sends: its profile photo and a few fields. */
export const SIGN_UP_BODY_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

/** The message for a refused profile photo, whether the browser or the server found the problem. */
export function avatarProblem(problem: ImageProblem): string {
  if (problem === "too-large") return AVATAR_TOO_LARGE;
  return problem === "too-many-pixels" ? AVATAR_TOO_MANY_PIXELS : AVATAR_NOT_IMAGE;
}
