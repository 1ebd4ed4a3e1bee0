import { IMAGE_TYPES_LABEL, type ImageProblem, MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIZE_LABEL } from "../../../lib/images.ts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Limits and French messages of the sell and rental forms, shared by the browser and the server. */
export const MAX_PHOTOS = 10;
/** Each photo follows the one image rule (app/lib/images.ts). */
export { MAX_IMAGE_BYTES as MAX_PHOTO_BYTES } from "../../../lib/images.ts";

export const LISTING_CREATED = /*i18n*/ "Annonce créée avec succès !";
export const CREATE_FAILED = /*i18n*/ "Erreur lors de la création de l'annonce";
export const FIX_ERRORS = /*i18n*/ "Veuillez corriger les champs signalés.";

export const IMAGES_REQUIRED = /*i18n*/ "Veuillez ajouter au moins une image";
export const IMAGES_MAX = /*i18n*/ "Maximum 10 images autorisées";
/**
 * The messages naming a refused photo: French as written here, or in the page's language when its
 * `i18n` is given (a message built from a file's name cannot travel as a marked constant).
 */
export const photoNotImage = (name: string, i18n?: I18n) => {
  if (!i18n) return `« ${name} » n'est pas une image ${IMAGE_TYPES_LABEL}`;
  const types = i18n._(IMAGE_TYPES_LABEL);
  return i18n._(msg`« ${name} » n'est pas une image ${types}`);
};
export const photoTooLarge = (name: string, i18n?: I18n) =>
  i18n ? i18n._(msg`L'image « ${name} » ne doit pas dépasser ${MAX_IMAGE_SIZE_LABEL}`) : `L'image « ${name} » ne doit pas dépasser ${MAX_IMAGE_SIZE_LABEL}`;
export const photoTooManyPixels = (name: string, i18n?: I18n) =>
  i18n
    ? i18n._(msg`L'image « ${name} » est trop grande : ${MAX_IMAGE_MEGAPIXELS} mégapixels au maximum`)
    : `L'image « ${name} » est trop grande : ${MAX_IMAGE_MEGAPIXELS} mégapixels au maximum`;
/** The message naming a refused photo, whether the browser or the server found the problem. */
export function photoProblem(name: string, problem: ImageProblem | undefined, i18n?: I18n): string | undefined {
  if (!problem) return undefined;
  if (problem === "too-large") return photoTooLarge(name, i18n);
  return problem === "too-many-pixels" ? photoTooManyPixels(name, i18n) : photoNotImage(name, i18n);
}
export const PHOTO_UNKNOWN = /*i18n*/ "Une photo envoyée est introuvable. Ajoutez-la à nouveau.";
// Marked, so written out: posting-rules.test.ts holds them to MAX_PHOTOS, the image size and the free plan's limit.
export const BODY_TOO_LARGE = /*i18n*/ "Les photos sont trop lourdes : 10 images de 5 MB au maximum.";

/**
 * Posts per user and hour. Every submission counts, refused ones too: the cost to bound is the
 * decoding of up to MAX_PHOTOS photos each time, and a form made to fail on purpose would cost the
 * same while creating nothing. 30 is one submission every two minutes for a whole hour; a dealer
 * types a dozen fields and picks photos for each car, and the browser checks the form before it
 * is sent, so even a fast dealer with a few retries stays well below it.
 */
export const POSTS_PER_HOUR = { max: 30, windowSeconds: 60 * 60 } as const;
export const TOO_MANY_POSTS = /*i18n*/ "Trop de tentatives de publication. Réessayez dans une heure.";

export const LIMIT_REACHED = /*i18n*/ "Vous avez atteint la limite de 5 annonces gratuites. Passez au plan Pro pour publier sans limite.";
