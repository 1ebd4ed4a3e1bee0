import type { Route } from "./+types/licence-photo";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { licencePhotoFor } from "../features/driving-licence/licence-photo.server.ts";

const NOT_FOUND = "Page introuvable";

/**
 * A driving licence's photo (/permis/:userId/recto|verso), to the member, an admin, or the owner
 * of a live rental the member asked for. Everyone else reads the same 404 as for a licence that
 * does not exist; never kept by a cache, never sniffed as anything but an image.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const photo = await licencePhotoFor(viewer, params.userId, params.side);
  if (!photo) {
    return new Response(NOT_FOUND, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(new Uint8Array(photo), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
