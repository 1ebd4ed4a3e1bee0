import { apiRoute, readJson } from "../features/public-api/api-http.server.ts";
import { createFromApi, listOwnListings } from "../features/public-api/listings-api.server.ts";
import { apiJson } from "../features/public-api/problem.server.ts";

/** GET: the key owner's listings, a page at a time; POST: one more (or theirs of the same reference, updated). */
const route = apiRoute({
  GET: async ({ request, caller }) => apiJson(await listOwnListings(caller.ownerId, new URL(request.url))),
  POST: async ({ request, caller }) => {
    const { created, listing } = await createFromApi(caller.ownerId, await readJson(request));
    return apiJson(listing, { status: created ? 201 : 200, headers: { Location: `/api/v1/listings/${listing.id}` } });
  },
});

export const loader = route.loader;
export const action = route.action;
