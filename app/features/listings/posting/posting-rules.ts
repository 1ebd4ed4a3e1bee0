import { IMAGE_TYPES_LABEL, type ImageProblem, MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIZE_LABEL } from "../../../lib/images.ts";
import { FREE_LISTING_LIMIT } from "../../subscription/plan-features.ts";

/** Limits and French messages of the sell and rental forms, shared by the browser and the server. */
export const MAX_PHOTOS = 10;
/** Each photo follows the one image rule (app/lib/images.ts). */
export { MAX_IMAGE_BYTES as MAX_PHOTO_BYTES } from "../../../lib/images.ts";

export const LISTING_CREATED = "Annonce créée avec succès !";
export const CREATE_FAILED = "Erreur lors de la création de l'annonce";
export const FIX_ERRORS = "Veuillez corriger les champs signalés.";

export const IMAGES_REQUIRED = "Veuillez ajouter au moins une image";
export const IMAGES_MAX = "Maximum 10 images autorisées";
export const photoNotImage = (name: string) => `« ${name} » n'est pas une image ${IMAGE_TYPES_LABEL}`;
export const photoTooLarge = (name: string) => `L'image « ${name} » ne doit pas dépasser ${MAX_IMAGE_SIZE_LABEL}`;
export const photoTooManyPixels = (name: string) =>
  `L'image « ${name} » est trop grande : ${MAX_IMAGE_MEGAPIXELS} mégapixels au maximum`;
/** The message naming a refused photo, whether the browser or the server found the problem. */
export function photoProblem(name: string, problem: ImageProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem === "too-large") return photoTooLarge(name);
  return problem === "too-many-pixels" ? photoTooManyPixels(name) : photoNotImage(name);
}
export const PHOTO_UNKNOWN = "Une photo envoyée est introuvable. Ajoutez-la à nouveau.";
export const BODY_TOO_LARGE = `Les photos sont trop lourdes : ${MAX_PHOTOS} images de ${MAX_IMAGE_SIZE_LABEL} au maximum.`;

/**
 * Posts per user and hour. Every submission counts, refused ones too: the cost to bound is the
 * decoding of up to MAX_PHOTOS photos each time, and a form made to fail on purpose would cost the
 * same while creating nothing. 30 is one submission every two minutes for a whole hour; a dealer
 * types a dozen fields and picks photos for each car, and the browser checks the form before it
 * is sent, so even a fast dealer with a few retries stays well below it.
 */
export const POSTS_PER_HOUR = { max: 30, windowSeconds: 60 * 60 } as const;
export const TOO_MANY_POSTS = "Trop de tentatives de publication. Réessayez dans une heure.";

export const LIMIT_REACHED = `Vous avez atteint la limite de ${FREE_LISTING_LIMIT} annonces gratuites. Passez au plan Pro pour publier sans limite.`;
