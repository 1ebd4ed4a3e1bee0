import { type ImageProblem, MAX_IMAGE_BYTES } from "../../lib/images.ts";

/** Sign-up limits and messages the browser needs too (kept free of zod to stay small). */
export const PASSWORD_MISMATCH = /*i18n*/ "Les mots de passe ne correspondent pas";
/**
 * A chosen photo cannot come back in a page the server renders (no browser refills a file input):
 * said beside the photo field when a refused sign-up had sent one (ADR 0052).
 */
export const PHOTO_NOT_KEPT = /*i18n*/ "Le navigateur n'a pas pu garder la photo choisie : choisissez-la à nouveau (elle reste optionnelle).";
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

/**
 * The sign-up form's fields in the order it shows them (the profile form's are a subset, in the
 * same order). The profile photo is optional at sign-up and a company name is asked only of a
 * 'Vendeur' or a 'Concessionnaire' (ADR 0052); signup-schema.ts holds the rules themselves.
 */
export const SIGN_UP_FIELD_ORDER = [
  "photo",
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
  "country",
  "city",
  "phone",
  "userType",
  "companyName",
] as const;

/** The refusals in the order of the form (anything it does not show after them): a summary's list. */
export function errorsInFormOrder(errors: Readonly<Record<string, string | undefined>>): [name: string, message: string][] {
  const rank = (name: string) => {
    const at = (SIGN_UP_FIELD_ORDER as readonly string[]).indexOf(name);
    return at === -1 ? SIGN_UP_FIELD_ORDER.length : at;
  };
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort(([a], [b]) => rank(a) - rank(b));
}

/** The first refused field as the form shows them: the one to focus and bring into view. */
export function firstInvalidField(errors: Readonly<Record<string, string | undefined>>): string | undefined {
  return errorsInFormOrder(errors)[0]?.[0];
}
