import { desc, eq } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { providerNamed } from "../../server/payments/payment-provider.server.ts";
import { memberPaymentRoute } from "../payments/payment-route.server.ts";
import { subscriptions } from "../../server/schema.ts";
import { openCheckout } from "../payments/payments.server.ts";
import { METHOD_UNAVAILABLE, cancelledCheckoutUrl } from "../payments/payment-messages.ts";
import { INVALID_PROMO_CODE, priceWithCode } from "./coupons.server.ts";
import { proPlan } from "./plans.server.ts";
import { prepaidProOf } from "./prepaid-pro.server.ts";
import { PRO_PERIOD_DAYS } from "./prepaid-period.ts";
import { isPro } from "./pro-status.server.ts";

export const SUBSCRIPTION_MESSAGES = {
  checkoutFailed: /*i18n*/ "Impossible de créer la session de paiement. Veuillez réessayer.",
  portalFailed: /*i18n*/ "Impossible d'ouvrir le portail de gestion. Veuillez réessayer.",
  invalidCode: INVALID_PROMO_CODE,
  alreadyPro: /*i18n*/ "Vous êtes déjà abonné au plan Pro.",
  methodUnavailable: METHOD_UNAVAILABLE,
} as const;

/**
 * 'Passer à Pro' (and 'Renouveler' of a prepaid month): a checkout for the Pro plan at the plan's
 * price (from our configuration), less the promo code's discount when the code exists; an unknown
 * code is refused before anyone is sent to pay. By card it is a monthly subscription the provider
 * renews; by a provider without subscriptions (Wave, Paystack, CinetPay), one payment for a 30-day period, which a member
 * already Pro that way may renew before it ends (the days add up).
 */
export async function startSubscription(
  userId: string,
  promoCode: unknown,
  method: unknown = "card",
  country?: string | null,
): Promise<Result<{ url: string }>> {
  const route = await memberPaymentRoute(userId, method, country);
  if (!route) return { ok: false, error: SUBSCRIPTION_MESSAGES.methodUnavailable };
  const { provider } = route;
  const renewal = !provider.recurring && (await prepaidProOf(userId))?.provider === provider.name;
  if (!renewal && (await isPro(userId))) return { ok: false, error: SUBSCRIPTION_MESSAGES.alreadyPro };
  const plan = await proPlan();
  if (!plan) return { ok: false, error: SUBSCRIPTION_MESSAGES.checkoutFailed };
  const priced = await priceWithCode(plan.price, promoCode);
  if (!priced) return { ok: false, error: SUBSCRIPTION_MESSAGES.invalidCode };
  const { amount, code, discount } = priced;
  const opened = await openCheckout(
    route,
    { userId, kind: "subscription", amount, couponCode: code },
    (paymentId) => ({
      customerId: userId,
      mode: provider.recurring ? "subscription" : "payment",
      productId: plan.productId,
      amount,
      listPrice: plan.price,
      discount,
      description: `${renewal ? "Renouvellement" : "Abonnement"} ${plan.name} — ${provider.recurring ? "1 mois" : `${PRO_PERIOD_DAYS} jours`}`,
      successUrl: `/subscription-success?paiement=${paymentId}`,
      cancelUrl: cancelledCheckoutUrl("/subscription"),
      failureUrl: `/subscription-success?paiement=${paymentId}`,
    }),
    SUBSCRIPTION_MESSAGES.checkoutFailed,
  );
  return opened.ok ? { ok: true, url: opened.url } : opened;
}

/** 'Gérer mon abonnement': the provider's portal for the member's subscription. */
export async function subscriptionPortal(userId: string): Promise<Result<{ url: string }>> {
  const [current] = await db()
    .select({ provider: subscriptions.provider, customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  const provider = current ? providerNamed(current.provider) : undefined;
  if (!provider?.portalUrl || !current?.customerId) return { ok: false, error: SUBSCRIPTION_MESSAGES.portalFailed };
  try {
    return { ok: true, url: await provider.portalUrl(current.customerId, "/subscription") };
  } catch (error) {
    log.error("subscription.portal_failed", { error, userId });
    return { ok: false, error: SUBSCRIPTION_MESSAGES.portalFailed };
  }
}
