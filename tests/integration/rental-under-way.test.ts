import { describe, expect, it } from "vitest";
import { DELETE_ACCOUNT_MESSAGES, deleteAccount } from "../../app/features/account-deletion/account-deletion.server.ts";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { LISTING_DELETE_MESSAGES, deleteListing } from "../../app/features/listings/delete-listing.server.ts";
import { db } from "../../app/server/db.server.ts";
import { rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

let seq = 0;
const today = dayOf(new Date());

/** An owner's rental booked by a renter, in `status`, its days `startIn` days from today. */
async function rentalIn(status: "confirmed" | "in_progress" | "returned" | "disputed" | "completed", startIn: number) {
  const owner = await createUser({ email: `proprio${++seq}@example.test` });
  const renter = await createUser({ email: `locataire${seq}@example.test` });
  const rental = await createRentalListing(owner.id);
  const start = addDays(today, startIn);
  await db()
    .insert(rentalBookings)
    .values({
      listingId: rental.id,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: start,
      endDate: addDays(start, 2),
      totalDays: 3,
      dailyRate: 20_000,
      totalPrice: 60_000,
      status,
    });
  return { owner, renter, rental };
}

async function deletion(user: { id: string; email: string }, ip: string) {
  const headers = { cookie: await sessionCookie(user.email), "x-client-ip": ip };
  return deleteAccount(new Request("http://localhost:3000/profile/supprimer", { method: "POST", headers }), user.id, "motdepasse123");
}

describe("a rental under way or not yet settled", () => {
  it("keeps both accounts and the listing, whatever its dates, until it is settled", async () => {
    for (const [i, status] of (["in_progress", "returned", "disputed"] as const).entries()) {
      // Its days are over: only its status says the car, the deposit or a dispute is still open.
      const { owner, renter, rental } = await rentalIn(status, -10);
      expect(await deletion(renter, `10.91.0.${i + 1}`)).toEqual({ ok: false, error: DELETE_ACCOUNT_MESSAGES.unsettledStays });
      expect(await deletion(owner, `10.91.1.${i + 1}`)).toEqual({ ok: false, error: DELETE_ACCOUNT_MESSAGES.unsettledStays });
      expect(await deleteListing(owner.id, { kind: "rental", id: rental.id })).toEqual({ ok: false, error: LISTING_DELETE_MESSAGES.unsettledBookings });
    }
  });

  it("says 'to come' for a confirmed stay, and lets go once the rental is completed", async () => {
    const coming = await rentalIn("confirmed", 5);
    expect(await deletion(coming.renter, "10.91.2.1")).toEqual({ ok: false, error: DELETE_ACCOUNT_MESSAGES.upcomingStays });
    expect(await deleteListing(coming.owner.id, { kind: "rental", id: coming.rental.id })).toEqual({
      ok: false,
      error: LISTING_DELETE_MESSAGES.upcomingBookings,
    });
    const done = await rentalIn("completed", -10);
    expect(await deleteListing(done.owner.id, { kind: "rental", id: done.rental.id })).toEqual({ ok: true });
    expect((await deletion(done.renter, "10.91.2.2")).ok).toBe(true);
  });
});
