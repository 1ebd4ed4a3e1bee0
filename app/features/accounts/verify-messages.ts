export const VERIFY_MISSING = "Token de vérification manquant";
export const VERIFY_FAILED = "Token invalide ou expiré";
export const VERIFY_SUCCESS = "Votre email a été vérifié avec succès !";
