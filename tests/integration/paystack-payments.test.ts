import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { UNPAID_MESSAGES } from "../../app/features/payments/payment-messages.ts";
import { GIVE_UP_AFTER_MS } from "../../app/features/payments/pending-payments.ts";
import { reconcilePendingPayments } from "../../app/features/purchases/payment-reconciliation.server.ts";
import { REFUND_MESSAGES, recentPayments, refundPayment } from "../../app/features/purchases/refunds.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { PROMOTION_MESSAGES } from "../../app/features/promotion/promotion.server.ts";
import { installDefaultPlans } from "../../app/features/subscription/plans.server.ts";
import { isPro } from "../../app/features/subscription/pro-status.server.ts";
import { startSubscription } from "../../app/features/subscription/subscribe.server.ts";
import { loader as paymentSuccessLoader } from "../../app/routes/payment-success.tsx";
import { action as webhookAction } from "../../app/routes/payment-webhook.ts";
import { action as promoteAction, loader as promoteLoader } from "../../app/routes/promote.tsx";
import { backgroundSettled } from "../../app/server/background.server.ts";
import { db } from "../../app/server/db.server.ts";
import { configurePaymentProviders } from "../../app/server/payments/payment-provider.server.ts";
import { verifyPaystackSignature } from "../../app/server/payments/paystack.server.ts";
import { notifications, payments, premiumListings, subscriptions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { FAKE_PAYSTACK_KEY, FakePaystack } from "../support/fake-paystack.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
const ORIGIN = "http://localhost:3000";
const paystack = new FakePaystack();
let seq = 0;

beforeAll(async () => {
  await paystack.start();
  configurePaymentProviders({ paystack: { secretKey: FAKE_PAYSTACK_KEY, apiUrl: paystack.url }, sandbox: true });
  await installDefaultPlans();
});
afterAll(async () => {
  configurePaymentProviders({});
  await paystack.stop();
});

/** A seller in Ghana (or Nigeria) with a listing, and a 7-day pack at 5 000 CFA. */
async function seller(country: "GH" | "NG" = "GH") {
  const n = ++seq;
  const admin = await createUser({ email: `admin-paystack${n}@example.test`, role: "admin" });
  const pack = await createPackage(admin.id, { name: `Pack Paystack ${n}`, durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  const email = `vendeur-paystack${n}@example.test`;
  const user = await createUser({ email, country, phone: country === "GH" ? "+233200000000" : "+2348000000000" });
  return { admin, user, email, sale: await createSaleListing(user.id), packageId: pack.id, cookie: await sessionCookie(email) };
}
type Seller = Awaited<ReturnType<typeof seller>>;

const routeArgs = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: new RouterContextProvider() }) as never;

/** Posts a delivery to /webhooks/paystack as Paystack does (raw JSON, x-paystack-signature), and waits for the work it answered before. */
async function deliver(delivery: { body: string; signature: string }, signature: string | null = delivery.signature) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["x-paystack-signature"] = signature;
  const request = new Request(`${ORIGIN}/webhooks/paystack`, { method: "POST", headers, body: delivery.body });
  const response = (await webhookAction(routeArgs(request, { provider: "paystack" }))) as Response;
  const body = (await response.json()) as { received?: boolean; error?: string };
  await backgroundSettled();
  return { status: response.status, body };
}

async function promote(s: Seller, method = "card") {
  const request = new Request(`${ORIGIN}/promote`, {
    method: "POST",
    headers: { cookie: s.cookie },
    body: new URLSearchParams({ packageId: s.packageId, listingId: s.sale.id, method }),
  });
  return (await promoteAction(routeArgs(request))) as { data: { ok: boolean; url?: string; error?: string } };
}

const paymentOf = async (userId: string) => (await db().select().from(payments).where(eq(payments.userId, userId)))[0];
const promotionsOf = (listingId: string) => db().select().from(premiumListings).where(eq(premiumListings.listingId, listingId));

async function returnPage(cookie: string, paymentId: string) {
  const request = new Request(`${ORIGIN}/payment-success?paiement=${paymentId}`, { headers: { cookie } });
  return (await paymentSuccessLoader(routeArgs(request))) as { status: string; retry: string };
}

describe("Paystack's webhook signature", () => {
  it("accepts the hex HMAC-SHA512 of the raw body with the secret key, and nothing else", () => {
    const body = '{"event":"charge.success","data":{"id":1,"reference":"r1"}}';
    const good = createHmac("sha512", FAKE_PAYSTACK_KEY).update(body).digest("hex");
    expect(verifyPaystackSignature(FAKE_PAYSTACK_KEY, good, body)).toBe(true);
    expect(verifyPaystackSignature(FAKE_PAYSTACK_KEY, good.toUpperCase(), body)).toBe(true);
    expect(verifyPaystackSignature(FAKE_PAYSTACK_KEY, good, `${body} `)).toBe(false);
    expect(verifyPaystackSignature(FAKE_PAYSTACK_KEY, good.slice(2), body)).toBe(false);
    expect(verifyPaystackSignature(FAKE_PAYSTACK_KEY, null, body)).toBe(false);
    expect(verifyPaystackSignature(FAKE_PAYSTACK_KEY, "z".repeat(128), body)).toBe(false);
  });
});

describe("payments through Paystack (a local server answering as Paystack's API)", () => {
  it("offers Ghana's methods through Paystack with the amount in cedis, charges in pesewas at the stored rate, and a paid transaction promotes the listing", async () => {
    const s = await seller("GH");
    const page = (await promoteLoader(routeArgs(new Request(`${ORIGIN}/promote`, { headers: { cookie: s.cookie } })))) as {
      methods: { id: string; provider: string | null; currency: string | null }[];
    };
    expect(page.methods.map((m) => [m.id, m.provider, m.currency])).toEqual([
      ["mtn-momo", "paystack", "GHS"],
      ["card", "paystack", "GHS"],
    ]);

    const answer = await promote(s, "mtn-momo");
    const transaction = paystack.last();
    expect(answer.data).toEqual({ ok: true, url: transaction.authorization_url });
    const payment = await paymentOf(s.user.id);
    // 5 000 CFA × 0,07 = 350 GHS = 35 000 pesewas.
    expect(payment).toMatchObject({
      provider: "paystack",
      method: "mtn-momo",
      amount: 5_000,
      chargedAmount: 35_000,
      currency: "ghs",
      exchangeRate: 0.07,
      status: "pending",
      providerSessionId: payment!.id,
    });
    expect(transaction).toMatchObject({
      reference: payment!.id,
      amount: 35_000,
      currency: "GHS",
      email: s.email,
      channels: ["mobile_money"],
      callback_url: `${ORIGIN}/payment-success?paiement=${payment!.id}&listing_id=${s.sale.id}`,
    });

    expect(await deliver(paystack.webhook("charge.success", paystack.pay(transaction.reference)))).toEqual({ status: 200, body: { received: true } });
    expect(await promotionsOf(s.sale.id)).toHaveLength(1);
    expect((await paymentOf(s.user.id))?.status).toBe("paid");
    expect((await returnPage(s.cookie, payment!.id)).status).toBe("paid");
    const listed = (await recentPayments(s.email)).find((p) => p.id === payment!.id);
    expect(listed).toMatchObject({ provider: "paystack", method: "mtn-momo", currency: "ghs", chargedAmount: 35_000, refundable: true });
  });

  it("charges a Nigerian seller's card in naira (kobo)", async () => {
    const s = await seller("NG");
    expect((await promote(s, "card")).data.ok).toBe(true);
    expect(paystack.last()).toMatchObject({ amount: 600_000, currency: "NGN" });
    expect(await paymentOf(s.user.id)).toMatchObject({ currency: "ngn", chargedAmount: 600_000, exchangeRate: 1.2 });
    // Wave is not a method in Nigeria, whatever the form says.
    expect((await promote(s, "wave")).data).toMatchObject({ ok: false, error: PROMOTION_MESSAGES.methodUnavailable });
  });

  it("applies the same webhook delivered twice at the same moment once", async () => {
    const s = await seller();
    await promote(s);
    const delivery = paystack.webhook("charge.success", paystack.pay(paystack.last().reference));
    const both = await Promise.all([deliver(delivery), deliver(delivery)]);
    expect(both.map((d) => d.status)).toEqual([200, 200]);
    expect(await promotionsOf(s.sale.id)).toHaveLength(1);
    // The seller is in Nigeria: the bell speaks English to them (ADR 0049).
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.title, "Listing promoted")));
    expect(told).toHaveLength(1);
  });

  it("answers 400 to a bad, missing or foreign signature and changes nothing; a stale delivery replayed later changes nothing either", async () => {
    const s = await seller();
    await promote(s);
    const paid = paystack.pay(paystack.last().reference);
    const good = paystack.webhook("charge.success", paid);
    const flipped = `${good.signature[0] === "0" ? "1" : "0"}${good.signature.slice(1)}`;
    expect(await deliver(good, flipped)).toEqual({ status: 400, body: { error: "Signature non valide" } });
    expect((await deliver(good, null)).status).toBe(400);
    expect((await deliver(paystack.webhook("charge.success", paid, "sk_test_not_the_right_one"))).status).toBe(400);
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    expect((await paymentOf(s.user.id))?.status).toBe("pending");

    // Paystack signs no timestamp: an old delivery replayed is recognised by its event, and the
    // transaction is read back anyway, so a refunded payment is not paid again.
    expect((await deliver(good)).status).toBe(200);
    const payment = await paymentOf(s.user.id);
    expect(await refundPayment(s.admin.id, payment!.id)).toMatchObject({ ok: true });
    expect((await deliver(good)).status).toBe(200);
    expect((await paymentOf(s.user.id))?.status).toBe("refunded");
    expect((await promotionsOf(s.sale.id)).filter((p) => p.isActive)).toHaveLength(0);
  });

  it("shows another member's payment to nobody", async () => {
    const s = await seller();
    const other = await seller();
    await promote(s);
    const payment = await paymentOf(s.user.id);
    const thrown = await returnPage(other.cookie, payment!.id).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("leaves nothing active after a failed charge and tells the payer in French", async () => {
    const s = await seller();
    await promote(s);
    const payment = await paymentOf(s.user.id);
    expect((await deliver(paystack.webhook("charge.failed", paystack.fail(paystack.last().reference)))).status).toBe(200);
    expect((await paymentOf(s.user.id))?.status).toBe("cancelled");
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    expect(await returnPage(s.cookie, payment!.id)).toMatchObject({ status: "unpaid", retry: `/promote?annonce=${s.sale.id}` });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.type, "payment")));
    expect(notice).toMatchObject({ title: "Paiement non abouti", message: UNPAID_MESSAGES.promotion });
  });

  it("refuses in French while Paystack is down, then the scheduler fulfils a paid one and closes an abandoned one after 24 hours", async () => {
    const s = await seller();
    paystack.down = true;
    try {
      expect((await promote(s)).data).toMatchObject({ ok: false, error: PROMOTION_MESSAGES.paymentFailed });
      expect((await paymentOf(s.user.id))?.status).toBe("failed");
    } finally {
      paystack.down = false;
    }

    // Paid while its webhook was lost: the scheduler reads it back and promotes.
    const lost = await seller();
    await promote(lost);
    paystack.pay(paystack.last().reference);
    await reconcilePendingPayments(new Date(Date.now() + 3 * 60_000));
    expect((await paymentOf(lost.user.id))?.status).toBe("paid");
    expect(await promotionsOf(lost.sale.id)).toHaveLength(1);

    // Left on Paystack's page ('abandoned'): still pending within 24 hours, closed after.
    const gone = await seller();
    await promote(gone);
    const pending = await paymentOf(gone.user.id);
    await reconcilePendingPayments(new Date(Date.now() + 10 * 60_000));
    expect((await paymentOf(gone.user.id))?.status).toBe("pending");
    await reconcilePendingPayments(new Date(pending!.createdAt.getTime() + GIVE_UP_AFTER_MS + 60_000));
    expect((await paymentOf(gone.user.id))?.status).toBe("cancelled");
    expect(await promotionsOf(gone.sale.id)).toHaveLength(0);
  });

  it("refuses an amount or currency Paystack reports differently from ours, and tells the admins once", async () => {
    const s = await seller();
    await promote(s);
    const transaction = paystack.pay(paystack.last().reference);
    transaction.currency = "NGN";
    const delivery = paystack.webhook("charge.success", transaction);
    await deliver(delivery);
    await reconcilePendingPayments(new Date(Date.now() + 3 * 60_000));
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    expect((await paymentOf(s.user.id))?.status).toBe("pending");
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.admin.id), eq(notifications.title, "Paiement refusé : montant différent")));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain("au lieu de 350");
  });

  it("refunds through Paystack's /refund, ends the promotion, and puts the payment back as paid when Paystack refuses", async () => {
    const s = await seller();
    await promote(s);
    await deliver(paystack.webhook("charge.success", paystack.pay(paystack.last().reference)));
    const payment = await paymentOf(s.user.id);
    paystack.down = true;
    expect(await refundPayment(s.admin.id, payment!.id)).toEqual({ ok: false, error: REFUND_MESSAGES.providerRefused });
    paystack.down = false;
    expect((await paymentOf(s.user.id))?.status).toBe("paid");
    expect(await refundPayment(s.admin.id, payment!.id)).toEqual({ ok: true, paymentId: payment!.id });
    expect(paystack.transactions.get(payment!.id)?.refunded).toBe(true);
    expect((await paymentOf(s.user.id))?.status).toBe("refunded");
    expect((await promotionsOf(s.sale.id))[0]?.isActive).toBe(false);
  });
});

describe("Pro through Paystack: prepaid 30-day periods", () => {
  it("gives 30 days of Pro for a payment in cedis, and takes them back on refund", async () => {
    const s = await seller();
    expect(await startSubscription(s.user.id, "", "card", "GH")).toEqual({ ok: true, url: paystack.last().authorization_url });
    expect(paystack.last()).toMatchObject({ amount: 35_000, currency: "GHS" });
    await deliver(paystack.webhook("charge.success", paystack.pay(paystack.last().reference)));
    expect(await isPro(s.user.id)).toBe(true);
    const [period] = await db().select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
    expect(period).toMatchObject({ provider: "paystack", status: "active", cancelAtPeriodEnd: true });
    expect(Math.round((period!.currentPeriodEnd!.getTime() - Date.now()) / 86_400_000)).toBe(30);

    const [payment] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, s.user.id), eq(payments.kind, "subscription")));
    expect(await refundPayment(s.admin.id, payment!.id)).toMatchObject({ ok: true });
    expect(await isPro(s.user.id)).toBe(false);
  });
});
