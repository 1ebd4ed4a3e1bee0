export const SIGN_IN_REQUIRED = /*i18n*/ "Vous devez être connecté";

/**
 * Why a visitor is sent to /auth. A link carries only the short code (`/auth?reason=annonce`) and
 * /auth shows the sentence it stands for: a link cannot make our page say anything else (no
 * phishing line written into the URL). Codes are part of URLs people share: keep them stable.
 * The sentences are the sign-in page's: a feature that refuses a visitor says the same by reading them here.
 */
export const SIGN_IN_REASONS = {
  connexion: SIGN_IN_REQUIRED,
  annonce: /*i18n*/ "Vous devez être connecté pour poster une annonce",
  favoris: /*i18n*/ "Vous devez être connecté pour ajouter aux favoris",
  reservation: /*i18n*/ "Vous devez être connecté pour réserver.",
  signalement: /*i18n*/ "Vous devez être connecté pour signaler un contenu.",
  recherche: /*i18n*/ "Vous devez être connecté pour enregistrer une recherche.",
} as const;

export type SignInReason = keyof typeof SIGN_IN_REASONS;

/** The sentence /auth shows for a code of ours; null for an unknown code, free text or nothing. */
export function signInReasonMessage(code: string | null | undefined): string | null {
  return code && Object.hasOwn(SIGN_IN_REASONS, code) ? SIGN_IN_REASONS[code as SignInReason] : null;
}
