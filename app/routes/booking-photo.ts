import type { Route } from "./+types/booking-photo";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { bookingPhotoFor } from "../features/rental-inspections/booking-photo.server.ts";
import { THUMBNAIL_QUERY } from "../features/rental-inspections/booking-photo-url.ts";
import { privatePhotoResponse } from "../server/private-photo-response.server.ts";

/**
 * A photo of a rental's records or deposit claim (/bookings/:id/photos/:photoId), to the booking's
 * two parties and to admins. Everyone else, and a photo of another booking, reads the same 404 as
 * a photo that does not exist. `?taille=vignette` asks for its 400 px thumbnail.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const thumbnail = new URL(request.url).search === `?${THUMBNAIL_QUERY}`;
  return privatePhotoResponse(await bookingPhotoFor(viewer, params.id, params.photoId, { thumbnail }));
}
