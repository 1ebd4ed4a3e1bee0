import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { premiumSales } from "../../app/features/listings/home/home-listings.server.ts";
import { PACKAGE_MESSAGES, activePackages, createPackage } from "../../app/features/promotion/packages.server.ts";
import { PROMOTION_MESSAGES, fulfilPromotion, startPromotion } from "../../app/features/promotion/promotion.server.ts";
import { db } from "../../app/server/db.server.ts";
import { payments, premiumListings, premiumPackages, profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

const DAY = 86_400_000;
let seq = 0;
const user = (role: "user" | "admin" = "user") => createUser({ email: `promo${++seq}@example.test`, role });

async function weekPackage() {
  const admin = await user("admin");
  const created = await createPackage(admin.id, { name: " 7 jours ", durationDays: 7, price: 5000, features: ["Badge Premium", " "] });
  if (!created.ok) throw new Error(created.error);
  return created.id;
}

describe("createPackage", () => {
  it("lets an administrator create a package with a name, a duration and a price", async () => {
    const id = await weekPackage();
    const [row] = await db().select().from(premiumPackages).where(eq(premiumPackages.id, id));
    expect(row).toMatchObject({ name: "7 jours", durationDays: 7, price: 5000, features: ["Badge Premium"], isActive: true });
    expect((await activePackages()).map((p) => p.id)).toContain(id);
  });

  it("refuses anyone else, a banned administrator, and incomplete or impossible packages", async () => {
    const seller = await user();
    const input = { name: "30 jours", durationDays: 30, price: 15000 };
    expect(await createPackage(seller.id, input)).toEqual({ ok: false, error: PACKAGE_MESSAGES.denied });
    const banned = await user("admin");
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, banned.id));
    expect(await createPackage(banned.id, input)).toEqual({ ok: false, error: PACKAGE_MESSAGES.denied });
    const admin = await user("admin");
    expect(await createPackage(admin.id, { ...input, name: "  " })).toEqual({ ok: false, error: PACKAGE_MESSAGES.incomplete });
    for (const durationDays of [0, 1.5, 366]) {
      expect(await createPackage(admin.id, { ...input, durationDays })).toEqual({ ok: false, error: PACKAGE_MESSAGES.invalidDuration });
    }
    for (const price of [0, -5, 99.5]) {
      expect(await createPackage(admin.id, { ...input, price })).toEqual({ ok: false, error: PACKAGE_MESSAGES.invalidPrice });
    }
    expect((await activePackages()).filter((p) => p.name === "30 jours")).toEqual([]);
  });
});

describe("startPromotion and fulfilPromotion", () => {
  it("charges the package's price for one's own listing, then promotes it for the package's duration, once", async () => {
    const packageId = await weekPackage();
    const seller = await user();
    const sale = await createSaleListing(seller.id);
    const paidAt = new Date(Date.now() - 2 * DAY);
    const started = await startPromotion(seller.id, { listingId: sale.id, packageId }, { now: paidAt });
    if (!started.ok) throw new Error(started.error);
    expect(started.amount).toBe(5000);
    const [payment] = await db().select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment).toMatchObject({ userId: seller.id, kind: "promotion", status: "pending", amount: 5000, listingId: sale.id, packageId });
    expect(await premiumSales("CI")).toEqual([]);
    if (!payment) throw new Error("no payment");

    const first = await fulfilPromotion(payment, "webhook", { now: paidAt });
    const again = await fulfilPromotion(payment, "return-page");
    expect(first.ok && again.ok && first.premiumId === again.premiumId).toBe(true);
    const rows = await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endDate.getTime()).toBe(paidAt.getTime() + 7 * DAY);
    const [paid] = await db().select().from(payments).where(eq(payments.id, started.paymentId));
    expect(paid).toMatchObject({ status: "paid", completedAt: paidAt });
    expect((await premiumSales("CI")).map((l) => l.id)).toEqual([sale.id]);
  });

  it("refuses another's listing, a listing not shown, an unknown or inactive package, and an unknown payment", async () => {
    const packageId = await weekPackage();
    const [seller, other] = [await user(), await user()];
    const sale = await createSaleListing(seller.id);
    expect(await startPromotion(other.id, { listingId: sale.id, packageId })).toEqual({ ok: false, error: PROMOTION_MESSAGES.listingNotFound });
    const sold = await createSaleListing(seller.id, { status: "sold" });
    expect(await startPromotion(seller.id, { listingId: sold.id, packageId })).toEqual({ ok: false, error: PROMOTION_MESSAGES.listingNotFound });
    const off = await createRentalListing(seller.id, { available: false });
    expect(await startPromotion(seller.id, { listingId: off.id, packageId })).toEqual({ ok: false, error: PROMOTION_MESSAGES.listingNotFound });
    expect(await startPromotion(seller.id, { listingId: sale.id, packageId: "" })).toEqual({ ok: false, error: PROMOTION_MESSAGES.packageRequired });
    await db().update(premiumPackages).set({ isActive: false }).where(eq(premiumPackages.id, packageId));
    expect(await startPromotion(seller.id, { listingId: sale.id, packageId })).toEqual({ ok: false, error: PROMOTION_MESSAGES.packageRequired });
    const unknown = { id: randomUUID(), userId: seller.id, listingId: sale.id, packageId };
    expect(await fulfilPromotion(unknown, "webhook")).toEqual({ ok: false, error: PROMOTION_MESSAGES.paymentFailed });
    expect(await db().select().from(payments).where(eq(payments.userId, other.id))).toEqual([]);
  });
});
