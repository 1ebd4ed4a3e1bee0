const PROVIDER_LABELS: Readonly<Record<string, string>> = { wave: "Wave", stripe: "Stripe", sandbox: "Sandbox", paystack: "Paystack", cinetpay: "CinetPay" };

/** How a payment provider is named to an administrator; one we do not know keeps its own name. */
export function providerLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}
