import type { Route } from "./+types/sms-webhook";
import { readRawBody } from "../server/read-form.server.ts";
import { receiveDeliveryReport } from "../server/sms/delivery-reports.server.ts";

/** A delivery report is a handful of form fields. */
const REPORT_MAX_BYTES = 16 * 1024;

/**
 * An SMS gateway's delivery report: /webhooks/sms/twilio (signed), /webhooks/sms/africastalking/{token}
 * (the secret is in the URL). A forged one is a 403 and changes nothing; a report about a text we do
 * not know is taken (200) so the gateway stops sending it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await receiveDeliveryReport(params.provider, params.token, await readRawBody(request, REPORT_MAX_BYTES), request.headers);
  if (outcome === "unknown-provider") return Response.json({ error: "Fournisseur inconnu" }, { status: 404 });
  if (outcome === "forged") return Response.json({ error: "Signature non valide" }, { status: 403 });
  return Response.json({ received: true });
}
