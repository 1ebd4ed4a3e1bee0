import { apiRoute, readJson } from "../features/public-api/api-http.server.ts";
import { deleteFromApi, patchFromApi, requireOwnListing } from "../features/public-api/listings-api.server.ts";
import { listingJson } from "../features/public-api/listing-json.server.ts";
import { API_CACHE_CONTROL, apiJson } from "../features/public-api/problem.server.ts";

/** One of the key owner's listings (anyone else's is a 404): read, changed, deleted. */
const route = apiRoute({
  GET: async ({ params, caller }) => apiJson(listingJson(await requireOwnListing(caller.ownerId, params.id))),
  PATCH: async ({ request, params, caller }) => {
    // The listing is looked up before the body is read: another dealer's id is a 404 whatever is sent.
    const current = await requireOwnListing(caller.ownerId, params.id);
    return apiJson(await patchFromApi(caller.ownerId, current, await readJson(request)));
  },
  DELETE: async ({ params, caller }) => {
    await deleteFromApi(caller.ownerId, params.id);
    return new Response(null, { status: 204, headers: { "Cache-Control": API_CACHE_CONTROL } });
  },
});

export const loader = route.loader;
export const action = route.action;
