import { data } from "react-router";
import type { Route } from "./+types/push-subscription";
import { requireUser } from "./guards.server.ts";
import { changePushDevice } from "../features/push/push-subscription-action.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { pushConfig } from "../server/web-push.server.ts";

/** The VAPID public key a browser subscribes with (a resource route: it checks the session itself). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return Response.json({ publicKey: pushConfig().publicKey }, { headers: { "Cache-Control": "no-store" } });
}

/** 'Activer les notifications sur ce téléphone': the browser's subscription, kept or removed for the member signed in. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const answer = await changePushDevice(user.id, await readForm(request));
  return answer.ok ? { ok: true as const, on: answer.on } : data({ ok: false as const, error: answer.error }, { status: answer.status });
}
