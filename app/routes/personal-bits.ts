import type { Route } from "./+types/personal-bits";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { personalBits } from "../shell/personal-bits.server.ts";

/**
 * `/moi`: what is the signed-in member's own on a page every member shares (ADR 0035) — the
 * header's name, bell and badges, the plan, their hearts and the listings they reviewed — as
 * JSON, read by the page once it runs. A visitor (or an ended session) gets `null`. A resource
 * route: it checks the session itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return Response.json(user ? await personalBits(user) : null, { headers: { "Cache-Control": "private, no-store" } });
}
