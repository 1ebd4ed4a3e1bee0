/** French messages for the auth library's error codes; anything unknown falls back to the caller's. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: /*i18n*/ "Email ou mot de passe incorrect",
  INVALID_PASSWORD: /*i18n*/ "Email ou mot de passe incorrect",
  USER_NOT_FOUND: /*i18n*/ "Email ou mot de passe incorrect",
  USER_ALREADY_EXISTS: /*i18n*/ "Un compte existe déjà avec cet email",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: /*i18n*/ "Un compte existe déjà avec cet email",
  PASSWORD_TOO_SHORT: /*i18n*/ "Le mot de passe doit contenir au moins 8 caractères",
  PASSWORD_TOO_LONG: /*i18n*/ "Le mot de passe est trop long",
  INVALID_EMAIL: /*i18n*/ "Adresse email invalide",
  INVALID_TOKEN: /*i18n*/ "Token invalide ou expiré",
  TOKEN_EXPIRED: /*i18n*/ "Token invalide ou expiré",
  BANNED_USER: /*i18n*/ "Votre compte a été suspendu. Contactez le support si vous pensez qu'il s'agit d'une erreur.",
  EMAIL_ALREADY_VERIFIED: /*i18n*/ "Votre email est déjà vérifié",
};

export const TOO_MANY_ATTEMPTS = /*i18n*/ "Trop de tentatives. Réessayez dans quelques minutes.";

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === "string" ? body.code : undefined;
}

export function frenchAuthError(error: unknown, fallback: string): string {
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || fallback;
}
