/** The review form's rules and French messages, shared by the browser (comfort) and the server. */

export const REVIEW_COMMENT_MAX = 2000;

/** Signing in first is the accounts' rule: /auth says 'Vous devez être connecté' (reason "connexion"). */
export const REVIEW_MESSAGES = {
  ratingRequired: /*i18n*/ "Veuillez sélectionner une note",
  added: /*i18n*/ "Avis ajouté avec succès",
  failed: /*i18n*/ "Erreur lors de l'ajout de l'avis",
  ownListing: /*i18n*/ "Vous ne pouvez pas donner votre avis sur votre propre annonce",
  accountTooNew: /*i18n*/ "Vous pourrez publier un avis 24 heures après la création de votre compte.",
  commentTooLong: /*i18n*/ "Le commentaire ne doit pas dépasser 2 000 caractères",
} as const;

export interface ReviewDraft {
  /** A whole number of stars, 1 to 5. */
  rating: number;
  /** Trimmed; an empty comment is no comment. */
  comment: string | null;
}

export type ReviewField = "rating" | "comment";

export type ReviewCheck = { ok: true; review: ReviewDraft } | { ok: false; field: ReviewField; error: string };

function ratingOf(value: unknown): number | null {
  const rating = typeof value === "string" ? (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value;
  return typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/** Spec §5: a rating of 1 to 5 is required; the comment is optional, trimmed, null when empty. */
export function checkReview(input: { rating: unknown; comment?: unknown }): ReviewCheck {
  const rating = ratingOf(input.rating);
  if (rating === null) return { ok: false, field: "rating", error: REVIEW_MESSAGES.ratingRequired };
  const comment = typeof input.comment === "string" ? input.comment.trim() : "";
  if (comment.length > REVIEW_COMMENT_MAX) return { ok: false, field: "comment", error: REVIEW_MESSAGES.commentTooLong };
  return { ok: true, review: { rating, comment: comment || null } };
}

/** The `intent` of the review form, beside the contact buttons on the detail page's one action. */
export const REVIEW_INTENT = "review";
