import type { Route } from "./+types/valuation-text";
import { requireUser } from "./guards.server.ts";
import { memberValuationText } from "../features/pricing/pricing.server.ts";
import { readValuationQuery } from "../features/pricing/valuation-rules.ts";
import { valuationLocked } from "../features/pricing/valuation-access.server.ts";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * The language model's wording of a valuation (the same query as /sell/evaluer), asked by that page
 * once it is shown, so the page itself never waits on the model (ADR 0026). `{ text: null }` when
 * no model is configured, it failed or the member asked too often this hour (429): the page keeps our text.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (await valuationLocked(user.id)) return Response.json({ text: null }, { status: 403, headers: NO_STORE });
  const query = readValuationQuery(new URL(request.url).searchParams);
  if (!query.ok) return Response.json({ text: null }, { status: 400, headers: NO_STORE });
  const { limited, text } = await memberValuationText(user.id, query.facts);
  return Response.json({ text }, { status: limited ? 429 : 200, headers: NO_STORE });
}
