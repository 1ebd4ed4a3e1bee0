import { getSessionUser } from "../features/accounts/session.server.ts";
import { stockImportOf } from "../features/dealer-stock/stock-import.server.ts";
import type { Route } from "./+types/stock-import-progress";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** A running import's counts for its page's bar: its owner's only (anyone else's is not found). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return Response.json({ error: "signed-out" }, { status: 401, headers: NO_STORE });
  const imported = await stockImportOf(user.id, params.id);
  if (!imported) return Response.json({ error: "not-found" }, { status: 404, headers: NO_STORE });
  const { id, status, total, processed, created, updated, refused, archived } = imported;
  return Response.json({ id, status, total, processed, created, updated, refused, archived }, { headers: NO_STORE });
}
