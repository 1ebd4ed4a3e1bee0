import type { Result } from "../../lib/result.ts";
import { sandboxInUse } from "../../server/payments/payment-provider.server.ts";
import { portalCustomer, sandboxCheckout } from "../../server/payments/sandbox.server.ts";

const INVALID_LINK = /*i18n*/ "Lien non valide";
const CHECKOUT_NOT_FOUND = /*i18n*/ "Session de paiement introuvable";

/** The sandbox's pages exist only while it stands in for a real provider: otherwise their routes answer like any unknown address. */
export function sandboxPagesShown(): boolean {
  return sandboxInUse();
}

type SandboxCheckout = NonNullable<Awaited<ReturnType<typeof sandboxCheckout>>>;

/** The sandbox checkout `id`, for its payer `userId` only: anyone else's session reads as unknown, whether they look, pay or cancel. */
export async function payerSandboxCheckout(userId: string, id: string): Promise<Result<{ checkout: SandboxCheckout }>> {
  const checkout = await sandboxCheckout(id);
  if (!checkout || checkout.customerId !== userId) return { ok: false, error: CHECKOUT_NOT_FOUND, code: "not-found" };
  return { ok: true, checkout };
}

/**
 * The customer of the sandbox portal's signed link (`?c=…&s=…`), who must be the member `userId`:
 * a link that is not valid is refused as such, a valid one in anyone else's hands reads as unknown.
 */
export function sandboxPortalCustomer(userId: string, query: URLSearchParams): Result<{ customer: string }> {
  const customer = portalCustomer(query.get("c"), query.get("s"));
  if (!customer) return { ok: false, error: INVALID_LINK, code: "forbidden" };
  // Not found, whatever the words: the not-found page never shows them.
  if (customer !== userId) return { ok: false, error: INVALID_LINK, code: "not-found" };
  return { ok: true, customer };
}
