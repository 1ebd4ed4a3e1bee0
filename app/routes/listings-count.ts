import type { Route } from "./+types/listings-count";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { parseBrowseQuery } from "../features/listings/browse-query.ts";
import { searchCriteria } from "../features/listings/search-criteria.ts";
import { brandModelCounts, countListings } from "../features/listings/search.server.ts";
import type { LiveCountAnswer } from "../features/listings/browse/choice-counts.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";

/**
 * How many listings a browse query shows, and each brand and model choice would show, read by the
 * filter sheet as the visitor changes it: the query is the browse form's own, counted as /listings
 * counts it, and nothing else is read.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseBrowseQuery(new URL(request.url).searchParams);
  const user = await getSessionUser(request);
  const country = resolveCountry(await selectedCountry(request, user?.country));
  const criteria = searchCriteria(query, country);
  const [total, choices] = await Promise.all([countListings(criteria), brandModelCounts(criteria)]);
  const answer: LiveCountAnswer = { ...total, choices };
  // A few seconds' reuse: going back and forth between two choices asks once.
  return Response.json(answer, { headers: { "Cache-Control": "private, max-age=10" } });
}
