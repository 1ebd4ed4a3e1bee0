/** Sign-up limits and messages the browser needs too (kept free of zod to stay small). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"];
export const PASSWORD_MISMATCH = "Les mots de passe ne correspondent pas";
export const AVATAR_REQUIRED = "Veuillez ajouter une photo de profil";
export const AVATAR_NOT_IMAGE = "Veuillez sélectionner une image";
export const AVATAR_TOO_LARGE = "L'image ne doit pas dépasser 5MB";
