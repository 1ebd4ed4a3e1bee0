import type { CountryCode } from "../../lib/countries.ts";

/** How a member pays, as people say it; the order is the order shown. */
export const PAYMENT_METHODS = ["orange-money", "mtn-momo", "moov-money", "wave", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A method's name: the wallets' brands, the same in every language, and the card's marked French
 * words, put in the page's language with the route's data (`inLanguage`) or by `i18n._`.
 */
export const METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  "orange-money": "Orange Money",
  "mtn-momo": "MTN MoMo",
  "moov-money": "Moov Money",
  wave: "Wave",
  card: /*i18n*/ "Carte bancaire",
};

/** What serves a method: 'card' is Stripe, or the sandbox while no card processor is configured. */
export type ProviderKind = "card" | "wave" | "paystack" | "cinetpay";

type Routes = Partial<Record<PaymentMethod, readonly ProviderKind[]>>;

/** Wave's own API where it is configured, else CinetPay, which carries Wave wallets too. */
const WAVE = ["wave", "cinetpay"] as const;
const CINETPAY = ["cinetpay"] as const;
const CARD = ["card"] as const;
/** Paystack in naira or cedis; without its keys, the card as everywhere else (in CFA francs). */
const PAYSTACK_CARD = ["paystack", "card"] as const;

/**
 * The one table of how each country pays: country → methods → the providers that can take them,
 * the first configured one serving. CinetPay serves the franc zone's wallets and Guinée's (GNF);
 * Paystack takes Nigeria's and Ghana's cards, transfers and USSD, and Ghana's MTN mobile money,
 * in naira and cedis (the card falls back to Stripe or the sandbox without Paystack's keys).
 * Guinée-Bissau and Maroc have none of them: the card.
 */
export const METHODS_BY_COUNTRY: Readonly<Record<CountryCode, Routes>> = {
  SN: { "orange-money": CINETPAY, wave: WAVE, card: CARD },
  CI: { "orange-money": CINETPAY, "mtn-momo": CINETPAY, "moov-money": CINETPAY, wave: WAVE, card: CARD },
  ML: { "orange-money": CINETPAY, "moov-money": CINETPAY, wave: WAVE, card: CARD },
  BF: { "orange-money": CINETPAY, "moov-money": CINETPAY, wave: WAVE, card: CARD },
  BJ: { "mtn-momo": CINETPAY, "moov-money": CINETPAY, card: CARD },
  TG: { "moov-money": CINETPAY, card: CARD },
  NE: { "moov-money": CINETPAY, card: CARD },
  GN: { "orange-money": CINETPAY, "mtn-momo": CINETPAY, card: CARD },
  GW: { card: CARD },
  NG: { card: PAYSTACK_CARD },
  GH: { "mtn-momo": ["paystack"], card: PAYSTACK_CARD },
  MA: { card: CARD },
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return PAYMENT_METHODS.includes(value as PaymentMethod);
}

/** A method as the payment pages show it: available (its provider configured, with the currency taken) or 'Bientôt disponible'. */
export interface MethodChoice {
  id: PaymentMethod;
  label: string;
  provider: string | null;
  currency: string | null;
  /** The provider's rounding of amounts (CinetPay: multiples of 5), for the amount shown to be the one taken. */
  amountStep: number;
  /** Whether Pro by this method is a subscription the provider renews (else prepaid 30-day periods). */
  recurring: boolean;
}
