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
import { action as webhookAction, loader as webhookLoader } from "../../app/routes/payment-webhook.ts";
import { action as promoteAction, loader as promoteLoader } from "../../app/routes/promote.tsx";
import { backgroundSettled } from "../../app/server/background.server.ts";
import { db } from "../../app/server/db.server.ts";
import { CINETPAY_TOKEN_FIELDS, verifyCinetPayToken } from "../../app/server/payments/cinetpay.server.ts";
import { configurePaymentProviders } from "../../app/server/payments/payment-provider.server.ts";
import { notifications, payments, premiumListings, subscriptions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { FAKE_CINETPAY, FakeCinetPay } from "../support/fake-cinetpay.ts";
import { sessionCookie } from "../support/session.ts";
import { providerReturnByGet } from "../../server/security.ts";

useTestDatabase();
const ORIGIN = "http://localhost:3000";
const cinetpay = new FakeCinetPay();
let seq = 0;

beforeAll(async () => {
  await cinetpay.start();
  configurePaymentProviders({ cinetpay: { ...FAKE_CINETPAY, apiUrl: cinetpay.url }, sandbox: true });
  await installDefaultPlans();
});
afterAll(async () => {
  configurePaymentProviders({});
  await cinetpay.stop();
});

/** A seller in Bénin (or Guinée) with a listing, and a 7-day pack at 5 000 CFA. */
async function seller(country: "BJ" | "GN" = "BJ") {
  const n = ++seq;
  const admin = await createUser({ email: `admin-cinetpay${n}@example.test`, role: "admin" });
  const pack = await createPackage(admin.id, { name: `Pack CinetPay ${n}`, durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  const email = `vendeur-cinetpay${n}@example.test`;
  const user = await createUser({ email, country, phone: country === "BJ" ? "+22997000000" : "+224620000000" });
  return { admin, user, email, sale: await createSaleListing(user.id), packageId: pack.id, cookie: await sessionCookie(email) };
}
type Seller = Awaited<ReturnType<typeof seller>>;

const routeArgs = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: new RouterContextProvider() }) as never;

/** Posts a notification to /webhooks/cinetpay as CinetPay does (a form, the x-token header), and waits for the work it answered before. */
async function deliver(notification: { body: string; token: string }, token: string | null = notification.token) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (token !== null) headers["x-token"] = token;
  const request = new Request(`${ORIGIN}/webhooks/cinetpay`, { method: "POST", headers, body: notification.body });
  const response = (await webhookAction(routeArgs(request, { provider: "cinetpay" }))) as Response;
  const body = (await response.json()) as { received?: boolean; error?: string };
  await backgroundSettled();
  return { status: response.status, body };
}

async function promote(s: Seller, method = "mtn-momo") {
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

describe("CinetPay's x-token", () => {
  it("is the HMAC-SHA256 with the secret key of the notification's fields concatenated in CinetPay's order", () => {
    const form = new URLSearchParams(CINETPAY_TOKEN_FIELDS.map((field, i) => [field, `v${i}`]));
    const expected = createHmac("sha256", FAKE_CINETPAY.secretKey)
      .update(CINETPAY_TOKEN_FIELDS.map((_, i) => `v${i}`).join(""))
      .digest("hex");
    expect(verifyCinetPayToken(FAKE_CINETPAY.secretKey, expected, form)).toBe(true);
    form.set("cpm_amount", "1");
    expect(verifyCinetPayToken(FAKE_CINETPAY.secretKey, expected, form)).toBe(false);
    expect(verifyCinetPayToken(FAKE_CINETPAY.secretKey, null, form)).toBe(false);
    expect(verifyCinetPayToken(FAKE_CINETPAY.secretKey, "abc", form)).toBe(false);
  });
});

describe("payments through CinetPay (a local server answering as CinetPay's API v2)", () => {
  it("offers Bénin's wallets through CinetPay, and a paid MTN MoMo payment promotes the listing", async () => {
    const s = await seller("BJ");
    const page = (await promoteLoader(routeArgs(new Request(`${ORIGIN}/promote`, { headers: { cookie: s.cookie } })))) as {
      methods: { id: string; label: string; provider: string | null; currency: string | null }[];
    };
    expect(page.methods.map((m) => [m.label, m.provider, m.currency])).toEqual([
      ["MTN MoMo", "cinetpay", "XOF"],
      ["Moov Money", "cinetpay", "XOF"],
      ["Carte bancaire", "sandbox", "XOF"],
    ]);

    const answer = await promote(s);
    const transaction = cinetpay.last();
    const payment = await paymentOf(s.user.id);
    expect(answer.data).toEqual({ ok: true, url: `${cinetpay.url}/pay/${payment!.id}` });
    expect(payment).toMatchObject({
      provider: "cinetpay",
      method: "mtn-momo",
      amount: 5_000,
      chargedAmount: 5_000,
      currency: "xof",
      status: "pending",
      providerSessionId: payment!.id,
    });
    expect(transaction).toMatchObject({
      transaction_id: payment!.id,
      amount: 5_000,
      currency: "XOF",
      channels: "MOBILE_MONEY",
      notify_url: `${ORIGIN}/webhooks/cinetpay`,
      return_url: `${ORIGIN}/payment-success?paiement=${payment!.id}&listing_id=${s.sale.id}`,
    });

    expect(await deliver(cinetpay.notification(cinetpay.pay(transaction.transaction_id)))).toEqual({ status: 200, body: { received: true } });
    expect(await promotionsOf(s.sale.id)).toHaveLength(1);
    expect((await paymentOf(s.user.id))?.status).toBe("paid");
    expect((await returnPage(s.cookie, payment!.id)).status).toBe("paid");
  });

  it("charges Guinée in Guinean francs, rounded up to CinetPay's multiple of 5", async () => {
    const s = await seller("GN");
    expect((await promote(s, "orange-money")).data.ok).toBe(true);
    expect(cinetpay.last()).toMatchObject({ amount: 70_000, currency: "GNF" });
    expect(await paymentOf(s.user.id)).toMatchObject({ currency: "gnf", chargedAmount: 70_000, exchangeRate: 14, method: "orange-money" });
    // Moov Money is not a method in Guinée, whatever the form says.
    expect((await promote(s, "moov-money")).data).toMatchObject({ ok: false, error: PROMOTION_MESSAGES.methodUnavailable });
  });

  it("answers CinetPay's GET ping of the notification URL, and sends a payer returned by POST to the page by GET", async () => {
    const ping = (await webhookLoader(routeArgs(new Request(`${ORIGIN}/webhooks/cinetpay`), { provider: "cinetpay" }))) as Response;
    expect(ping.status).toBe(200);
    const redirects: unknown[][] = [];
    let passed = 0;
    const res = { redirect: (...args: unknown[]) => redirects.push(args) };
    providerReturnByGet({ method: "POST", path: "/payment-success", originalUrl: "/payment-success?paiement=abc" } as never, res as never, () => passed++);
    providerReturnByGet({ method: "POST", path: "/promote", originalUrl: "/promote" } as never, res as never, () => passed++);
    expect([redirects, passed]).toEqual([[[303, "/payment-success?paiement=abc"]], 1]);
  });

  it("applies the same notification delivered twice at the same moment once", async () => {
    const s = await seller();
    await promote(s);
    const notification = cinetpay.notification(cinetpay.pay(cinetpay.last().transaction_id));
    const both = await Promise.all([deliver(notification), deliver(notification)]);
    expect(both.map((d) => d.status)).toEqual([200, 200]);
    expect(await promotionsOf(s.sale.id)).toHaveLength(1);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.title, "Annonce promue")));
    expect(told).toHaveLength(1);
  });

  it("answers 400 to a bad or missing x-token, another secret, another site, or a transaction dated days ago, and changes nothing", async () => {
    const s = await seller();
    await promote(s);
    const paid = cinetpay.pay(cinetpay.last().transaction_id);
    const good = cinetpay.notification(paid);
    const flipped = `${good.token[0] === "0" ? "1" : "0"}${good.token.slice(1)}`;
    expect(await deliver(good, flipped)).toEqual({ status: 400, body: { error: "Signature non valide" } });
    expect((await deliver(good, null)).status).toBe(400);
    expect((await deliver(cinetpay.notification(paid, { secret: "another_secret_key_0000" }))).status).toBe(400);
    expect((await deliver(cinetpay.notification(paid, { siteId: "999999" }))).status).toBe(400);
    expect((await deliver(cinetpay.notification(paid, { date: new Date(Date.now() - 3 * 86_400_000) }))).status).toBe(400);
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    expect((await paymentOf(s.user.id))?.status).toBe("pending");
  });

  it("shows another member's payment to nobody", async () => {
    const s = await seller();
    const other = await seller();
    await promote(s);
    const payment = await paymentOf(s.user.id);
    const thrown = await returnPage(other.cookie, payment!.id).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("leaves nothing active after a refused payment and tells the payer in French", async () => {
    const s = await seller();
    await promote(s);
    const payment = await paymentOf(s.user.id);
    expect((await deliver(cinetpay.notification(cinetpay.fail(cinetpay.last().transaction_id)))).status).toBe(200);
    expect((await paymentOf(s.user.id))?.status).toBe("cancelled");
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    expect(await returnPage(s.cookie, payment!.id)).toMatchObject({ status: "unpaid" });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.type, "payment")));
    expect(notice).toMatchObject({ title: "Paiement non abouti", message: UNPAID_MESSAGES.promotion });
  });

  it("refuses in French while CinetPay is down, keeps a payment pending through the outage, fulfils it once back, and closes one abandoned after 24 hours", async () => {
    const s = await seller();
    cinetpay.down = true;
    try {
      expect((await promote(s)).data).toMatchObject({ ok: false, error: PROMOTION_MESSAGES.paymentFailed });
      expect((await paymentOf(s.user.id))?.status).toBe("failed");
    } finally {
      cinetpay.down = false;
    }

    const paidDuringOutage = await seller();
    await promote(paidDuringOutage);
    cinetpay.pay(cinetpay.last().transaction_id);
    cinetpay.down = true;
    try {
      await reconcilePendingPayments(new Date(Date.now() + 3 * 60_000));
      expect((await paymentOf(paidDuringOutage.user.id))?.status).toBe("pending");
    } finally {
      cinetpay.down = false;
    }
    await reconcilePendingPayments(new Date(Date.now() + 4 * 60_000));
    expect((await paymentOf(paidDuringOutage.user.id))?.status).toBe("paid");
    expect(await promotionsOf(paidDuringOutage.sale.id)).toHaveLength(1);

    const gone = await seller();
    await promote(gone);
    const pending = await paymentOf(gone.user.id);
    await reconcilePendingPayments(new Date(pending!.createdAt.getTime() + GIVE_UP_AFTER_MS + 60_000));
    expect((await paymentOf(gone.user.id))?.status).toBe("cancelled");
  });

  it("refuses an amount CinetPay reports differently from ours, and tells the admins once", async () => {
    const s = await seller();
    await promote(s);
    const transaction = cinetpay.pay(cinetpay.last().transaction_id);
    transaction.amount = 100;
    await deliver(cinetpay.notification(transaction));
    await reconcilePendingPayments(new Date(Date.now() + 3 * 60_000));
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.admin.id), eq(notifications.title, "Paiement refusé : montant différent")));
    expect(told).toHaveLength(1);
  });

  it("offers no refund for a CinetPay payment (made from CinetPay's back office) and leaves it paid", async () => {
    const s = await seller();
    await promote(s);
    await deliver(cinetpay.notification(cinetpay.pay(cinetpay.last().transaction_id)));
    const payment = await paymentOf(s.user.id);
    expect((await recentPayments(s.email)).find((p) => p.id === payment!.id)).toMatchObject({ provider: "cinetpay", method: "mtn-momo", refundable: false });
    expect(await refundPayment(s.admin.id, payment!.id)).toEqual({ ok: false, error: REFUND_MESSAGES.notRefundable });
    expect((await paymentOf(s.user.id))?.status).toBe("paid");
  });
});

describe("Pro through CinetPay: prepaid 30-day periods", () => {
  it("gives 30 days of Pro paid with MTN MoMo, and a renewal adds 30 more", async () => {
    const s = await seller();
    expect(await startSubscription(s.user.id, "", "mtn-momo", "BJ")).toMatchObject({ ok: true });
    await deliver(cinetpay.notification(cinetpay.pay(cinetpay.last().transaction_id)));
    expect(await isPro(s.user.id)).toBe(true);
    const [period] = await db().select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
    expect(period).toMatchObject({ provider: "cinetpay", status: "active", cancelAtPeriodEnd: true });
    const end = period!.currentPeriodEnd!.getTime();
    expect(Math.round((end - Date.now()) / 86_400_000)).toBe(30);

    expect(await startSubscription(s.user.id, "", "moov-money", "BJ")).toMatchObject({ ok: true });
    await deliver(cinetpay.notification(cinetpay.pay(cinetpay.last().transaction_id)));
    const [renewed] = await db().select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
    expect(renewed!.currentPeriodEnd!.getTime()).toBe(end + 30 * 86_400_000);
  });
});
