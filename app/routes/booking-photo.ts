import type { Route } from "./+types/booking-photo";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { bookingPhotoFor } from "../features/rental-inspections/booking-photo.server.ts";

const NOT_FOUND = "Page introuvable";
const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

/**
 * A photo of a rental's records or deposit claim (/bookings/:id/photos/:photoId), to the booking's
 * two parties and to admins. Everyone else, and a photo of another booking, reads the same 404 as
 * a photo that does not exist; never kept by a cache, never sniffed as anything but an image.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const photo = await bookingPhotoFor(viewer, params.id, params.photoId);
  if (!photo) return new Response(NOT_FOUND, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE } });
  return new Response(new Uint8Array(photo), { headers: { "Content-Type": "image/webp", "Content-Disposition": "inline", ...PRIVATE } });
}
