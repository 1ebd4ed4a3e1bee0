import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { handlePaymentEvent } from "../../app/features/purchases/payment-events.server.ts";
import { installDefaultPlans } from "../../app/features/subscription/plans.server.ts";
import { isPro, subscriptionOf } from "../../app/features/subscription/pro-status.server.ts";
import { SUBSCRIPTION_MESSAGES, startSubscription, subscriptionPortal } from "../../app/features/subscription/subscribe.server.ts";
import { loader as statusLoader } from "../../app/routes/subscription-status.ts";
import { action as subscriptionAction } from "../../app/routes/subscription.tsx";
import { db } from "../../app/server/db.server.ts";
import { cancelSandboxSubscription, closeSandboxCheckout, portalCustomer } from "../../app/server/payments/sandbox.server.ts";
import { coupons, listings, payments, sandboxCheckouts } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
let seq = 0;
async function member() {
  await installDefaultPlans();
  const email = `abonne${++seq}@example.test`;
  return { user: await createUser({ email }), cookie: await sessionCookie(email) };
}
const checkoutOf = (url: string) => url.split("/").pop() as string;

describe("the Pro subscription through the sandbox provider", () => {
  it("charges the plan's price less a valid promo code, refuses an unknown code before any checkout, and makes the payer Pro once paid", async () => {
    const { user } = await member();
    await db().insert(coupons).values({ name: "RENTREE", duration: "once", percentOff: 20 }).onConflictDoNothing();
    expect(await startSubscription(user.id, "inconnu")).toEqual({ ok: false, error: SUBSCRIPTION_MESSAGES.invalidCode });
    expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);

    const started = await startSubscription(user.id, "  rentree ");
    if (!started.ok) throw new Error(started.error);
    const id = checkoutOf(started.url);
    const [checkout] = await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    expect(checkout).toMatchObject({ amount: 4_000, mode: "subscription", productId: "prod_pro_monthly", customerId: user.id });
    expect((await db().select().from(payments).where(eq(payments.userId, user.id)))[0]).toMatchObject({ couponCode: "RENTREE", amount: 4_000 });

    const sale = await createSaleListing(user.id);
    const event = await closeSandboxCheckout(id, "paid");
    expect(await handlePaymentEvent("sandbox", event!)).toBe("applied");
    expect(await handlePaymentEvent("sandbox", event!)).toBe("already-applied");
    expect(await isPro(user.id)).toBe(true);
    const status = await subscriptionOf(user.id);
    expect(status).toMatchObject({ pro: true, subscribed: true, productId: "prod_pro_monthly" });
    expect(Date.parse(status.subscriptionEnd as string) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // The Pro badge and place go onto the member's listings.
    expect((await db().select().from(listings).where(eq(listings.id, sale.id)))[0]?.sellerPro).toBe(true);
    expect(await startSubscription(user.id, "")).toEqual({ ok: false, error: SUBSCRIPTION_MESSAGES.alreadyPro });
  });

  it("follows a cancellation from the provider's portal, reached only by its signed link", async () => {
    const { user } = await member();
    const started = await startSubscription(user.id, "");
    if (!started.ok) throw new Error(started.error);
    const paid = await closeSandboxCheckout(checkoutOf(started.url), "paid");
    await handlePaymentEvent("sandbox", paid!);
    expect(await isPro(user.id)).toBe(true);

    const portal = await subscriptionPortal(user.id);
    if (!portal.ok) throw new Error(portal.error);
    const link = new URL(portal.url, "http://localhost:3000");
    expect(portalCustomer(link.searchParams.get("c"), link.searchParams.get("s"))).toBe(user.id);
    expect(portalCustomer("quelquun-dautre", link.searchParams.get("s"))).toBeNull();

    const [checkout] = await db()
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, checkoutOf(started.url)));
    const other = await member();
    expect(await cancelSandboxSubscription(other.user.id, checkout?.subscriptionId as string)).toBeNull();
    const cancelled = await cancelSandboxSubscription(user.id, checkout?.subscriptionId as string);
    expect(await handlePaymentEvent("sandbox", cancelled!)).toBe("applied");
    expect(await isPro(user.id)).toBe(false);
    expect(await subscriptionOf(user.id)).toEqual({ pro: false, subscribed: false, productId: "free", subscriptionEnd: null });
  });

  it("answers the browser's re-check (/subscription/status) with the member's status, free for a visitor, never cached", async () => {
    const { user, cookie } = await member();
    const check = async (headers: Record<string, string>) => {
      const response = (await statusLoader({
        request: new Request("http://localhost:3000/subscription/status", { headers }),
        params: {},
        context: new RouterContextProvider(),
      } as never)) as Response;
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return response.json();
    };
    expect(await check({})).toEqual({ subscribed: false, productId: "free", subscriptionEnd: null, pro: false });
    expect(await check({ cookie })).toMatchObject({ subscribed: false, pro: false });
    const started = await startSubscription(user.id, "");
    if (!started.ok) throw new Error(started.error);
    await handlePaymentEvent("sandbox", (await closeSandboxCheckout(checkoutOf(started.url), "paid"))!);
    expect(await check({ cookie })).toMatchObject({ subscribed: true, productId: "prod_pro_monthly", pro: true, subscriptionEnd: expect.any(String) });
  });

  it("answers the page's script with the checkout's address, and a form without script with a redirect", async () => {
    const { cookie } = await member();
    const post = (form: Record<string, string>) =>
      subscriptionAction({
        request: new Request("http://localhost:3000/subscription", { method: "POST", headers: { cookie }, body: new URLSearchParams(form) }),
        params: {},
        context: new RouterContextProvider(),
      } as never);
    const scripted = (await post({ intent: "checkout", promoCode: "", via: "script" })) as { data: { ok: boolean; url: string } };
    expect(scripted.data).toMatchObject({ ok: true, url: expect.stringMatching(/^\/checkout\/sandbox\/sbx_/) });
    const plain = (await post({ intent: "checkout", promoCode: "" })) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toMatch(/^\/checkout\/sandbox\/sbx_/);
    const refused = (await post({ intent: "checkout", promoCode: "FAUX", via: "script" })) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({ ok: false, error: SUBSCRIPTION_MESSAGES.invalidCode, promoCode: "FAUX" });
  });
});
