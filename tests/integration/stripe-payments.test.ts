import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { handlePaymentEvent } from "../../app/features/purchases/payment-events.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { PROMOTION_MESSAGES, startPromotion } from "../../app/features/promotion/promotion.server.ts";
import { installDefaultPlans } from "../../app/features/subscription/plans.server.ts";
import { isPro } from "../../app/features/subscription/pro-status.server.ts";
import { startSubscription, subscriptionPortal } from "../../app/features/subscription/subscribe.server.ts";
import { action as webhookAction } from "../../app/routes/payment-webhook.ts";
import { action as promoteAction } from "../../app/routes/promote.tsx";
import { db } from "../../app/server/db.server.ts";
import { configurePaymentProviders } from "../../app/server/payments/payment-provider.server.ts";
import { coupons, paymentEvents, payments, premiumListings, subscriptions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, FakeStripe } from "../support/fake-stripe.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
const ORIGIN = "http://localhost:3000";
const stripe = new FakeStripe();
let seq = 0;

beforeAll(async () => {
  await stripe.start();
  configurePaymentProviders({ stripe: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: stripe.url } });
});
afterAll(async () => {
  configurePaymentProviders({});
  await stripe.stop();
});

async function seller() {
  const n = ++seq;
  const admin = await createUser({ email: `admin-stripe${n}@example.test`, role: "admin" });
  const pack = await createPackage(admin.id, { name: `Pack Stripe ${n}`, durationDays: 14, price: 7_500, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  const email = `vendeur-stripe${n}@example.test`;
  const user = await createUser({ email });
  return { user, sale: await createSaleListing(user.id), packageId: pack.id, cookie: await sessionCookie(email) };
}

/** Posts a delivery to /webhooks/stripe as Stripe does (raw JSON, the signature header, no Origin). */
async function deliver(delivery: { body: string; signature: string }, signature = delivery.signature) {
  const request = new Request(`${ORIGIN}/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: delivery.body,
  });
  const response = (await webhookAction({ request, params: { provider: "stripe" }, context: new RouterContextProvider() } as never)) as Response;
  return { status: response.status, body: (await response.json()) as { received?: boolean; outcome?: string; error?: string } };
}

const promotionsOf = (listingId: string) => db().select().from(premiumListings).where(eq(premiumListings.listingId, listingId));

describe("payments through Stripe (a local server answering as Stripe's API)", () => {
  it("opens a Checkout Session in XOF at the package's price from the promote form, and a signed webhook promotes the listing once", async () => {
    const { sale, packageId, cookie } = await seller();
    const request = new Request(`${ORIGIN}/promote`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ packageId, listingId: sale.id, method: "card", amount: "1" }),
    });
    const answer = (await promoteAction({ request, params: {}, context: new RouterContextProvider() } as never)) as { data: { ok: boolean; url: string } };
    expect(answer.data).toMatchObject({ ok: true, url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    const session = [...stripe.sessions.values()].at(-1);
    expect(session).toMatchObject({
      mode: "payment",
      currency: "xof",
      amount_total: 7_500,
      success_url: expect.stringMatching(new RegExp(`^${ORIGIN}/payment-success\\?paiement=[0-9a-f-]{36}&listing_id=${sale.id}$`)),
    });

    const paid = stripe.pay(session!.id);
    const before = Date.now();
    const delivery = stripe.webhook("checkout.session.completed", paid);
    expect(await deliver(delivery)).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    const [premium] = await promotionsOf(sale.id);
    expect(premium?.isActive).toBe(true);
    expect(Math.round(((premium?.endDate.getTime() ?? 0) - (premium?.startDate.getTime() ?? 0)) / 86_400_000)).toBe(14);
    expect(premium?.startDate.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Stripe delivers at least once: the same event again changes nothing.
    expect(await deliver(delivery)).toEqual({ status: 200, body: { received: true, outcome: "already-applied" } });
    expect(await promotionsOf(sale.id)).toHaveLength(1);
  });

  it("answers 400 to a delivery whose signature is wrong, missing or made with another secret, and changes nothing", async () => {
    const { user, sale, packageId } = await seller();
    const started = await startPromotion(user.id, { listingId: sale.id, packageId });
    if (!started.ok) throw new Error(started.error);
    const paid = stripe.pay(started.providerSessionId);
    const forged = stripe.webhook("checkout.session.completed", paid, { secret: "whsec_someone_else" });
    expect((await deliver(forged)).status).toBe(400);
    const genuine = stripe.webhook("checkout.session.completed", paid);
    expect(await deliver(genuine, "")).toMatchObject({ status: 400, body: { error: "Signature non valide" } });
    expect(await deliver({ ...genuine, body: genuine.body.replace("checkout.session.completed", "checkout.session.expired") })).toMatchObject({ status: 400 });
    expect(await promotionsOf(sale.id)).toEqual([]);
    expect((await db().select().from(payments).where(eq(payments.id, started.paymentId)))[0]?.status).toBe("pending");
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, genuine.eventId))).toEqual([]);
    // The genuine delivery still goes through afterwards.
    expect((await deliver(genuine)).body.outcome).toBe("applied");
  });

  it("refuses to open a payment for someone else's listing, without asking Stripe", async () => {
    const owner = await seller();
    const other = await seller();
    const asked = stripe.requests.length;
    expect(await startPromotion(other.user.id, { listingId: owner.sale.id, packageId: owner.packageId })).toEqual({
      ok: false,
      error: PROMOTION_MESSAGES.listingNotFound,
    });
    expect(stripe.requests.length).toBe(asked);
  });

  it("subscribes with a promo code as a Stripe coupon, then follows the subscription through its webhooks to its end", async () => {
    await installDefaultPlans();
    const email = `abonne-stripe${++seq}@example.test`;
    const user = await createUser({ email });
    await db().insert(coupons).values({ name: "TROISMOIS", duration: "repeating", durationInMonths: 3, percentOff: 10 }).onConflictDoNothing();

    const started = await startSubscription(user.id, "troismois");
    if (!started.ok) throw new Error(started.error);
    const session = [...stripe.sessions.values()].at(-1)!;
    // The plan's 5 000 XOF, 500 off for three months: the first payment is 4 500.
    expect(session).toMatchObject({ mode: "subscription", amount_total: 4_500, metadata: { member: user.id } });
    expect([...stripe.coupons.values()].at(-1)).toMatchObject({ amount_off: 500, currency: "xof", duration: "repeating", duration_in_months: 3 });

    const paid = stripe.pay(session.id);
    expect((await deliver(stripe.webhook("checkout.session.completed", paid))).body.outcome).toBe("applied");
    expect(await isPro(user.id)).toBe(true);
    const [record] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(record).toMatchObject({ provider: "stripe", providerSubscriptionId: paid.subscription, providerCustomerId: `cus_for_${user.id}`, status: "active" });
    expect((record?.currentPeriodEnd?.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(await subscriptionPortal(user.id)).toEqual({ ok: true, url: `https://billing.stripe.test/p/cus_for_${user.id}` });

    // A failed renewal: the invoice names the subscription, whose state is read back.
    const subscriptionId = paid.subscription as string;
    stripe.updateSubscription(subscriptionId, { status: "past_due" });
    const failed = { id: "in_test_1", object: "invoice", parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } } };
    expect((await deliver(stripe.webhook("invoice.payment_failed", failed))).body.outcome).toBe("applied");
    expect(await isPro(user.id)).toBe(false);

    stripe.updateSubscription(subscriptionId, { status: "active" });
    expect((await deliver(stripe.webhook("invoice.paid", failed))).body.outcome).toBe("applied");
    expect(await isPro(user.id)).toBe(true);

    // Cancelled in Stripe's portal.
    const ended = stripe.updateSubscription(subscriptionId, { status: "canceled" });
    expect((await deliver(stripe.webhook("customer.subscription.deleted", ended))).body.outcome).toBe("applied");
    expect(await isPro(user.id)).toBe(false);
    expect((await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0]?.status).toBe("canceled");
  });

  it("refuses a body past 256 KB with 413 before checking anything", async () => {
    const delivery = stripe.webhook("customer.created", { id: "cus_x", object: "customer", padding: "x".repeat(300 * 1024) });
    const request = new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", headers: { "stripe-signature": delivery.signature }, body: delivery.body });
    const refused = await webhookAction({ request, params: { provider: "stripe" }, context: new RouterContextProvider() } as never).catch(
      (thrown: unknown) => thrown,
    );
    expect((refused as Response).status).toBe(413);
  });

  it("acknowledges events of no interest, and ignores a checkout Stripe does not know", async () => {
    expect(await deliver(stripe.webhook("customer.created", { id: "cus_x", object: "customer" }))).toEqual({
      status: 200,
      body: { received: true, outcome: "ignored" },
    });
    expect((await deliver(stripe.webhook("checkout.session.completed", { id: "cs_unknown", object: "checkout.session" }))).body.outcome).toBe("ignored");
  });

  it("forgets an event it could not apply (Stripe unreachable), so that the next delivery applies it", async () => {
    const { user, sale, packageId } = await seller();
    const started = await startPromotion(user.id, { listingId: sale.id, packageId });
    if (!started.ok) throw new Error(started.error);
    const event = { id: "evt_retry_me", type: "checkout.session.completed", checkoutId: started.providerSessionId };
    stripe.pay(started.providerSessionId);

    configurePaymentProviders({ stripe: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: "http://127.0.0.1:9" } });
    await expect(handlePaymentEvent("stripe", event)).rejects.toThrow();
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);

    configurePaymentProviders({ stripe: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: stripe.url } });
    expect(await handlePaymentEvent("stripe", event)).toBe("applied");
    expect(await promotionsOf(sale.id)).toHaveLength(1);
  });
});
