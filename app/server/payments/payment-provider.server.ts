import { type CountryCode, resolveCountry } from "../../lib/countries.ts";
import { env } from "../env.server.ts";
import { type CinetPayConfig, createCinetPayProvider } from "./cinetpay.server.ts";
import {
  METHOD_LABELS,
  METHODS_BY_COUNTRY,
  type MethodChoice,
  PAYMENT_METHODS,
  type PaymentMethod,
  type ProviderKind,
  isPaymentMethod,
} from "./payment-methods.ts";
import { type PaystackConfig, createPaystackProvider } from "./paystack.server.ts";
import type { PaymentProvider } from "./provider.ts";
import { sandboxProvider } from "./sandbox.server.ts";
import { type StripeConfig, createStripeProvider } from "./stripe.server.ts";
import { type WaveConfig, createWaveProvider } from "./wave.server.ts";

export { PAYMENT_METHODS, type PaymentMethod };

export interface ProvidersConfig {
  stripe?: StripeConfig;
  wave?: WaveConfig;
  paystack?: PaystackConfig;
  cinetpay?: CinetPayConfig;
  /**
   * Whether the embedded sandbox takes card payments while Stripe is not configured. Unset: only
   * when no real provider is configured at all (its pages pay without money, so a site taking
   * real payments must not keep them). True: beside the others too (demos, browser journeys).
   */
  sandbox?: boolean;
}

interface Providers {
  byKind: Map<ProviderKind, PaymentProvider>;
  byName: Map<string, PaymentProvider>;
}

let providers: Providers | undefined;

function build(config: ProvidersConfig): Providers {
  const stripe = config.stripe ? createStripeProvider(config.stripe) : undefined;
  const wave = config.wave ? createWaveProvider(config.wave) : undefined;
  const paystack = config.paystack ? createPaystackProvider(config.paystack) : undefined;
  const cinetpay = config.cinetpay ? createCinetPayProvider(config.cinetpay) : undefined;
  const sandboxTakesCards = !stripe && (config.sandbox ?? !(wave || paystack || cinetpay));
  const card = stripe ?? (sandboxTakesCards ? sandboxProvider : undefined);
  const byKind = new Map<ProviderKind, PaymentProvider>();
  for (const [kind, provider] of [
    ["card", card],
    ["wave", wave],
    ["paystack", paystack],
    ["cinetpay", cinetpay],
  ] as const) {
    if (provider) byKind.set(kind, provider);
  }
  const byName = new Map<string, PaymentProvider>([[sandboxProvider.name, sandboxProvider]]);
  for (const provider of [stripe, wave, paystack, cinetpay]) if (provider) byName.set(provider.name, provider);
  return { byKind, byName };
}

function fromEnv(): ProvidersConfig {
  const e = env();
  return {
    sandbox: e.PAYMENT_SANDBOX,
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL } }
      : {}),
    ...(e.WAVE_API_KEY && e.WAVE_WEBHOOK_SECRET ? { wave: { apiKey: e.WAVE_API_KEY, webhookSecret: e.WAVE_WEBHOOK_SECRET, apiUrl: e.WAVE_API_URL } } : {}),
    ...(e.PAYSTACK_SECRET_KEY ? { paystack: { secretKey: e.PAYSTACK_SECRET_KEY, apiUrl: e.PAYSTACK_API_URL } } : {}),
    ...(e.CINETPAY_API_KEY && e.CINETPAY_SITE_ID && e.CINETPAY_SECRET_KEY
      ? { cinetpay: { apiKey: e.CINETPAY_API_KEY, siteId: e.CINETPAY_SITE_ID, secretKey: e.CINETPAY_SECRET_KEY, apiUrl: e.CINETPAY_API_URL } }
      : {}),
  };
}

/** Replaces the configuration read from the environment (tests point the providers at local servers). */
export function configurePaymentProviders(config: ProvidersConfig): void {
  providers = build(config);
}

function registry(): Providers {
  providers ??= build(fromEnv());
  return providers;
}

/** How a method is taken in a country: by which provider, in which currency. */
export interface PaymentRoute {
  method: PaymentMethod;
  provider: PaymentProvider;
  /** ISO 4217, upper case: the country's own when the provider takes it, else XOF. */
  currency: string;
}

function routeOf(country: CountryCode, method: PaymentMethod): PaymentRoute | undefined {
  const kinds = METHODS_BY_COUNTRY[country][method] ?? [];
  const provider = kinds.map((kind) => registry().byKind.get(kind)).find((p) => p !== undefined);
  if (!provider) return undefined;
  const local = resolveCountry(country).currency;
  return { method, provider, currency: provider.currencies?.includes(local) ? local : "XOF" };
}

/**
 * The route new payments by this method take in the visitor's country ('card' when none is
 * named), or undefined when the method is unknown, not used there or not configured, whatever a
 * form sent.
 */
export function paymentRoute(countryCode: string, method: unknown = "card"): PaymentRoute | undefined {
  return isPaymentMethod(method) ? routeOf(resolveCountry(countryCode).code, method) : undefined;
}

/** The methods that work in the visitor's country, in the order shown. */
export function methodsFor(countryCode: string): MethodChoice[] {
  const country = resolveCountry(countryCode).code;
  return PAYMENT_METHODS.filter((m) => METHODS_BY_COUNTRY[country][m]).map((id) => {
    const route = routeOf(country, id);
    const provider = route?.provider;
    return {
      id,
      label: METHOD_LABELS[id],
      provider: provider?.name ?? null,
      currency: route?.currency ?? null,
      amountStep: provider?.amountStep ?? 1,
      recurring: provider?.recurring ?? false,
    };
  });
}

/**
 * Whether the embedded sandbox takes card payments now (no real provider is configured, or
 * PAYMENT_SANDBOX=true beside them): only then are its checkout and portal pages served; otherwise
 * they answer 404.
 */
export function sandboxInUse(): boolean {
  return registry().byKind.get("card") === sandboxProvider;
}

/** The provider a stored payment or subscription went through, to read its state back; the sandbox stays known. */
export function providerNamed(name: string): PaymentProvider | undefined {
  return registry().byName.get(name);
}
