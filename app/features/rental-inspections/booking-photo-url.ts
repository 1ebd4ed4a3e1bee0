/** The one address of a booking photo: served only to the booking's two parties and to admins (routes/booking-photo.ts). */
export function bookingPhotoUrl(bookingId: string, photoId: string): string {
  return `/bookings/${bookingId}/photos/${photoId}`;
}
