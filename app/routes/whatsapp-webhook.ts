import type { Route } from "./+types/whatsapp-webhook";
import { answerWhatsAppChallenge, receiveWhatsAppWebhook } from "../features/notifications/whatsapp-webhook.server.ts";
import { readRawBody } from "../server/read-form.server.ts";

/** Meta batches statuses and messages: a few kilobytes, well under this. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

/** The WhatsApp Cloud API's webhook subscription check (GET): our verify token, answered with the challenge. */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = answerWhatsAppChallenge(new URL(request.url).searchParams);
  if (answer === "not-configured") return Response.json({ error: "WhatsApp n'est pas configuré" }, { status: 404 });
  if (answer === null) return new Response("Jeton de vérification non valide", { status: 403 });
  return new Response(answer, { headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** Its notifications (POST, signed with X-Hub-Signature-256): receipts and members' answers. */
export async function action({ request }: Route.ActionArgs) {
  const outcome = await receiveWhatsAppWebhook(await readRawBody(request, WEBHOOK_MAX_BYTES), request.headers.get("x-hub-signature-256"));
  if (outcome === "not-configured") return Response.json({ error: "WhatsApp n'est pas configuré" }, { status: 404 });
  if (outcome === "forged") return Response.json({ error: "Signature non valide" }, { status: 403 });
  if (outcome === "bad-request") return Response.json({ error: "Requête non valide" }, { status: 400 });
  return Response.json({ received: true });
}
