import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { appSetting, installDefaultSettings, setAppSetting } from "../../app/features/settings/app-settings.server.ts";
import { DEFAULT_PLANS, installDefaultPlans, proProductId } from "../../app/features/subscription/plans.server.ts";
import { isPro } from "../../app/features/subscription/pro-status.server.ts";
import { recordSubscription } from "../../app/features/subscription/subscriptions.server.ts";
import { db } from "../../app/server/db.server.ts";
import { appSettings, listings, plans, subscriptions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

const DAY = 86_400_000;

describe("a fresh install's settings and plans", () => {
  it("saves every switch off and both plans, and never overwrites what an administrator chose", async () => {
    expect(await proProductId()).toBeNull();
    await installDefaultSettings();
    await installDefaultPlans();
    expect(await db().select().from(appSettings)).toHaveLength(2);
    expect(await appSetting("enable_free_listings_limit")).toBe(false);
    expect((await db().select().from(plans)).map((p) => [p.id, p.price]).sort()).toEqual([
      ["free", 0],
      ["pro", 5000],
    ]);
    expect(await proProductId()).toBe(DEFAULT_PLANS.find((p) => p.id === "pro")?.productId);

    await setAppSetting("enable_free_listings_limit", true);
    await db().update(plans).set({ price: 7500 }).where(eq(plans.id, "pro"));
    await installDefaultSettings();
    await installDefaultPlans();
    expect(await appSetting("enable_free_listings_limit")).toBe(true);
    expect((await db().select().from(plans).where(eq(plans.id, "pro")))[0]?.price).toBe(7500);
  });
});

describe("recordSubscription", () => {
  it("records the provider's word, updates it by the provider's id, and copies the plan onto the listings", async () => {
    await installDefaultPlans();
    const productId = (await proProductId()) as string;
    const dealer = await createUser({ email: "abonne@example.test", userType: "dealer" });
    const sale = await createSaleListing(dealer.id);
    const base = { provider: "sandbox", providerSubscriptionId: "sub_1", productId, currentPeriodEnd: new Date(Date.now() + 30 * DAY) };
    expect(await recordSubscription(dealer.id, { ...base, status: "active" })).toEqual({ pro: true });
    const flag = async () => (await db().select({ pro: listings.sellerPro }).from(listings).where(eq(listings.id, sale.id)))[0]?.pro;
    expect(await flag()).toBe(true);

    expect(await recordSubscription(dealer.id, { ...base, status: "canceled" })).toEqual({ pro: false });
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, dealer.id))).toHaveLength(1);
    expect(await flag()).toBe(false);
    expect(await recordSubscription(dealer.id, { ...base, status: "active", productId: "prod_autre" })).toEqual({ pro: false });
  });

  it("never takes over another user's record through a colliding provider id", async () => {
    await installDefaultPlans();
    const productId = (await proProductId()) as string;
    const [a, b] = [await createUser({ email: "a@example.test" }), await createUser({ email: "b@example.test" })];
    const sub = { provider: "sandbox", providerSubscriptionId: "sub_shared", productId, status: "active", currentPeriodEnd: null };
    await recordSubscription(a.id, sub);
    expect(await recordSubscription(b.id, { ...sub, status: "canceled" })).toEqual({ pro: false });
    expect(await isPro(a.id)).toBe(true);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, "sub_shared"));
    expect(row).toMatchObject({ userId: a.id, status: "active" });
  });
});
