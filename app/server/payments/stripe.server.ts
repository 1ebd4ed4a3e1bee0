import Stripe from "stripe";
import { appUrl } from "../secret.server.ts";
import type { CheckoutDiscount, CheckoutRequest, CheckoutState, PaymentProvider, ProviderEvent, SubscriptionState } from "./provider.ts";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (stripe-mock, a proxy); Stripe's own when absent. */
  apiUrl?: string;
}

/** XOF is a zero-decimal currency at Stripe: amounts are whole francs, as ours are. */
const CURRENCY = "xof";

/** The events that say "look at this checkout" or "look at this subscription"; the rest are acknowledged and left. */
const CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);
const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);
const INVOICE_EVENTS = new Set(["invoice.paid", "invoice.payment_failed"]);

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  return { ...options, host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol === "http:" ? "http" : "https" };
}

/** Stripe's "No such …": the object is not theirs to give, which the caller treats as unknown. */
const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/** Reads an object, or null when Stripe has no such object; other failures (network, keys) are thrown. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === "string" ? value : (value?.id ?? null));

/** The coupon that takes `off` francs off, for as long as our promo code says; one per code and terms. */
function couponId(discount: CheckoutDiscount, off: number): string {
  const months = discount.duration === "repeating" ? `-${discount.durationInMonths}m` : "";
  return `autoafrique-${discount.code}-${off}xof-${discount.duration}${months}`.toLowerCase();
}

function checkoutStatus(session: Stripe.Checkout.Session): CheckoutState["status"] {
  if (session.status === "complete" && session.payment_status !== "unpaid") return "paid";
  if (session.status === "expired") return "cancelled";
  return "open";
}

/** The period a subscription is paid up to: on its items in current API versions. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items.data[0]?.current_period_end;
  return typeof end === "number" ? new Date(end * 1000) : null;
}

/** The subscription an invoice bills, wherever the API version puts it. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * Stripe: Checkout Sessions (mode `payment` for a promotion, `subscription` for Pro), coupons for
 * promo codes, the Billing Portal, and webhooks checked by signature. Prices are sent inline from
 * our database (`price_data`), so what is charged is always what we decided.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));
  const ensuredCoupons = new Set<string>();

  /** Stripe's coupon for a promo code, created the first time it is used with these terms. */
  async function coupon(discount: CheckoutDiscount, off: number): Promise<string> {
    const id = couponId(discount, off);
    if (ensuredCoupons.has(id)) return id;
    if (!(await orNull(stripe.coupons.retrieve(id)))) {
      await stripe.coupons.create({
        id,
        name: discount.code,
        amount_off: off,
        currency: CURRENCY,
        duration: discount.duration,
        ...(discount.duration === "repeating" ? { duration_in_months: discount.durationInMonths ?? 1 } : {}),
      });
    }
    ensuredCoupons.add(id);
    return id;
  }

  async function lineAndDiscounts(request: CheckoutRequest) {
    const off = request.listPrice - request.amount;
    // A one-off payment is charged its amount after the code; a subscription gets a coupon, so that
    // the discount lasts as long as the code says and later months are at the plan's price.
    if (request.mode === "payment" || !request.discount || off <= 0) {
      const unit = request.mode === "payment" ? request.amount : request.listPrice;
      return { unit, discounts: undefined };
    }
    return { unit: request.listPrice, discounts: [{ coupon: await coupon(request.discount, off) }] };
  }

  return {
    name: "stripe",
    recurring: true,

    async createCheckout(request) {
      const { unit, discounts } = await lineAndDiscounts(request);
      const absolute = (path: string) => new URL(path, `${appUrl()}/`).toString();
      const subscription = request.mode === "subscription";
      if (subscription && !request.productId) throw new Error("stripe: a subscription checkout needs the plan's product");
      const session = await stripe.checkout.sessions.create(
        {
          mode: request.mode,
          client_reference_id: request.reference,
          metadata: { reference: request.reference, member: request.customerId },
          line_items: [
            {
              quantity: 1,
              price_data: subscription
                ? { currency: CURRENCY, unit_amount: unit, product: request.productId, recurring: { interval: "month" } }
                : { currency: CURRENCY, unit_amount: unit, product_data: { name: request.description } },
            },
          ],
          ...(discounts ? { discounts } : {}),
          ...(subscription ? { subscription_data: { metadata: { member: request.customerId }, description: request.description } } : {}),
          success_url: absolute(request.successUrl),
          cancel_url: absolute(request.cancelUrl),
          locale: "fr",
        },
        // A retried request (network, timeout) opens the same session, never a second one.
        { idempotencyKey: `checkout-${request.reference}` },
      );
      if (!session.url) throw new Error("stripe: the checkout session has no URL");
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(id) {
      const session = await orNull(stripe.checkout.sessions.retrieve(id));
      if (!session) return null;
      return {
        id: session.id,
        reference: session.client_reference_id ?? session.metadata?.reference ?? "",
        status: checkoutStatus(session),
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? "").toUpperCase(),
        subscriptionId: idOf(session.subscription),
      };
    },

    async retrieveSubscription(id): Promise<SubscriptionState | null> {
      const subscription = await orNull(stripe.subscriptions.retrieve(id));
      if (!subscription) return null;
      const product = idOf(subscription.items.data[0]?.price.product);
      const member = subscription.metadata?.member;
      if (!product || !member) return null;
      return {
        id: subscription.id,
        memberId: member,
        customerId: idOf(subscription.customer) ?? "",
        productId: product,
        status: subscription.status,
        currentPeriodEnd: periodEnd(subscription),
      };
    },

    async refund(checkoutId) {
      const session = await stripe.checkout.sessions.retrieve(checkoutId);
      // A promotion's payment; a subscription's first month is refunded from Stripe's dashboard with its invoice.
      const paymentIntent = idOf(session.payment_intent);
      if (!paymentIntent) throw new Error("stripe: this checkout has no payment to refund");
      await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${checkoutId}` });
    },

    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: new URL(returnUrl, `${appUrl()}/`).toString(),
        locale: "fr",
      });
      return session.url;
    },

    async readWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) return { ok: false };
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch {
        return { ok: false };
      }
      return { ok: true, event: providerEvent(event) };
    },
  };
}

/** What a Stripe event is about, in the provider-neutral words of `handlePaymentEvent`. */
function providerEvent(event: Stripe.Event): ProviderEvent | null {
  const object = event.data.object as { id?: string; object?: string };
  if (CHECKOUT_EVENTS.has(event.type) && object.id) return { id: event.id, type: event.type, checkoutId: object.id };
  if (SUBSCRIPTION_EVENTS.has(event.type) && object.id) return { id: event.id, type: event.type, subscriptionId: object.id };
  if (INVOICE_EVENTS.has(event.type)) {
    const subscriptionId = invoiceSubscription(event.data.object as Stripe.Invoice);
    return subscriptionId ? { id: event.id, type: event.type, subscriptionId } : null;
  }
  return null;
}
