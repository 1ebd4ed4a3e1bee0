import type { Route } from "./+types/payment-webhook";
import { handlePaymentEvent } from "../features/purchases/payment-events.server.ts";
import { runInBackground } from "../server/background.server.ts";
import { providerNamed } from "../server/payments/payment-provider.server.ts";
import { readRawBody } from "../server/read-form.server.ts";

/** Stripe's events are a few kilobytes; a subscription's with its items stays well under this. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

/** CinetPay pings its notification URL by GET before using it: a known provider's endpoint answers 200. */
export function loader({ params }: Route.LoaderArgs) {
  const provider = providerNamed(params.provider);
  if (!provider?.readWebhook) return Response.json({ error: "Fournisseur inconnu" }, { status: 404 });
  return Response.json({ ok: true });
}

/**
 * A payment provider's webhook (/webhooks/stripe, /webhooks/wave, /webhooks/paystack, /webhooks/cinetpay): the signature is checked over
 * the raw body (a bad or stale one is a 400 and changes nothing), then the event is applied once.
 * A provider that asks for an answer before any work (Wave, Paystack, CinetPay) gets its 200 at once and the work runs
 * behind it, the reconciliation job catching what fails; the others get a 500 for an event that
 * could not be applied, which they deliver again later.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const provider = providerNamed(params.provider);
  if (!provider?.readWebhook) return Response.json({ error: "Fournisseur inconnu" }, { status: 404 });
  const delivery = await provider.readWebhook(await readRawBody(request, WEBHOOK_MAX_BYTES), request.headers);
  if (!delivery.ok) return Response.json({ error: "Signature non valide" }, { status: 400 });
  const event = delivery.event;
  if (!event) return Response.json({ received: true, outcome: "ignored" });
  if (provider.acknowledgesWebhooksFirst) {
    runInBackground(`webhook.${provider.name}`, () => handlePaymentEvent(provider.name, event));
    return Response.json({ received: true });
  }
  return Response.json({ received: true, outcome: await handlePaymentEvent(provider.name, event) });
}
