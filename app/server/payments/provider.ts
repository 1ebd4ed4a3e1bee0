/**
 * What the app asks of a payment provider: a hosted checkout created on the server, a redirect,
 * and news of the outcome (a signed webhook, or the sandbox's own page). Card processors (Stripe)
 * and mobile money (Wave, Orange Money, CinetPay) all work this way; nothing here assumes either.
 * Prices are whole XOF, always read from our database, never from the browser; what a provider
 * takes (`Charge`) may be another currency, converted at a rate the payment keeps.
 */

/** What the provider takes: an amount in the smallest unit of `currency` (kobo, pesewas; whole francs for XOF and GNF). */
export interface Charge {
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export interface CheckoutRequest {
  /** Our payment's id, given back with every event about it. */
  reference: string;
  /** Who pays: our member id (the provider's customer). */
  customerId: string;
  /** A one-off payment, or the first payment of a monthly subscription to `productId`. */
  mode: "payment" | "subscription";
  productId?: string;
  /** What the first payment comes to in XOF, after any promo code. */
  amount: number;
  /** What the provider is asked to take (the amount above, converted): what its word is checked against. */
  charge: Charge;
  /** The method the member chose ('card', 'mtn-momo'…), for a provider that narrows its page to it. */
  method: string;
  /** The payer's address, for a provider that asks for one (Paystack). */
  customerEmail: string;
  /** The price before the promo code, and the code, for a provider that applies discounts itself (Stripe coupons). */
  listPrice: number;
  discount?: CheckoutDiscount;
  description: string;
  successUrl: string;
  /** Where a payer who gives up goes back to. */
  cancelUrl: string;
  /** Where a payer whose payment failed lands (the page that tells them, from our record). */
  failureUrl: string;
}

/** A promo code as a provider applies it: `listPrice - amount` off, for one payment, every payment, or some months. */
export interface CheckoutDiscount {
  code: string;
  duration: "once" | "forever" | "repeating";
  durationInMonths: number | null;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface SubscriptionState {
  id: string;
  /** Our member the subscription was taken for. */
  memberId: string;
  /** The provider's customer, whom its portal is opened for. */
  customerId: string;
  productId: string;
  /** The provider's word: active, canceled, past_due… */
  status: string;
  currentPeriodEnd: Date | null;
}

/** The provider's own account of a checkout, read back whenever an event arrives: the event is only a trigger. */
export interface CheckoutState {
  id: string;
  reference: string;
  status: "open" | "paid" | "cancelled";
  /** What the provider holds taken or to take, in the smallest unit of `currency`. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Set once a subscription checkout is paid. */
  subscriptionId: string | null;
}

/** An event the provider sent: an id to apply it once, and what it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  checkoutId?: string;
  subscriptionId?: string;
}

/** A webhook's delivery, checked: refused (bad signature), or carrying an event (null when of no interest to us). */
export type WebhookDelivery = { ok: false } | { ok: true; event: ProviderEvent | null };

export interface PaymentProvider {
  name: string;
  /**
   * Whether the provider renews a subscription itself (Stripe, the sandbox). Without (Wave, mobile
   * money in general) a Pro month is one payment for a 30-day period, renewed by the member.
   */
  recurring: boolean;
  /** The currencies it takes beside XOF's absence (ISO, upper case); a visitor's own one is charged when listed, else XOF. */
  currencies?: readonly string[];
  /** Amounts it takes are multiples of this, in the smallest unit (CinetPay: 5); the charge is rounded up to it. */
  amountStep?: number;
  /**
   * Whether its webhooks are answered 2xx before any work (Wave asks for it, and retries slow
   * answers): the work then runs in the background, and the reconciliation job catches what fails.
   */
  acknowledgesWebhooksFirst?: boolean;
  /** Checks a webhook's signature over the raw body and reads the event (providers whose news comes by webhook). */
  readWebhook?(rawBody: string, headers: Headers): Promise<WebhookDelivery>;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(id: string): Promise<CheckoutState | null>;
  retrieveSubscription(id: string): Promise<SubscriptionState | null>;
  /** Where a subscriber (the provider's customer) manages or cancels their subscription (recurring providers). */
  portalUrl?(customerId: string, returnUrl: string): Promise<string>;
  /** Closes a checkout that is still open, so that it can no longer be paid (a payment given up on). */
  expireCheckout?(checkoutId: string): Promise<void>;
  /** Gives a paid checkout's whole amount back to the payer; throws when the provider refuses or cannot be reached. */
  refund?(checkoutId: string): Promise<void>;
}
