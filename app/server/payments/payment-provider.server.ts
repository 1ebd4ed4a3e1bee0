import type { PaymentProvider } from "./provider.ts";
import { sandboxProvider } from "./sandbox.server.ts";

const providers: Record<string, PaymentProvider> = { sandbox: sandboxProvider };

/** The provider new payments go through. The sandbox until a real one is configured (the Stripe and Wave adapters come next). */
export function paymentProvider(): PaymentProvider {
  return sandboxProvider;
}

/** The provider a stored payment went through, to read its state back. */
export function providerNamed(name: string): PaymentProvider | undefined {
  return providers[name];
}
