import type { Route } from "./+types/personal-bits";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { personalBits } from "../shell/personal-bits.server.ts";

/**
 * `/moi`: what is the signed-in member's own on a page every member shares (ADR 0035) — the
 * header's name, bell and badges, the plan, their hearts and the listings they reviewed — as
 * JSON, read by the page once it runs. Nobody signed in (a visitor, an ended session) gets a 401
 * with `null`. A resource route: it checks the session itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const headers = { "Cache-Control": "private, no-store" };
  // Thrown, the refusal is answered as it is, whether asked as /moi or as its navigation data.
  if (!user) throw Response.json(null, { status: 401, headers });
  return Response.json(await personalBits(user), { headers });
}
