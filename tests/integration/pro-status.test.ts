import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { isPro, syncAllSellerPro, syncSellerPro } from "../../app/features/subscription/pro-status.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, plans, subscriptions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

const DAY = 86_400_000;

async function subscribe(userId: string, overrides: Partial<typeof subscriptions.$inferInsert> = {}) {
  const [row] = await db()
    .insert(subscriptions)
    .values({ userId, provider: "sandbox", productId: "prod_pro", status: "active", currentPeriodEnd: new Date(Date.now() + 10 * DAY), ...overrides })
    .returning();
  return row;
}

const flags = async (sellerId: string) =>
  (await db().select({ pro: listings.sellerPro }).from(listings).where(eq(listings.ownerId, sellerId)).orderBy(listings.kind)).map((r) => r.pro);

describe("the Pro plan", () => {
  it("counts only an active, unexpired subscription to the Pro plan's product", async () => {
    await db().insert(plans).values({ id: "pro", name: "Pro", price: 5000, productId: "prod_pro" });
    const cases: [Partial<typeof subscriptions.$inferInsert>, boolean][] = [
      [{}, true],
      [{ status: "trialing" }, true],
      [{ currentPeriodEnd: null }, true],
      [{ status: "canceled" }, false],
      [{ status: "past_due" }, false],
      [{ currentPeriodEnd: new Date(Date.now() - DAY) }, false],
      [{ productId: "prod_other" }, false],
    ];
    for (const [i, [overrides, expected]] of cases.entries()) {
      const user = await createUser({ email: `abonne${i}@example.test` });
      await subscribe(user.id, overrides);
      expect(await isPro(user.id), JSON.stringify(overrides)).toBe(expected);
    }
    expect(await isPro((await createUser({ email: "gratuit@example.test" })).id)).toBe(false);
  });

  it("copies the plan onto the owner's listings, and the hourly sync catches a period that ran out", async () => {
    const dealer = await createUser({ email: "concession@example.test", userType: "dealer" });
    const other = await createUser({ email: "particulier@example.test", userType: "seller" });
    await createSaleListing(dealer.id);
    await createRentalListing(dealer.id);
    await createSaleListing(other.id, { sellerPro: true }); // stale flag: never subscribed
    const subscription = await subscribe(dealer.id);

    expect(await syncSellerPro(dealer.id)).toBe(true);
    expect(await flags(dealer.id)).toEqual([true, true]);

    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, subscription.id));
    expect(await syncAllSellerPro()).toBe(3);
    expect(await flags(dealer.id)).toEqual([false, false]);
    expect(await flags(other.id)).toEqual([false]);
    expect(await syncAllSellerPro()).toBe(0);
  });
});
