/** An admin's refusal of a licence carries a reason the member reads, this long at most. */
export const REFUSAL_REASON_MAX = 300;

export const LICENCE_REVIEW_MESSAGES = {
  verified: /*i18n*/ "Permis vérifié : le membre a été prévenu.",
  refused: /*i18n*/ "Permis refusé : le membre a été prévenu avec le motif.",
  reasonRequired: /*i18n*/ "Indiquez le motif du refus.",
  reasonTooLong: /*i18n*/ "Le motif du refus ne peut dépasser 300 caractères.",
  expired: /*i18n*/ "Ce permis a expiré : il ne peut pas être vérifié. Refusez-le avec un motif.",
  notPending: /*i18n*/ "Ce permis n'attend plus de vérification : un autre administrateur a déjà décidé, ou le membre l'a remplacé.",
} as const;

/** The refusal's reason as kept, or why it cannot be. */
export function checkRefusalReason(typed: string): { ok: true; reason: string } | { ok: false; error: string } {
  const reason = typed.trim();
  if (!reason) return { ok: false, error: LICENCE_REVIEW_MESSAGES.reasonRequired };
  if ([...reason].length > REFUSAL_REASON_MAX) return { ok: false, error: LICENCE_REVIEW_MESSAGES.reasonTooLong };
  return { ok: true, reason };
}
