import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { conversations, favorites, listings, messages, payments, premiumListings, rentalBookings, reviews } from "../../app/server/schema.ts";
import { pgCode, useTestDatabase } from "../support/database.ts";

useTestDatabase();

const FOREIGN_KEY = "23503";
const CHECK = "23514";
const MISSING = "00000000-0000-4000-8000-000000000000";

const refusedWith = (code: string) => (e: unknown) => pgCode(e) === code;

function booking(listingId: string, renterId: string, ownerId: string) {
  return { listingId, renterId, ownerId, startDate: "2027-02-01", endDate: "2027-02-02", totalDays: 2, dailyRate: 45_000, totalPrice: 90_000 };
}

describe("what points at a listing", () => {
  it("refuses a favourite, review, conversation, promotion or payment for a listing that does not exist", async () => {
    const awa = await createUser({ email: "awa-fk@example.test" });
    const kofi = await createUser({ email: "kofi-fk@example.test" });
    await expect(db().insert(favorites).values({ userId: awa.id, listingId: MISSING })).rejects.toSatisfy(refusedWith(FOREIGN_KEY));
    await expect(db().insert(reviews).values({ listingId: MISSING, reviewerId: awa.id, rating: 4 })).rejects.toSatisfy(refusedWith(FOREIGN_KEY));
    await expect(db().insert(conversations).values({ participant1Id: awa.id, participant2Id: kofi.id, listingId: MISSING })).rejects.toSatisfy(
      refusedWith(FOREIGN_KEY),
    );
    await expect(
      db()
        .insert(premiumListings)
        .values({ listingId: MISSING, endDate: new Date(Date.now() + 86_400_000) }),
    ).rejects.toSatisfy(refusedWith(FOREIGN_KEY));
    await expect(
      db().insert(payments).values({ userId: awa.id, kind: "promotion", provider: "sandbox", amount: 5000, chargedAmount: 5000, listingId: MISSING }),
    ).rejects.toSatisfy(refusedWith(FOREIGN_KEY));
  });

  it("lets only a rental be booked", async () => {
    const owner = await createUser({ email: "owner-fk@example.test" });
    const renter = await createUser({ email: "renter-fk@example.test" });
    const sale = await createSaleListing(owner.id);
    const rental = await createRentalListing(owner.id);
    await expect(
      db()
        .insert(rentalBookings)
        .values(booking(sale.id, renter.id, owner.id)),
    ).rejects.toSatisfy(refusedWith(FOREIGN_KEY));
    // Claiming the sale is a rental does not get past the kind column's own check.
    await expect(
      db().execute(sql`insert into rental_bookings (listing_id, listing_kind, renter_id, owner_id, start_date, end_date, total_days, daily_rate, total_price)
        values (${sale.id}, 'sale', ${renter.id}, ${owner.id}, '2027-02-01', '2027-02-02', 2, 45000, 90000)`),
    ).rejects.toSatisfy((e) => [CHECK, FOREIGN_KEY].includes(pgCode(e) ?? ""));
    await db()
      .insert(rentalBookings)
      .values(booking(rental.id, renter.id, owner.id));
  });

  it("deleting a listing removes its favourites, reviews, promotions and bookings, and keeps conversations and payments", async () => {
    const owner = await createUser({ email: "owner-del@example.test" });
    const buyer = await createUser({ email: "buyer-del@example.test" });
    const rental = await createRentalListing(owner.id);
    const other = await createRentalListing(owner.id);
    await db()
      .insert(favorites)
      .values([
        { userId: buyer.id, listingId: rental.id },
        { userId: buyer.id, listingId: other.id },
      ]);
    await db().insert(reviews).values({ listingId: rental.id, reviewerId: buyer.id, rating: 5 });
    await db()
      .insert(premiumListings)
      .values({ listingId: rental.id, endDate: new Date(Date.now() + 86_400_000) });
    await db()
      .insert(rentalBookings)
      .values(booking(rental.id, buyer.id, owner.id));
    const [conversation] = await db().insert(conversations).values({ participant1Id: buyer.id, participant2Id: owner.id, listingId: rental.id }).returning();
    await db().insert(messages).values({ conversationId: conversation.id, senderId: buyer.id, content: "Bonjour, est-elle libre en février ?" });
    const [payment] = await db()
      .insert(payments)
      .values({ userId: owner.id, kind: "promotion", provider: "sandbox", amount: 5000, chargedAmount: 5000, status: "paid", listingId: rental.id })
      .returning();

    await db().delete(listings).where(eq(listings.id, rental.id));

    expect(await db().$count(favorites, eq(favorites.listingId, rental.id))).toBe(0);
    expect(await db().$count(favorites, eq(favorites.listingId, other.id))).toBe(1);
    expect(await db().$count(reviews, eq(reviews.listingId, rental.id))).toBe(0);
    expect(await db().$count(premiumListings, eq(premiumListings.listingId, rental.id))).toBe(0);
    expect(await db().$count(rentalBookings, eq(rentalBookings.listingId, rental.id))).toBe(0);
    const [kept] = await db().select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(kept.listingId).toBeNull();
    expect(await db().$count(messages, eq(messages.conversationId, conversation.id))).toBe(1);
    const [paid] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(paid).toMatchObject({ status: "paid", amount: 5000, listingId: null });
  });
});

describe("what each kind of listing holds", () => {
  it("requires a sale's history and refuses it on a rental", async () => {
    const owner = await createUser({ email: "kinds@example.test" });
    await expect(createSaleListing(owner.id, { condition: null })).rejects.toSatisfy(refusedWith(CHECK));
    await expect(createSaleListing(owner.id, { previousOwners: null })).rejects.toSatisfy(refusedWith(CHECK));
    // The yes/no answers are the seller's to give: not said, null (issue 42); a rental holds none.
    expect(await createSaleListing(owner.id, { cleanTitle: null, customsCleared: null })).toMatchObject({ cleanTitle: null, customsCleared: null });
    await expect(createRentalListing(owner.id, { customsCleared: false })).rejects.toSatisfy(refusedWith(CHECK));
    await expect(createRentalListing(owner.id, { condition: "used" })).rejects.toSatisfy(refusedWith(CHECK));
    await expect(createRentalListing(owner.id, { horsepower: 150 })).rejects.toSatisfy(refusedWith(CHECK));
  });

  it("lets a sale be sold but not a rental, and keeps a sale always available", async () => {
    const owner = await createUser({ email: "states@example.test" });
    await expect(createRentalListing(owner.id, { status: "sold" })).rejects.toSatisfy(refusedWith(CHECK));
    await expect(createSaleListing(owner.id, { available: false })).rejects.toSatisfy(refusedWith(CHECK));
    expect(await createSaleListing(owner.id, { status: "sold" })).toMatchObject({ kind: "sale", status: "sold" });
    expect(await createRentalListing(owner.id, { available: false })).toMatchObject({ kind: "rental", available: false });
  });
});
