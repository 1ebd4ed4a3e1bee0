/** How long a pending payment lives: one still not paid after this is given up (closed at its provider, cancelled). */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/**
 * Checkouts a member may have open (pending payments, promotions and Pro together): enough for a
 * second try or another method, not a pile of sessions opened at the provider and left there.
 */
export const MAX_PENDING_PAYMENTS = 5;

/** Said with MAX_PENDING_PAYMENTS (5) and GIVE_UP_AFTER_MS (24 hours) written out: a marked message is one literal (pending-payments.test.ts holds them together). */
export const TOO_MANY_PENDING_PAYMENTS =
  /*i18n*/ "Vous avez déjà 5 paiements en attente. Terminez ou annulez l'un d'eux, ou réessayez plus tard : un paiement non réglé est annulé au bout de 24 heures.";
