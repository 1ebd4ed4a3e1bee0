import { IMAGE_TYPES_LABEL, type ImageProblem, MAX_IMAGE_SIZE_LABEL } from "../../../lib/images.ts";

/** Limits and French messages of the sell and rental forms, shared by the browser and the server. */
export const MAX_PHOTOS = 10;
/** Each photo follows the one image rule (app/lib/images.ts). */
export { MAX_IMAGE_BYTES as MAX_PHOTO_BYTES } from "../../../lib/images.ts";
export const FREE_LISTING_LIMIT = 5;

export const SIGN_IN_TO_POST = "Vous devez être connecté pour poster une annonce";
export const LISTING_CREATED = "Annonce créée avec succès !";
export const CREATE_FAILED = "Erreur lors de la création de l'annonce";
export const FIX_ERRORS = "Veuillez corriger les champs signalés.";

export const IMAGES_REQUIRED = "Veuillez ajouter au moins une image";
export const IMAGES_MAX = "Maximum 10 images autorisées";
export const photoNotImage = (name: string) => `« ${name} » n'est pas une image ${IMAGE_TYPES_LABEL}`;
export const photoTooLarge = (name: string) => `L'image « ${name} » ne doit pas dépasser ${MAX_IMAGE_SIZE_LABEL}`;
/** The message naming a refused photo, whether the browser or the server found the problem. */
export function photoProblem(name: string, problem: ImageProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return problem === "too-large" ? photoTooLarge(name) : photoNotImage(name);
}
export const PHOTO_UNKNOWN = "Une photo envoyée est introuvable. Ajoutez-la à nouveau.";
export const BODY_TOO_LARGE = `Les photos sont trop lourdes : ${MAX_PHOTOS} images de ${MAX_IMAGE_SIZE_LABEL} au maximum.`;

export const LIMIT_REACHED = `Vous avez atteint la limite de ${FREE_LISTING_LIMIT} annonces gratuites. Passez au plan Pro pour publier sans limite.`;
