/** Limits and French messages of the sell and rental forms, shared by the browser and the server. */
export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
export const FREE_LISTING_LIMIT = 5;

export const SIGN_IN_TO_POST = "Vous devez être connecté pour poster une annonce";
export const LISTING_CREATED = "Annonce créée avec succès !";
export const CREATE_FAILED = "Erreur lors de la création de l'annonce";
export const FIX_ERRORS = "Veuillez corriger les champs signalés.";

export const IMAGES_REQUIRED = "Veuillez ajouter au moins une image";
export const IMAGES_MAX = "Maximum 10 images autorisées";
export const photoNotImage = (name: string) => `« ${name} » n'est pas une image JPG, PNG ou WEBP`;
export const photoTooLarge = (name: string) => `L'image « ${name} » ne doit pas dépasser 5 MB`;
export const PHOTO_UNKNOWN = "Une photo envoyée est introuvable. Ajoutez-la à nouveau.";
export const BODY_TOO_LARGE = "Les photos sont trop lourdes : 10 images de 5 MB au maximum.";

export const LIMIT_REACHED = `Vous avez atteint la limite de ${FREE_LISTING_LIMIT} annonces gratuites. Passez au plan Pro pour publier sans limite.`;
