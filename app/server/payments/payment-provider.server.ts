import { env } from "../env.server.ts";
import type { PaymentProvider } from "./provider.ts";
import { sandboxProvider } from "./sandbox.server.ts";
import { type StripeConfig, createStripeProvider } from "./stripe.server.ts";
import { type WaveConfig, createWaveProvider } from "./wave.server.ts";

export interface ProvidersConfig {
  stripe?: StripeConfig;
  wave?: WaveConfig;
  /**
   * Whether the embedded sandbox takes card payments while Stripe is not configured. Unset: only
   * when no real provider is configured at all (its pages pay without money, so a site taking
   * real Wave payments must not keep them). True: beside Wave too (demos, browser journeys).
   */
  sandbox?: boolean;
}

/** How a member pays: by card (Stripe, or the sandbox while no real provider is configured), or by Wave. */
export const PAYMENT_METHODS = ["card", "wave"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const isPaymentMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.includes(value as PaymentMethod);

interface Providers {
  byMethod: Map<PaymentMethod, PaymentProvider>;
  byName: Map<string, PaymentProvider>;
}

let providers: Providers | undefined;

function build(config: ProvidersConfig): Providers {
  const stripe = config.stripe ? createStripeProvider(config.stripe) : undefined;
  const wave = config.wave ? createWaveProvider(config.wave) : undefined;
  const sandboxTakesCards = !stripe && (config.sandbox ?? !wave);
  const card = stripe ?? (sandboxTakesCards ? sandboxProvider : undefined);
  const byMethod = new Map<PaymentMethod, PaymentProvider>();
  if (card) byMethod.set("card", card);
  if (wave) byMethod.set("wave", wave);
  const byName = new Map<string, PaymentProvider>([[sandboxProvider.name, sandboxProvider]]);
  for (const provider of [stripe, wave]) if (provider) byName.set(provider.name, provider);
  return { byMethod, byName };
}

function fromEnv(): ProvidersConfig {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, WAVE_API_KEY, WAVE_WEBHOOK_SECRET, WAVE_API_URL, PAYMENT_SANDBOX } = env();
  return {
    sandbox: PAYMENT_SANDBOX,
    ...(STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET ? { stripe: { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: STRIPE_API_URL } } : {}),
    ...(WAVE_API_KEY && WAVE_WEBHOOK_SECRET ? { wave: { apiKey: WAVE_API_KEY, webhookSecret: WAVE_WEBHOOK_SECRET, apiUrl: WAVE_API_URL } } : {}),
  };
}

/** Replaces the configuration read from the environment (tests point Stripe and Wave at local servers). */
export function configurePaymentProviders(config: ProvidersConfig): void {
  providers = build(config);
}

function registry(): Providers {
  providers ??= build(fromEnv());
  return providers;
}

/**
 * The provider new payments by this method go through ('card' when none is named), or undefined
 * when the method is unknown or not configured, whatever a form sent.
 */
export function paymentProvider(method: unknown = "card"): PaymentProvider | undefined {
  return isPaymentMethod(method) ? registry().byMethod.get(method) : undefined;
}

/** The methods a member may choose now ('Carte' with Stripe or the sandbox; 'Wave' once configured). */
export function availablePaymentMethods(): Record<PaymentMethod, boolean> {
  const methods = registry().byMethod;
  return { card: methods.has("card"), wave: methods.has("wave") };
}

/**
 * Whether the embedded sandbox takes card payments now (no real provider is configured, or
 * PAYMENT_SANDBOX=true beside Wave): only then are its checkout and portal pages served; otherwise
 * they answer 404.
 */
export function sandboxInUse(): boolean {
  return registry().byMethod.get("card") === sandboxProvider;
}

/** The provider a stored payment or subscription went through, to read its state back; the sandbox stays known. */
export function providerNamed(name: string): PaymentProvider | undefined {
  return registry().byName.get(name);
}
