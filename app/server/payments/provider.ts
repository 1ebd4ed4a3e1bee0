/**
 * What the app asks of a payment provider: a hosted checkout created on the server, a redirect,
 * and news of the outcome (a signed webhook, or the sandbox's own page). Card processors (Stripe)
 * and mobile money (Wave, Orange Money, CinetPay) all work this way; nothing here assumes either.
 * Amounts are whole XOF, always read from our database, never from the browser.
 */

export interface CheckoutRequest {
  /** Our payment's id, given back with every event about it. */
  reference: string;
  /** Who pays: our member id (the provider's customer). */
  customerId: string;
  /** A one-off payment, or the first payment of a monthly subscription to `productId`. */
  mode: "payment" | "subscription";
  productId?: string;
  amount: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface SubscriptionState {
  id: string;
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
  amount: number;
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

export interface PaymentProvider {
  name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(id: string): Promise<CheckoutState | null>;
  retrieveSubscription(id: string): Promise<SubscriptionState | null>;
  /** Where a subscriber manages (cancels) their subscription. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}
