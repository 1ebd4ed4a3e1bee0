import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { handlePaymentEvent } from "../../app/features/purchases/payment-events.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { deactivateExpiredPromotions } from "../../app/features/promotion/premium-listings.server.ts";
import { startPromotion } from "../../app/features/promotion/promotion.server.ts";
import { action as promoteAction } from "../../app/routes/promote.tsx";
import { action as checkoutAction, loader as checkoutLoader } from "../../app/routes/sandbox-checkout.tsx";
import { db } from "../../app/server/db.server.ts";
import { closeSandboxCheckout } from "../../app/server/payments/sandbox.server.ts";
import { coupons, payments, premiumListings, sandboxCheckouts } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
const ORIGIN = "http://localhost:3000";
let seq = 0;

async function setup() {
  const n = ++seq;
  const admin = await createUser({ email: `admin-promo${n}@example.test`, role: "admin" });
  const pack = await createPackage(admin.id, { name: `Pack ${n}`, durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  const email = `vendeur-promo${n}@example.test`;
  const seller = await createUser({ email });
  const sale = await createSaleListing(seller.id);
  return { seller, sale, packageId: pack.id, cookie: await sessionCookie(email) };
}
const args = (path: string, form?: Record<string, string>, cookie?: string, params: Record<string, string> = {}) =>
  ({
    request: new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: cookie ? { cookie } : {},
      body: form ? new URLSearchParams(form) : undefined,
    }),
    params,
    context: new RouterContextProvider(),
  }) as never;

describe("promotion through the sandbox provider", () => {
  it("opens a checkout at the package's price, and paying on its page promotes the listing for the package's days and tells the owner", async () => {
    const { seller, sale, packageId, cookie } = await setup();
    const answer = (await promoteAction(args("/promote", { packageId, listingId: sale.id, method: "card" }, cookie))) as { data: { ok: boolean; url: string } };
    expect(answer.data).toMatchObject({ ok: true, url: expect.stringMatching(/^\/checkout\/sandbox\/sbx_/) });
    const id = answer.data.url.split("/").pop() as string;
    expect(await checkoutLoader(args(answer.data.url, undefined, cookie, { id }))).toMatchObject({ amount: 5_000, status: "open" });

    const before = Date.now();
    const paid = (await checkoutAction(args(answer.data.url, { intent: "pay" }, cookie, { id }))) as Response;
    expect(paid.status).toBe(302);
    const [payment] = await db().select().from(payments).where(eq(payments.providerSessionId, id));
    expect(paid.headers.get("Location")).toBe(`/payment-success?paiement=${payment?.id}&listing_id=${sale.id}`);
    const [premium] = await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id));
    expect(premium?.isActive).toBe(true);
    const days = ((premium?.endDate.getTime() ?? 0) - (premium?.startDate.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(7);
    expect(premium?.startDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await db().select().from(payments).where(eq(payments.listingId, sale.id)))[0]?.status).toBe("paid");
    expect((await listNotifications(seller.id)).items[0]).toMatchObject({ title: "Annonce promue" });
    // Paying again on the same page changes nothing.
    await checkoutAction(args(answer.data.url, { intent: "pay" }, cookie, { id }));
    expect(await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id))).toHaveLength(1);
  });

  it("applies an event once, reads the state back from the provider, and ignores a paid amount that is not ours", async () => {
    const { sale, seller, packageId } = await setup();
    const started = await startPromotion(seller.id, { listingId: sale.id, packageId });
    if (!started.ok) throw new Error(started.error);
    // An event claiming a payment the provider does not hold paid promotes nothing.
    expect(await handlePaymentEvent("sandbox", { id: "evt_fake", type: "checkout.paid", checkoutId: started.providerSessionId })).toBe("ignored");
    const event = await closeSandboxCheckout(started.providerSessionId, "paid");
    if (!event) throw new Error("not closed");
    expect(await handlePaymentEvent("sandbox", event)).toBe("applied");
    expect(await handlePaymentEvent("sandbox", event)).toBe("already-applied");
    expect(await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id))).toHaveLength(1);

    const other = await startPromotion(seller.id, { listingId: sale.id, packageId });
    if (!other.ok) throw new Error(other.error);
    await db().update(sandboxCheckouts).set({ amount: 1 }).where(eq(sandboxCheckouts.id, other.providerSessionId));
    const cheap = await closeSandboxCheckout(other.providerSessionId, "paid");
    expect(await handlePaymentEvent("sandbox", cheap!)).toBe("ignored");
    expect((await db().select().from(payments).where(eq(payments.id, other.paymentId)))[0]?.status).toBe("pending");
    expect(await handlePaymentEvent("stripe", { id: "evt_x", type: "checkout.paid", checkoutId: other.providerSessionId })).toBe("ignored");
  });

  it("cancels on the checkout's 'Annuler', refuses another's listing and a missing package with the spec's words", async () => {
    const { sale, packageId, cookie } = await setup();
    const started = (await promoteAction(args("/promote", { packageId, listingId: sale.id }, cookie))) as { data: { url: string } };
    const id = started.data.url.split("/").pop() as string;
    const cancelled = (await checkoutAction(args(started.data.url, { intent: "cancel" }, cookie, { id }))) as Response;
    // Back to the pack's page, which says so from its URL (as with a real provider: no cookie of ours).
    expect(cancelled.headers.get("Location")).toBe(`/promote?annonce=${sale.id}&paiement=annule`);
    expect(cancelled.headers.get("Set-Cookie")).toBeNull();
    expect((await db().select().from(payments).where(eq(payments.providerSessionId, id)))[0]?.status).toBe("cancelled");
    expect(await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id))).toEqual([]);

    const stranger = await setup();
    const refused = (await promoteAction(args("/promote", { packageId, listingId: sale.id }, stranger.cookie))) as { data: unknown; init: { status: number } };
    expect(refused.data).toMatchObject({ ok: false, error: "Annonce non trouvée" });
    const noPack = (await promoteAction(args("/promote", { listingId: sale.id }, cookie))) as { data: unknown };
    expect(noPack.data).toMatchObject({ ok: false, error: "Veuillez sélectionner un pack" });
  });

  it("takes a promo code's discount off the pack's price, and refuses an unknown code before any checkout", async () => {
    const { sale, cookie } = await setup();
    const { packageId } = await setup();
    await db().insert(coupons).values({ name: "PROMO50", duration: "once", percentOff: 50 }).onConflictDoNothing();
    const refused = (await promoteAction(args("/promote", { packageId, listingId: sale.id, promoCode: "inconnu" }, cookie))) as { data: unknown };
    expect(refused.data).toMatchObject({ ok: false, error: "Ce code promo n'est pas valide.", values: { promoCode: "inconnu" } });
    expect(await db().select().from(payments).where(eq(payments.listingId, sale.id))).toEqual([]);
    const answer = (await promoteAction(args("/promote", { packageId, listingId: sale.id, promoCode: " promo50 " }, cookie))) as { data: { url: string } };
    const [checkout] = await db()
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, answer.data.url.split("/").pop() as string));
    expect(checkout?.amount).toBe(2_500);
    expect((await db().select().from(payments).where(eq(payments.listingId, sale.id)))[0]).toMatchObject({ amount: 2_500, couponCode: "PROMO50" });
  });

  it("deactivates promotions whose time is over", async () => {
    const { sale, seller, packageId } = await setup();
    const then = new Date(Date.now() - 10 * 86_400_000);
    const started = await startPromotion(seller.id, { listingId: sale.id, packageId }, { now: then });
    if (!started.ok) throw new Error(started.error);
    const event = await closeSandboxCheckout(started.providerSessionId, "paid");
    await handlePaymentEvent("sandbox", event!, then);
    expect(await deactivateExpiredPromotions()).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id)))[0]?.isActive).toBe(false);
    expect(await deactivateExpiredPromotions()).toBe(0);
  });
});
