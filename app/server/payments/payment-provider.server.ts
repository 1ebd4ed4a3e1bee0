import { env } from "../env.server.ts";
import type { PaymentProvider } from "./provider.ts";
import { sandboxProvider } from "./sandbox.server.ts";
import { type StripeConfig, createStripeProvider } from "./stripe.server.ts";

export interface ProvidersConfig {
  stripe?: StripeConfig;
}

interface Providers {
  current: PaymentProvider;
  byName: Map<string, PaymentProvider>;
}

let providers: Providers | undefined;

function build(config: ProvidersConfig): Providers {
  const byName = new Map<string, PaymentProvider>([[sandboxProvider.name, sandboxProvider]]);
  const stripe = config.stripe ? createStripeProvider(config.stripe) : undefined;
  if (stripe) byName.set(stripe.name, stripe);
  return { current: stripe ?? sandboxProvider, byName };
}

function fromEnv(): ProvidersConfig {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return {};
  return { stripe: { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: STRIPE_API_URL } };
}

/** Replaces the configuration read from the environment (tests point Stripe at a local server). */
export function configurePaymentProviders(config: ProvidersConfig): void {
  providers = build(config);
}

function registry(): Providers {
  providers ??= build(fromEnv());
  return providers;
}

/** The provider new payments go through: Stripe when configured, the sandbox otherwise. */
export function paymentProvider(): PaymentProvider {
  return registry().current;
}

/** The provider a stored payment or subscription went through, to read its state back; the sandbox stays known. */
export function providerNamed(name: string): PaymentProvider | undefined {
  return registry().byName.get(name);
}
