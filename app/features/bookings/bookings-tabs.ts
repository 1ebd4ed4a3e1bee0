/** The two tabs of 'Mes réservations': as renter, and the requests received as owner. */
export const BOOKINGS_TABS = [
  { id: "locations", label: "Mes locations" },
  { id: "recues", label: "Demandes reçues" },
] as const;

export type BookingsTab = (typeof BOOKINGS_TABS)[number]["id"];

export function bookingsHref(tab: BookingsTab): string {
  return `/bookings?tab=${tab}`;
}
