import type { NotificationInput } from "../notifications/notifications.server.ts";

/** A payment method that is unknown or not configured here. */
export const METHOD_UNAVAILABLE = "Ce moyen de paiement n'est pas disponible. Choisissez-en un autre.";

/** What the payer reads when a payment will not be paid (the return page, the bell). */
export const UNPAID_MESSAGES = {
  promotion: "Le paiement n'a pas abouti : aucune somme n'a été prélevée et la promotion n'est pas activée. Vous pouvez réessayer.",
  subscription: "Le paiement n'a pas abouti : aucune somme n'a été prélevée et le plan Pro n'est pas activé. Vous pouvez réessayer.",
} as const;

export const PAYMENT_PAGE_MESSAGES = {
  confirming: "Paiement en cours de confirmation…",
  confirmingDetail: "Nous attendons la confirmation de votre paiement. Cette page se met à jour d'elle-même ; vous pouvez aussi la quitter, vous serez prévenu.",
  unpaidTitle: "Paiement non abouti",
  refunded: "Ce paiement a été remboursé.",
  notFound: "Paiement introuvable",
} as const;

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
