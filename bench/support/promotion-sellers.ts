import { count, eq } from "drizzle-orm";
import { saleListingValues } from "../../app/features/demo/factories.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, payments, premiumListings, profiles } from "../../app/server/schema.ts";
import { benchProfile } from "./bench-people.ts";

/** `sellers` members with one sale listing each, and a 7-day pack at 5 000 XOF made by an admin. */
export async function seedPromotionSellers(sellers: number): Promise<{ sellers: { userId: string; listingId: string }[]; packageId: string }> {
  const people = Array.from({ length: sellers + 1 }, (_, i) => benchProfile(i, "Vendeur", i === 0 ? { role: "admin" } : {}));
  const ids = (await db().insert(profiles).values(people).returning({ id: profiles.id })).map((r) => r.id);
  const [adminId, ...sellerIds] = ids as [string, ...string[]];
  const created = await db()
    .insert(listings)
    .values(sellerIds.map((id) => saleListingValues(id)))
    .returning({ id: listings.id, ownerId: listings.ownerId });
  const pack = await createPackage(adminId, { name: "Pack bench", durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  return { sellers: created.map((l) => ({ userId: l.ownerId, listingId: l.id })), packageId: pack.id };
}

/** How many promotions and paid payments there are, and whether both are exactly `expected`. */
export async function appliedOnce(expected: number) {
  const [promoted] = await db().select({ n: count() }).from(premiumListings);
  const [paid] = await db().select({ n: count() }).from(payments).where(eq(payments.status, "paid"));
  return { premium: promoted?.n ?? 0, paid: paid?.n ?? 0, exact: promoted?.n === expected && paid?.n === expected };
}
