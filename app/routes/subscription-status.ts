import type { Route } from "./+types/subscription-status";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { FREE_STATUS } from "../features/subscription/pro-rule.ts";
import { subscriptionOf } from "../features/subscription/pro-status.server.ts";

/** Spec 000 §7, check-subscription: the member's status as JSON, free for a visitor; never cached. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const status = user ? await subscriptionOf(user.id) : { ...FREE_STATUS, pro: false };
  return Response.json(status, { headers: { "Cache-Control": "private, no-store" } });
}
