import { data } from "react-router";
import { sandboxInUse } from "../../server/payments/payment-provider.server.ts";
import { portalCustomer, sandboxCheckout } from "../../server/payments/sandbox.server.ts";
import { requireUser } from "../accounts/session.server.ts";

const INVALID_LINK = /*i18n*/ "Lien non valide";
const CHECKOUT_NOT_FOUND = /*i18n*/ "Session de paiement introuvable";

/** The sandbox's pages exist only while it stands in for a real provider: otherwise a 404, like any unknown address. */
function requireSandboxInUse(): void {
  if (!sandboxInUse()) throw data(null, { status: 404 });
}

/**
 * The sandbox checkout `id`, for its payer only: a visitor signs in first, anyone else's session
 * reads it as unknown (404), whether they look, pay or cancel.
 */
export async function payerSandboxCheckout(request: Request, id: string) {
  requireSandboxInUse();
  const user = await requireUser(request);
  const checkout = await sandboxCheckout(id);
  if (!checkout || checkout.customerId !== user.id) throw data(CHECKOUT_NOT_FOUND, { status: 404 });
  return checkout;
}

/**
 * The customer of the sandbox portal's signed link (`?c=…&s=…`), who must be the member signed in:
 * a link that is not valid is a 403, a valid one in anyone else's hands a 404.
 */
export async function sandboxPortalCustomer(request: Request): Promise<string> {
  requireSandboxInUse();
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const customer = portalCustomer(query.get("c"), query.get("s"));
  if (!customer) throw data(INVALID_LINK, { status: 403 });
  if (customer !== user.id) throw data(null, { status: 404 });
  return customer;
}
