export const VERIFY_MISSING = /*i18n*/ "Token de vérification manquant";
export const VERIFY_FAILED = /*i18n*/ "Token invalide ou expiré";
export const VERIFY_SUCCESS = /*i18n*/ "Votre email a été vérifié avec succès !";
