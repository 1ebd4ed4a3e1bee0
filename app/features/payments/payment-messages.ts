import type { NotificationInput } from "../notifications/notifications.server.ts";

/** A payment method that is unknown or not configured here. */
export const METHOD_UNAVAILABLE = /*i18n*/ "Ce moyen de paiement n'est pas disponible. Choisissez-en un autre.";

/** What the payer reads when a payment will not be paid (the return page, the bell). */
export const UNPAID_MESSAGES = {
  promotion: /*i18n*/ "Le paiement n'a pas abouti : aucune somme n'a été prélevée et la promotion n'est pas activée. Vous pouvez réessayer.",
  subscription: /*i18n*/ "Le paiement n'a pas abouti : aucune somme n'a été prélevée et le plan Pro n'est pas activé. Vous pouvez réessayer.",
} as const;

export const PAYMENT_PAGE_MESSAGES = {
  confirming: /*i18n*/ "Paiement en cours de confirmation…",
  confirmingDetail:
    /*i18n*/ "Nous attendons la confirmation de votre paiement. Cette page se met à jour d'elle-même ; vous pouvez aussi la quitter, vous serez prévenu.",
  unpaidTitle: /*i18n*/ "Paiement non abouti",
  refunded: /*i18n*/ "Ce paiement a été remboursé.",
  notFound: /*i18n*/ "Paiement introuvable",
} as const;

/**
 * A checkout given up on the provider's page ('Annuler') comes back to where it started with this
 * query, which the page reads to say so: the same for every provider, with no cookie to lose
 * between tabs. Nothing was taken.
 */
export const CHECKOUT_CANCELLED = {
  param: "paiement",
  value: "annule",
  title: /*i18n*/ "Paiement annulé",
  detail: /*i18n*/ "Aucune somme n'a été prélevée.",
} as const;

/** `path` with the query that says its checkout was cancelled. */
export function cancelledCheckoutUrl(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${CHECKOUT_CANCELLED.param}=${CHECKOUT_CANCELLED.value}`;
}

/** Whether a page's URL is a cancelled checkout's return. */
export function isCancelledCheckout(url: URL): boolean {
  return url.searchParams.get(CHECKOUT_CANCELLED.param) === CHECKOUT_CANCELLED.value;
}

/** Where the payer tries again: the promote page with the same listing, or the plans. */
export function retryLink(payment: { kind: string; listingId: string | null }): string {
  if (payment.kind === "subscription") return "/subscription";
  return payment.listingId ? `/promote?annonce=${payment.listingId}` : "/promote";
}

export function unpaidNotice(payment: { kind: string; listingId: string | null }): NotificationInput {
  return {
    title: PAYMENT_PAGE_MESSAGES.unpaidTitle,
    message: payment.kind === "subscription" ? UNPAID_MESSAGES.subscription : UNPAID_MESSAGES.promotion,
    type: "payment",
    link: retryLink(payment),
  };
}
