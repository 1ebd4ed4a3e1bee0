/** The two tabs of 'Mes réservations': as renter, and the requests received as owner. */
export const BOOKINGS_TABS = [
  { id: "locations", label: /*i18n*/ "Mes locations" },
  { id: "recues", label: /*i18n*/ "Demandes reçues" },
] as const;

export type BookingsTab = (typeof BOOKINGS_TABS)[number]["id"];

export function bookingsHref(tab: BookingsTab): string {
  return `/bookings?tab=${tab}`;
}
