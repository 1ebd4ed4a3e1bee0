import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { UNPAID_MESSAGES } from "../../app/features/payments/payment-messages.ts";
import { reconcilePendingPayments } from "../../app/features/purchases/payment-reconciliation.server.ts";
import { GIVE_UP_AFTER_MS } from "../../app/features/payments/pending-payments.ts";
import { REFUND_MESSAGES, refundPayment } from "../../app/features/purchases/refunds.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { PROMOTION_MESSAGES } from "../../app/features/promotion/promotion.server.ts";
import { sendProReminders } from "../../app/features/subscription/prepaid-pro.server.ts";
import { installDefaultPlans } from "../../app/features/subscription/plans.server.ts";
import { isPro } from "../../app/features/subscription/pro-status.server.ts";
import { SUBSCRIPTION_MESSAGES, startSubscription } from "../../app/features/subscription/subscribe.server.ts";
import { action as webhookAction } from "../../app/routes/payment-webhook.ts";
import { loader as paymentSuccessLoader } from "../../app/routes/payment-success.tsx";
import { action as promoteAction, loader as promoteLoader } from "../../app/routes/promote.tsx";
import { backgroundSettled } from "../../app/server/background.server.ts";
import { db } from "../../app/server/db.server.ts";
import { configurePaymentProviders } from "../../app/server/payments/payment-provider.server.ts";
import { verifyWaveSignature } from "../../app/server/payments/wave.server.ts";
import { adminAuditLog, notifications, paymentEvents, payments, premiumListings, subscriptions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { FAKE_WAVE_KEY, FAKE_WAVE_SECRET, FakeWave } from "../support/fake-wave.ts";
import { mailsTo } from "../support/mails.ts";
import { sessionCookie } from "../support/session.ts";

const testDb = useTestDatabase();
const ORIGIN = "http://localhost:3000";
const wave = new FakeWave();
let seq = 0;

beforeAll(async () => {
  await wave.start();
  // The sandbox keeps taking cards beside Wave, as in the demo and the browser journeys.
  configurePaymentProviders({ wave: { apiKey: FAKE_WAVE_KEY, webhookSecret: FAKE_WAVE_SECRET, apiUrl: wave.url }, sandbox: true });
  await installDefaultPlans();
});
afterAll(async () => {
  configurePaymentProviders({});
  await wave.stop();
});

async function seller() {
  const n = ++seq;
  const admin = await createUser({ email: `admin-wave${n}@example.test`, role: "admin" });
  const pack = await createPackage(admin.id, { name: `Pack Wave ${n}`, durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  const email = `vendeur-wave${n}@example.test`;
  const user = await createUser({ email, country: "SN" });
  return { admin, user, email, sale: await createSaleListing(user.id), packageId: pack.id, cookie: await sessionCookie(email) };
}

const routeArgs = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: new RouterContextProvider() }) as never;

/** Posts a delivery to /webhooks/wave as Wave does (raw JSON, the signature header), and waits for the work it answered before. */
async function deliver(delivery: { body: string; signature: string }, signature = delivery.signature) {
  const request = new Request(`${ORIGIN}/webhooks/wave`, {
    method: "POST",
    headers: { "content-type": "application/json", "wave-signature": signature },
    body: delivery.body,
  });
  const response = (await webhookAction(routeArgs(request, { provider: "wave" }))) as Response;
  const body = (await response.json()) as { received?: boolean; error?: string };
  await backgroundSettled();
  return { status: response.status, body };
}

async function promoteWithWave(s: Awaited<ReturnType<typeof seller>>) {
  const request = new Request(`${ORIGIN}/promote`, {
    method: "POST",
    headers: { cookie: s.cookie },
    body: new URLSearchParams({ packageId: s.packageId, listingId: s.sale.id, method: "wave" }),
  });
  return (await promoteAction(routeArgs(request))) as { data: { ok: boolean; url?: string; error?: string } };
}

const paymentOf = async (userId: string) => (await db().select().from(payments).where(eq(payments.userId, userId)))[0];
const promotionsOf = (listingId: string) => db().select().from(premiumListings).where(eq(premiumListings.listingId, listingId));

async function returnPage(cookie: string, paymentId: string) {
  const request = new Request(`${ORIGIN}/payment-success?paiement=${paymentId}`, { headers: { cookie } });
  return (await paymentSuccessLoader(routeArgs(request))) as { status: string; retry: string };
}

describe("Wave's webhook signature", () => {
  const body = '{"id":"AE_1","type":"checkout.session.completed","data":{"id":"cos-1"}}';
  const now = Date.now();
  const t = Math.floor(now / 1000);
  const sign = (ts: number, secret = FAKE_WAVE_SECRET) =>
    wave.webhook("x", wave.sessions.values().next().value ?? ({} as never), { timestamp: ts, secret }).signature;

  it("accepts Wave's t=…,v1=… of the timestamp and raw body, also among several v1 (a secret being rotated)", async () => {
    const { createHmac } = await import("node:crypto");
    const v1 = createHmac("sha256", FAKE_WAVE_SECRET).update(`${t}${body}`).digest("hex");
    expect(verifyWaveSignature(FAKE_WAVE_SECRET, `t=${t},v1=${v1}`, body, now)).toBe(true);
    expect(verifyWaveSignature(FAKE_WAVE_SECRET, `t=${t},v1=${"0".repeat(64)},v1=${v1}`, body, now)).toBe(true);
    expect(verifyWaveSignature(FAKE_WAVE_SECRET, `t=${t},v1=${v1}`, `${body} `, now)).toBe(false);
    expect(
      verifyWaveSignature(
        FAKE_WAVE_SECRET,
        `t=${t - 301},v1=${createHmac("sha256", FAKE_WAVE_SECRET)
          .update(`${t - 301}${body}`)
          .digest("hex")}`,
        body,
        now,
      ),
    ).toBe(false);
    expect(verifyWaveSignature(FAKE_WAVE_SECRET, null, body, now)).toBe(false);
    expect(verifyWaveSignature(FAKE_WAVE_SECRET, "v1=abc", body, now)).toBe(false);
    expect(sign(t)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});

describe("payments through Wave (a local server answering as Wave's Checkout API)", () => {
  it("offers 'Wave' in the payment dialog once configured, and a paid checkout promotes the listing", async () => {
    const s = await seller();
    const page = (await promoteLoader(routeArgs(new Request(`${ORIGIN}/promote`, { headers: { cookie: s.cookie } })))) as {
      methods: { id: string; provider: string | null }[];
    };
    // Sénégal: Orange Money (CinetPay, not configured here), Wave, the card.
    expect(page.methods.map((m) => [m.id, m.provider])).toEqual([
      ["orange-money", null],
      ["wave", "wave"],
      ["card", "sandbox"],
    ]);

    const answer = await promoteWithWave(s);
    const session = wave.last();
    expect(answer.data).toEqual({ ok: true, url: session.wave_launch_url });
    const payment = await paymentOf(s.user.id);
    expect(payment).toMatchObject({
      provider: "wave",
      method: "wave",
      amount: 5_000,
      chargedAmount: 5_000,
      currency: "xof",
      exchangeRate: 1,
      status: "pending",
      providerSessionId: session.id,
    });
    // What Wave is asked: the amount in XOF as a string, our payment's id, and where to send the payer back.
    expect(session).toMatchObject({
      amount: "5000",
      currency: "XOF",
      client_reference: payment!.id,
      success_url: `${ORIGIN}/payment-success?paiement=${payment!.id}&listing_id=${s.sale.id}`,
      error_url: `${ORIGIN}/payment-success?paiement=${payment!.id}`,
    });

    expect(await deliver(wave.webhook("checkout.session.completed", wave.pay(session.id)))).toEqual({ status: 200, body: { received: true } });
    const [premium] = await promotionsOf(s.sale.id);
    expect(premium).toMatchObject({ isActive: true, paymentId: payment!.id });
    expect((await paymentOf(s.user.id))?.status).toBe("paid");
    expect((await returnPage(s.cookie, payment!.id)).status).toBe("paid");
  });

  it("applies the same webhook delivered twice once, and a second event about the same paid session changes nothing", async () => {
    const s = await seller();
    await promoteWithWave(s);
    const delivery = wave.webhook("checkout.session.completed", wave.pay(wave.last().id));
    expect((await deliver(delivery)).status).toBe(200);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await deliver(wave.webhook("checkout.session.completed", wave.last()))).status).toBe(200);
    expect(await promotionsOf(s.sale.id)).toHaveLength(1);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.title, "Annonce promue")));
    expect(told).toHaveLength(1);
  });

  it("answers 400 to a bad signature, another secret, or a timestamp older than 5 minutes, and changes nothing", async () => {
    const s = await seller();
    await promoteWithWave(s);
    const paid = wave.pay(wave.last().id);
    const good = wave.webhook("checkout.session.completed", paid);
    expect(
      await deliver(
        good,
        good.signature.replace(/v1=(.)/, (_, first: string) => `v1=${first === "0" ? "1" : "0"}`),
      ),
    ).toEqual({ status: 400, body: { error: "Signature non valide" } });
    expect((await deliver(wave.webhook("checkout.session.completed", paid, { secret: "wave_sn_WHS_not_the_right_one" }))).status).toBe(400);
    expect((await deliver(good, "")).status).toBe(400);
    const stale = wave.webhook("checkout.session.completed", paid, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(await deliver(stale)).toEqual({ status: 400, body: { error: "Signature non valide" } });
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    expect((await paymentOf(s.user.id))?.status).toBe("pending");
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.provider, "wave"))).not.toContainEqual(
      expect.objectContaining({ id: JSON.parse(stale.body).id }),
    );
  });

  it("ends active whether the payer returns before the webhook or the webhook comes first", async () => {
    // Back first: the page says it is being confirmed, asks Wave behind the answer, and the promotion starts.
    const early = await seller();
    await promoteWithWave(early);
    const first = wave.last();
    const payment = await paymentOf(early.user.id);
    expect((await returnPage(early.cookie, payment!.id)).status).toBe("pending");
    await backgroundSettled();
    wave.pay(first.id);
    // Loaded again a moment later (the live event's re-read): the page asks again and then shows it paid.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    await returnPage(early.cookie, payment!.id);
    await backgroundSettled();
    expect((await returnPage(early.cookie, payment!.id)).status).toBe("paid");
    // …and the webhook that arrives afterwards changes nothing.
    expect((await deliver(wave.webhook("checkout.session.completed", first))).status).toBe(200);
    expect(await promotionsOf(early.sale.id)).toHaveLength(1);

    // Webhook first: the payer's return finds it paid.
    const late = await seller();
    await promoteWithWave(late);
    await deliver(wave.webhook("checkout.session.completed", wave.pay(wave.last().id)));
    const latePayment = await paymentOf(late.user.id);
    expect((await returnPage(late.cookie, latePayment!.id)).status).toBe("paid");
    expect(await promotionsOf(late.sale.id)).toHaveLength(1);
  });

  it("leaves nothing active after a failed payment and tells the payer in French, and honours a second attempt that pays", async () => {
    const s = await seller();
    await promoteWithWave(s);
    const payment = await paymentOf(s.user.id);
    expect((await deliver(wave.webhook("checkout.session.payment_failed", wave.fail(wave.last().id)))).status).toBe(200);
    expect((await paymentOf(s.user.id))?.status).toBe("cancelled");
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    expect(await returnPage(s.cookie, payment!.id)).toMatchObject({ status: "unpaid", retry: `/promote?annonce=${s.sale.id}` });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.type, "payment")));
    expect(notice).toMatchObject({ title: "Paiement non abouti", message: UNPAID_MESSAGES.promotion });

    // The session stayed open: the payer tries again in the Wave app and pays. It is honoured.
    await deliver(wave.webhook("checkout.session.completed", wave.pay(wave.last().id)));
    expect((await paymentOf(s.user.id))?.status).toBe("paid");
    expect(await promotionsOf(s.sale.id)).toHaveLength(1);
    expect((await returnPage(s.cookie, payment!.id)).status).toBe("paid");
  });

  it("shows another member's payment to nobody", async () => {
    const s = await seller();
    const other = await seller();
    await promoteWithWave(s);
    const payment = await paymentOf(s.user.id);
    const thrown = await returnPage(other.cookie, payment!.id).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    // Without an id, a member who never paid is sent to the page to pay.
    const bare = new Request(`${ORIGIN}/payment-success`, { headers: { cookie: other.cookie } });
    const sent = (await paymentSuccessLoader(routeArgs(bare)).catch((error: unknown) => error)) as Response;
    expect([sent.status, sent.headers.get("Location")]).toEqual([302, "/promote"]);
  });

  it("refuses in French when Wave cannot be reached, leaves no payment pending, and the scheduler closes one left pending", async () => {
    const s = await seller();
    wave.down = true;
    try {
      const answer = await promoteWithWave(s);
      expect(answer.data).toMatchObject({ ok: false, error: PROMOTION_MESSAGES.paymentFailed });
      expect((await paymentOf(s.user.id))?.status).toBe("failed");

      // A payment opened while Wave answered, whose news never came while Wave is down.
      wave.down = false;
      const other = await seller();
      await promoteWithWave(other);
      wave.down = true;
      const pending = await paymentOf(other.user.id);
      expect((await reconcilePendingPayments(new Date(Date.now() + 10 * 60_000))).checked).toBeGreaterThanOrEqual(1);
      expect((await paymentOf(other.user.id))?.status).toBe("pending");
      expect((await reconcilePendingPayments(new Date(pending!.createdAt.getTime() + GIVE_UP_AFTER_MS + 60_000))).closed).toBeGreaterThanOrEqual(1);
      expect((await paymentOf(other.user.id))?.status).toBe("cancelled");
      expect(await promotionsOf(other.sale.id)).toHaveLength(0);
    } finally {
      wave.down = false;
    }
  });

  it("fulfils from the scheduler a payment whose webhook never came", async () => {
    const s = await seller();
    await promoteWithWave(s);
    wave.pay(wave.last().id);
    await reconcilePendingPayments(new Date(Date.now() + 3 * 60_000));
    expect((await paymentOf(s.user.id))?.status).toBe("paid");
    expect(await promotionsOf(s.sale.id)).toHaveLength(1);
  });

  it("refuses an amount Wave reports differently from ours", async () => {
    const s = await seller();
    await promoteWithWave(s);
    const session = wave.pay(wave.last().id);
    session.amount = "50";
    await deliver(wave.webhook("checkout.session.completed", session));
    expect(await promotionsOf(s.sale.id)).toHaveLength(0);
    expect((await paymentOf(s.user.id))?.status).toBe("pending");
  });
});

describe("Pro by Wave: 30-day periods", () => {
  it("gives 30 days of Pro, reminds 3 days before the end, renews from the end, and keeps the status rules", async () => {
    const s = await seller();
    const started = await startSubscription(s.user.id, "", "wave");
    expect(started).toEqual({ ok: true, url: wave.last().wave_launch_url });
    expect(wave.last()).toMatchObject({ amount: expect.stringMatching(/^\d+$/), currency: "XOF" });
    await deliver(wave.webhook("checkout.session.completed", wave.pay(wave.last().id)));
    expect(await isPro(s.user.id)).toBe(true);
    const [period] = await db().select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
    expect(period).toMatchObject({ provider: "wave", status: "active", cancelAtPeriodEnd: true });
    const end = period!.currentPeriodEnd!.getTime();
    expect(Math.round((end - Date.now()) / 86_400_000)).toBe(30);

    // Card while Pro by Wave: refused; a Wave renewal: allowed, and the days add up.
    expect(await startSubscription(s.user.id, "", "card")).toEqual({ ok: false, error: SUBSCRIPTION_MESSAGES.alreadyPro });

    // Three days before the end: one reminder (bell and mail), not two.
    const mailsBefore = mailsTo(testDb.dataDir(), s.email).length;
    const reminderDay = new Date(end - 2 * 86_400_000);
    expect(await sendProReminders(reminderDay)).toBe(1);
    expect(await sendProReminders(reminderDay)).toBe(0);
    const [reminder] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.title, "Votre plan Pro se termine bientôt")));
    expect(reminder?.link).toBe("/subscription");
    const mails = mailsTo(testDb.dataDir(), s.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toContain("Votre plan Pro se termine le");

    expect(await startSubscription(s.user.id, "", "wave")).toMatchObject({ ok: true });
    await deliver(wave.webhook("checkout.session.completed", wave.pay(wave.last().id)));
    const [renewed] = await db().select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
    expect(renewed!.currentPeriodEnd!.getTime()).toBe(end + 30 * 86_400_000);
    // The renewed period gets its own reminder when its time comes.
    expect(await sendProReminders(new Date(end - 2 * 86_400_000))).toBe(0);
    expect(await sendProReminders(new Date(renewed!.currentPeriodEnd!.getTime() - 86_400_000))).toBe(1);
  });

  it("refunds from the admin's payments list through Wave, ends what it paid for, and journals it; a member may not", async () => {
    const s = await seller();
    await promoteWithWave(s);
    await deliver(wave.webhook("checkout.session.completed", wave.pay(wave.last().id)));
    const payment = await paymentOf(s.user.id);

    expect(await refundPayment(s.user.id, payment!.id)).toMatchObject({ ok: false });
    expect((await paymentOf(s.user.id))?.status).toBe("paid");

    expect(await refundPayment(s.admin.id, payment!.id)).toEqual({ ok: true, paymentId: payment!.id });
    expect(wave.requests).toContain(`POST /v1/checkout/sessions/${payment!.providerSessionId}/refund`);
    expect(wave.sessions.get(payment!.providerSessionId!)?.when_refunded).toBeTruthy();
    expect((await paymentOf(s.user.id))?.status).toBe("refunded");
    const [premium] = await promotionsOf(s.sale.id);
    expect(premium?.isActive).toBe(false);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "payment.refund"), eq(adminAuditLog.targetId, payment!.id)));
    expect(audit).toMatchObject({ adminId: s.admin.id, targetType: "payment" });
    // Twice, or at the same time: refunded once.
    expect(await refundPayment(s.admin.id, payment!.id)).toEqual({ ok: false, error: REFUND_MESSAGES.notRefundable });
  });

  it("puts the payment back as paid when Wave refuses the refund, and refunds two clicks at once only once", async () => {
    const s = await seller();
    await promoteWithWave(s);
    await deliver(wave.webhook("checkout.session.completed", wave.pay(wave.last().id)));
    const payment = await paymentOf(s.user.id);
    wave.down = true;
    expect(await refundPayment(s.admin.id, payment!.id)).toEqual({ ok: false, error: REFUND_MESSAGES.providerRefused });
    wave.down = false;
    expect((await paymentOf(s.user.id))?.status).toBe("paid");
    const results = await Promise.all([refundPayment(s.admin.id, payment!.id), refundPayment(s.admin.id, payment!.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("takes back a refunded Pro month", async () => {
    const s = await seller();
    await startSubscription(s.user.id, "", "wave");
    await deliver(wave.webhook("checkout.session.completed", wave.pay(wave.last().id)));
    expect(await isPro(s.user.id)).toBe(true);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, s.user.id), eq(payments.kind, "subscription")));
    expect(await refundPayment(s.admin.id, payment!.id)).toMatchObject({ ok: true });
    expect(await isPro(s.user.id)).toBe(false);
  });
});
