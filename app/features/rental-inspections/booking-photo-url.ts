/** The one address of a booking photo: served only to the booking's two parties and to admins (routes/booking-photo.ts). */
export function bookingPhotoUrl(bookingId: string, photoId: string): string {
  return `/bookings/${bookingId}/photos/${photoId}`;
}

/** The query that asks a booking photo's address for its thumbnail (400 px), what a grid of photos shows. */
export const THUMBNAIL_QUERY = "taille=vignette";

/** A booking photo's thumbnail: the same authorised address, the small size. */
export function bookingThumbnailUrl(photoUrl: string): string {
  return `${photoUrl}?${THUMBNAIL_QUERY}`;
}
