import { apiRoute } from "../features/public-api/api-http.server.ts";
import { addPhotoFromApi } from "../features/public-api/photos-api.server.ts";
import { apiJson } from "../features/public-api/problem.server.ts";

/** One more photo for one of the key owner's listings: the raw image, or a multipart field `photo`. */
const route = apiRoute({
  POST: async ({ request, params, caller }) => apiJson({ photos: await addPhotoFromApi(caller.ownerId, params.id, request) }, { status: 201 }),
});

export const loader = route.loader;
export const action = route.action;
