import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { rentalBookings } from "../../app/server/schema.ts";
import { pgCode, useTestDatabase } from "../support/database.ts";

const ctx = useTestDatabase();

describe("schema from empty", () => {
  it("creates every table of the data model", async () => {
    const result = await ctx.database().db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`);
    const rows = (result as unknown as { rows: { table_name: string }[] }).rows;
    const names = rows.map((r) => r.table_name);
    for (const table of [
      "profiles",
      "sessions",
      "accounts",
      "verifications",
      "listings",
      "upload_drafts",
      "reviews",
      "favorites",
      "premium_packages",
      "premium_listings",
      "ad_banners",
      "conversations",
      "messages",
      "rental_bookings",
      "notifications",
      "app_settings",
      "user_warnings",
      "subscriptions",
      "coupons",
      "payments",
      "payment_events",
      "plans",
      "admin_audit_log",
    ]) {
      expect(names).toContain(table);
    }
    // One table for both kinds of listing since ADR 0005.
    expect(names).not.toContain("sale_listings");
    expect(names).not.toContain("rental_listings");
  });
});

describe("check constraints", () => {
  it("refuses a price below 1, an impossible year and a rating outside 1-5", async () => {
    const seller = await createUser({ email: "checks@example.test" });
    await expect(createSaleListing(seller.id, { price: 0 })).rejects.toSatisfy((e) => pgCode(e) === "23514");
    await expect(createSaleListing(seller.id, { year: 1800 })).rejects.toSatisfy((e) => pgCode(e) === "23514");
    const listing = await createSaleListing(seller.id);
    await expect(db().execute(sql`insert into reviews (listing_id, reviewer_id, rating) values (${listing.id}, ${seller.id}, 6)`)).rejects.toSatisfy(
      (e) => pgCode(e) === "23514",
    );
  });

  it("refuses an unknown booking status", async () => {
    const owner = await createUser({ email: "status-owner@example.test" });
    const renter = await createUser({ email: "status-renter@example.test" });
    const rental = await createRentalListing(owner.id);
    await expect(
      db()
        .insert(rentalBookings)
        .values({
          listingId: rental.id,
          renterId: renter.id,
          ownerId: owner.id,
          startDate: "2027-01-01",
          endDate: "2027-01-01",
          totalDays: 1,
          dailyRate: 1000,
          totalPrice: 1000,
          status: "paid" as "pending",
        }),
    ).rejects.toSatisfy((e) => pgCode(e) === "23514");
  });
});

describe("booking overlap guarantee", () => {
  it("lets exactly one of many simultaneous overlapping requests through", async () => {
    const owner = await createUser({ email: "owner@example.test" });
    const rental = await createRentalListing(owner.id, { price: 30_000 });
    const renters = await Promise.all([1, 2, 3, 4, 5].map((i) => createUser({ email: `renter${i}@example.test` })));
    // Five renters ask for ranges that all contain 10 March 2027, at the same moment.
    const ranges = [
      ["2027-03-08", "2027-03-10"],
      ["2027-03-10", "2027-03-12"],
      ["2027-03-09", "2027-03-11"],
      ["2027-03-10", "2027-03-10"],
      ["2027-03-01", "2027-03-20"],
    ];
    const results = await Promise.allSettled(
      renters.map((renter, i) => {
        const [startDate, endDate] = ranges[i];
        const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
        return db()
          .insert(rentalBookings)
          .values({
            listingId: rental.id,
            renterId: renter.id,
            ownerId: owner.id,
            startDate,
            endDate,
            totalDays: days,
            dailyRate: 30_000,
            totalPrice: days * 30_000,
          });
      }),
    );
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(fulfilled).toHaveLength(1);
    // PostgreSQL refuses a loser either by the exclusion constraint (23P01) or, when two losers
    // wait on each other's index entries, by deadlock detection (40P01): both are refusals.
    for (const r of rejected) expect(["23P01", "40P01"]).toContain(pgCode(r.reason));
    const stored = await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, rental.id));
    expect(stored).toHaveLength(1);
  });

  it("frees the dates once a booking is rejected or cancelled, and allows touching ranges", async () => {
    const owner = await createUser({ email: "owner2@example.test" });
    const renter = await createUser({ email: "renter-b@example.test" });
    const rental = await createRentalListing(owner.id, { price: 10_000 });
    const book = (startDate: string, endDate: string, status: "pending" | "rejected" | "cancelled" = "pending") => {
      const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
      return db()
        .insert(rentalBookings)
        .values({
          listingId: rental.id,
          renterId: renter.id,
          ownerId: owner.id,
          startDate,
          endDate,
          totalDays: days,
          dailyRate: 10_000,
          totalPrice: days * 10_000,
          status,
          cancelReason: status === "cancelled" ? "renter" : null,
        });
    };
    await book("2027-05-01", "2027-05-03", "rejected");
    await book("2027-05-01", "2027-05-03", "cancelled");
    await book("2027-05-01", "2027-05-03");
    await book("2027-05-04", "2027-05-05");
    await expect(book("2027-05-03", "2027-05-04")).rejects.toSatisfy((e) => pgCode(e) === "23P01");
  });

  it("ties a cancellation to its reason", async () => {
    const owner = await createUser({ email: "owner3@example.test" });
    const renter = await createUser({ email: "renter-c@example.test" });
    const rental = await createRentalListing(owner.id, { price: 10_000 });
    const row = {
      listingId: rental.id,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: "2027-06-01",
      endDate: "2027-06-01",
      totalDays: 1,
      dailyRate: 10_000,
      totalPrice: 10_000,
    };
    await expect(
      db()
        .insert(rentalBookings)
        .values({ ...row, status: "cancelled" }),
    ).rejects.toSatisfy((e) => pgCode(e) === "23514");
    await expect(
      db()
        .insert(rentalBookings)
        .values({ ...row, status: "pending", cancelReason: "renter" }),
    ).rejects.toSatisfy((e) => pgCode(e) === "23514");
    await db()
      .insert(rentalBookings)
      .values({ ...row, status: "cancelled", cancelReason: "expired" });
  });
});
