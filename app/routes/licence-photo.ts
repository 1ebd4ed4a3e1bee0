import type { Route } from "./+types/licence-photo";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { licencePhotoFor } from "../features/driving-licence/licence-photo.server.ts";
import { privatePhotoResponse } from "../server/private-photo-response.server.ts";

/**
 * A driving licence's photo (/permis/:userId/recto|verso), to the member, an admin, or the owner
 * of a live rental the member asked for. Everyone else reads the same 404 as for a licence that
 * does not exist.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  return privatePhotoResponse(await licencePhotoFor(viewer, params.userId, params.side));
}
