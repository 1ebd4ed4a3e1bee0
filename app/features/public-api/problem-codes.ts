/**
 * The API's errors (RFC 9457 `application/problem+json`): a stable `code` a program tests, a
 * French `detail`, and the same sentence in French and English under `messages`. The sentences
 * live here, in both languages, rather than in the site's catalogs: an integrator reads them in
 * logs, whatever language the site is being translated into meanwhile.
 */
export const PROBLEMS = {
  unauthorized: {
    status: 401,
    title: "Unauthorized",
    fr: "Clé API absente, mal formée, inconnue ou révoquée. Envoyez « Authorization: Bearer <clé> ».",
    en: "Missing, malformed, unknown or revoked API key. Send “Authorization: Bearer <key>”.",
  },
  forbidden: {
    status: 403,
    title: "Forbidden",
    fr: "Ce compte ne peut pas utiliser l'API : elle est réservée aux membres Pro et aux concessionnaires, et le compte ne doit pas être suspendu.",
    en: "This account cannot use the API: it is for Pro members and dealers, and the account must not be suspended.",
  },
  not_found: { status: 404, title: "Not Found", fr: "Ressource introuvable.", en: "Resource not found." },
  method_not_allowed: {
    status: 405,
    title: "Method Not Allowed",
    fr: "Cette méthode n'est pas acceptée à cette adresse.",
    en: "This method is not allowed at this address.",
  },
  conflict: {
    status: 409,
    title: "Conflict",
    fr: "Cette référence est déjà celle d'une autre de vos annonces.",
    en: "This reference already belongs to another of your listings.",
  },
  payload_too_large: {
    status: 413,
    title: "Payload Too Large",
    fr: "Le corps de la requête est trop lourd (1 MB pour du JSON, 5 MB pour une photo).",
    en: "The request body is too large (1 MB for JSON, 5 MB for a photo).",
  },
  unsupported_media_type: {
    status: 415,
    title: "Unsupported Media Type",
    fr: "Type de contenu non pris en charge : envoyez « Content-Type: application/json » (ou une image pour les photos).",
    en: "Unsupported content type: send “Content-Type: application/json” (or an image for photos).",
  },
  invalid_json: { status: 400, title: "Bad Request", fr: "Le corps de la requête n'est pas un JSON valide.", en: "The request body is not valid JSON." },
  validation_failed: {
    status: 422,
    title: "Unprocessable Content",
    fr: "Certains champs sont invalides : voir « errors ».",
    en: "Some fields are invalid: see “errors”.",
  },
  limit_reached: {
    status: 403,
    title: "Forbidden",
    fr: "Limite d'annonces du plan gratuit atteinte : passez au plan Pro pour publier sans limite.",
    en: "The free plan's listing limit is reached: upgrade to Pro to post without limit.",
  },
  too_many_requests: {
    status: 429,
    title: "Too Many Requests",
    fr: "Trop de requêtes avec cette clé : réessayez après le délai indiqué par « Retry-After ».",
    en: "Too many requests with this key: retry after the delay given by “Retry-After”.",
  },
  internal_error: {
    status: 500,
    title: "Internal Server Error",
    fr: "Une erreur est survenue de notre côté. Réessayez plus tard.",
    en: "Something went wrong on our side. Please retry later.",
  },
} as const satisfies Record<string, { status: number; title: string; fr: string; en: string }>;

export type ProblemCode = keyof typeof PROBLEMS;
