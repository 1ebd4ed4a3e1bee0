import type { Route } from "./+types/listing-view";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { recordListingView } from "../features/listings/views/listing-views.server.ts";
import { recordRecentView } from "../features/recently-viewed/recently-viewed.server.ts";
import { readForm } from "../server/read-form.server.ts";

/**
 * The detail pages' view beacon: always "204 No Content", counted or not (it tells nothing back),
 * with the visitor cookie for a browser that had none. A member's opening also goes first in their
 * 'Récemment consultées' (a visitor's list stays on the device).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const listing = form.get("listing");
  const { setCookie } = await recordListingView(request, listing);
  const user = await getSessionUser(request);
  if (user) await recordRecentView(user.id, listing);
  return new Response(null, { status: 204, headers: setCookie ? { "Set-Cookie": setCookie } : {} });
}
