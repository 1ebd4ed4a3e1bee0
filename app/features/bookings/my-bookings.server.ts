import { desc, eq, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { listings, profiles, rentalBookings } from "../../server/schema.ts";

/** What a booking says of itself wherever it is listed (the page and the mails). */
export const BOOKING_SUMMARY_COLUMNS = {
  id: rentalBookings.id,
  status: rentalBookings.status,
  startDate: rentalBookings.startDate,
  endDate: rentalBookings.endDate,
  totalDays: rentalBookings.totalDays,
  totalPrice: rentalBookings.totalPrice,
  notes: rentalBookings.notes,
  createdAt: rentalBookings.createdAt,
};

export interface BookingView {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
  totalDays: number;
  totalPrice: number;
  /** XOF, 0 for none: the listing's deposit when the request was made, whatever it asks now. */
  depositAmount: number;
  notes: string | null;
  createdAt: string;
  listing: { id: string; brand: string; model: string; cover: string | null };
  /** The other party: the owner for a renter, the renter for an owner. No phone once their account is deleted. */
  counterpart: { id: string; name: string; phone: string | null };
}

export const DELETED_USER_NAME = /*i18n*/ "Utilisateur supprimé";
const LIST_LIMIT = 100;

/**
 * Spec doc 2 §7: the user's bookings on one side (as renter, or as owner), newest first, each with
 * its listing and the counterpart's name and phone: a booking between them is what lets each see
 * the other's number.
 */
async function bookingsAs(userId: string, side: "renter" | "owner"): Promise<BookingView[]> {
  const mine = side === "renter" ? rentalBookings.renterId : rentalBookings.ownerId;
  const theirs = side === "renter" ? rentalBookings.ownerId : rentalBookings.renterId;
  const rows = await db()
    .select({
      ...BOOKING_SUMMARY_COLUMNS,
      depositAmount: rentalBookings.depositAmount,
      listingId: listings.id,
      brand: listings.brand,
      model: listings.model,
      cover: sql<string | null>`${listings.images}[1]`,
      counterpartId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      deletedAt: profiles.deletedAt,
    })
    .from(rentalBookings)
    .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
    .innerJoin(profiles, eq(profiles.id, theirs))
    .where(eq(mine, userId))
    .orderBy(desc(rentalBookings.createdAt), desc(rentalBookings.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    startDate: r.startDate,
    endDate: r.endDate,
    totalDays: r.totalDays,
    totalPrice: r.totalPrice,
    depositAmount: r.depositAmount,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    listing: { id: r.listingId, brand: r.brand, model: r.model, cover: r.cover },
    counterpart: r.deletedAt
      ? { id: r.counterpartId, name: DELETED_USER_NAME, phone: null }
      : { id: r.counterpartId, name: `${r.firstName} ${r.lastName}`, phone: r.phone },
  }));
}

export async function myBookings(userId: string): Promise<{ asRenter: BookingView[]; asOwner: BookingView[] }> {
  const [asRenter, asOwner] = await Promise.all([bookingsAs(userId, "renter"), bookingsAs(userId, "owner")]);
  return { asRenter, asOwner };
}
