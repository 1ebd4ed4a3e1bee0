import type { Route } from "./+types/listing-view";
import { recordListingView } from "../features/listings/views/listing-views.server.ts";
import { readForm } from "../server/read-form.server.ts";

/**
 * The detail pages' view beacon: always "204 No Content", counted or not (it tells nothing back),
 * with the visitor cookie for a browser that had none.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const { setCookie } = await recordListingView(request, form.get("listing"));
  return new Response(null, { status: 204, headers: setCookie ? { "Set-Cookie": setCookie } : {} });
}
