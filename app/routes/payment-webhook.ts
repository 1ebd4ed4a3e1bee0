import type { Route } from "./+types/payment-webhook";
import { handlePaymentEvent } from "../features/payments/payment-events.server.ts";
import { providerNamed } from "../server/payments/payment-provider.server.ts";
import { readRawBody } from "../server/read-form.server.ts";

/** Stripe's events are a few kilobytes; a subscription's with its items stays well under this. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * A payment provider's webhook (/webhooks/stripe): the signature is checked over the raw body,
 * then the event is applied once. A bad signature is a 400 and changes nothing; an event that
 * could not be applied is a 500, which the provider delivers again later.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const provider = providerNamed(params.provider);
  if (!provider?.readWebhook) return Response.json({ error: "Fournisseur inconnu" }, { status: 404 });
  const delivery = await provider.readWebhook(await readRawBody(request, WEBHOOK_MAX_BYTES), request.headers);
  if (!delivery.ok) return Response.json({ error: "Signature non valide" }, { status: 400 });
  const outcome = delivery.event ? await handlePaymentEvent(provider.name, delivery.event) : "ignored";
  return Response.json({ received: true, outcome });
}
