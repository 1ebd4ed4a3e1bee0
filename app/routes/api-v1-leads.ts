import { dealerLeads } from "../features/leads/leads.server.ts";
import { apiRoute } from "../features/public-api/api-http.server.ts";
import { pageLimit } from "../features/public-api/listings-api.server.ts";
import { ApiProblem, apiJson } from "../features/public-api/problem.server.ts";
import { serverI18n } from "../server/i18n.server.ts";

/** The conversations, offers and booking requests on the key owner's listings, newest first, a page at a time. */
const route = apiRoute({
  GET: async ({ request, caller }) => {
    const url = new URL(request.url);
    const page = await dealerLeads(caller.ownerId, { cursor: url.searchParams.get("cursor"), limit: pageLimit(url) });
    if (!page.ok) throw new ApiProblem("validation_failed", { errors: [{ field: "cursor", fr: page.error, en: serverI18n("en")._(page.error) }] });
    return apiJson({ data: page.leads, nextCursor: page.nextCursor });
  },
});

export const loader = route.loader;
export const action = route.action;
