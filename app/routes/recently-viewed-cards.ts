import type { Route } from "./+types/recently-viewed-cards";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { withDealBadges } from "../features/pricing/pricing.server.ts";
import { mergeRecentViews, recentCardsByIds, recentListingsOf } from "../features/recently-viewed/recently-viewed.server.ts";
import { readIdList } from "../lib/id-list.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage } from "../server/i18n.server.ts";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * GET: with `?ids=` (a visitor's device list) the cards of those listings still on offer, in that
 * order, the same for anyone; without, the signed-in member's own list (401 for nobody). The home
 * page asks once it runs: its HTML stays the one rendered for every visitor.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("ids");
  if (raw !== null) {
    const cards = await withDealBadges(await recentCardsByIds(readIdList(raw).ids));
    return Response.json({ listings: cards }, { headers: { "Cache-Control": "public, max-age=60" } });
  }
  const user = await getSessionUser(request);
  if (!user) throw Response.json(null, { status: 401, headers: PRIVATE });
  return Response.json({ listings: await withDealBadges(await recentListingsOf(user.id)) }, { headers: PRIVATE });
}

/** POST `ids`: the list this browser kept before sign-in, merged into the member's once (the browser then forgets it). */
async function pageAction({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) throw Response.json(null, { status: 401, headers: PRIVATE });
  const form = await readForm(request);
  const merged = await mergeRecentViews(user.id, readIdList(form.get("ids")).ids);
  return Response.json({ merged }, { headers: PRIVATE });
}
export const action = inPageLanguage(pageAction);
