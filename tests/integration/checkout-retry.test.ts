import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { handlePaymentEvent } from "../../app/features/purchases/payment-events.server.ts";
import { type CheckoutFor, openCheckout } from "../../app/features/payments/payments.server.ts";
import { MAX_PENDING_PAYMENTS } from "../../app/features/payments/pending-payments.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { startPromotion } from "../../app/features/promotion/promotion.server.ts";
import { action as promoteAction } from "../../app/routes/promote.tsx";
import { db } from "../../app/server/db.server.ts";
import type { PaymentRoute } from "../../app/server/payments/payment-provider.server.ts";
import type { CheckoutRequest, PaymentProvider } from "../../app/server/payments/provider.ts";
import { closeSandboxCheckout } from "../../app/server/payments/sandbox.server.ts";
import { payments, sandboxCheckouts } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
const ORIGIN = "http://localhost:3000";

let seq = 0;
async function seller() {
  const n = ++seq;
  const admin = await createUser({ email: `admin-reprise${n}@example.test`, role: "admin" });
  const pack = async (name: string) => {
    const made = await createPackage(admin.id, { name, durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
    if (!made.ok) throw new Error(made.error);
    return made.id;
  };
  const email = `vendeur-reprise${n}@example.test`;
  const user = await createUser({ email });
  const sale = await createSaleListing(user.id);
  return {
    user,
    listingId: sale.id,
    packageId: await pack(`Pack reprise ${n}`),
    otherPackageId: await pack(`Pack reprise ${n} bis`),
    cookie: await sessionCookie(email),
  };
}

const paymentsOf = (userId: string) => db().select().from(payments).where(eq(payments.userId, userId));

/** The 'Promouvoir' form posted by the seller: what the page is told. */
async function promote(cookie: string, form: Record<string, string>) {
  const request = new Request(`${ORIGIN}/promote`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
  const answer = (await promoteAction({ request, params: {}, context: new RouterContextProvider() } as never)) as { data: { ok: boolean; url?: string } };
  return answer.data;
}

/** A provider that records every checkout asked of it and answers, like Stripe and Wave, the same session for the same reference; `hold` keeps its answers back until released. */
function recordingProvider() {
  const asked: CheckoutRequest[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  const provider: PaymentProvider = {
    name: "enregistreur",
    recurring: false,
    async createCheckout(request) {
      asked.push(request);
      if (held) await held;
      return { id: `sess_${request.reference}`, url: `https://paiement.example.test/${request.reference}` };
    },
    async retrieveCheckout() {
      return null;
    },
    async retrieveSubscription() {
      return null;
    },
  };
  return {
    provider,
    asked,
    hold() {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

/** A Pro month through `route`, as the subscription page opens it. */
const open = (route: PaymentRoute, userId: string, couponCode: string | null = null) =>
  openCheckout(
    route,
    { userId, kind: "subscription", amount: 10_000, couponCode },
    (paymentId) => checkoutFor(userId, paymentId),
    "Le paiement n'a pas pu être ouvert.",
  );
const checkoutFor = (userId: string, paymentId: string): ReturnType<CheckoutFor> => ({
  customerId: userId,
  mode: "payment",
  amount: 10_000,
  listPrice: 10_000,
  description: "Abonnement Pro — 30 jours",
  successUrl: `/subscription-success?paiement=${paymentId}`,
  cancelUrl: "/subscription",
  failureUrl: `/subscription-success?paiement=${paymentId}`,
});

describe("a checkout asked again (the answer was lost: a server stopped, the browser retried)", () => {
  it("posted twice opens one payment and answers the same checkout, without asking the provider again", async () => {
    const { user, cookie, listingId, packageId } = await seller();
    const first = await promote(cookie, { listingId, packageId, method: "card" });
    expect(first).toMatchObject({ ok: true, url: expect.stringMatching(/^\/checkout\/sandbox\/sbx_/) });
    expect(await promote(cookie, { listingId, packageId, method: "card" })).toEqual(first);
    const rows = await paymentsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", checkoutUrl: first.url });
    expect(await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.customerId, user.id))).toHaveLength(1);
  });

  it("asked twice at the same moment opens one payment, and both answers send to the same checkout", async () => {
    const { user, listingId, packageId } = await seller();
    const [a, b] = await Promise.all([startPromotion(user.id, { listingId, packageId }), startPromotion(user.id, { listingId, packageId })]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toEqual(a);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it("opens a second payment for another package, another method or another code", async () => {
    const { user, cookie, listingId, packageId, otherPackageId } = await seller();
    const first = await promote(cookie, { listingId, packageId, method: "card" });
    const other = await promote(cookie, { listingId, packageId: otherPackageId, method: "card" });
    expect(other).toMatchObject({ ok: true });
    expect(other.url).not.toBe(first.url);
    expect(await paymentsOf(user.id)).toHaveLength(2);

    const wave = recordingProvider();
    const orange = { ...wave.provider };
    const byWave = await open({ method: "wave", provider: wave.provider, currency: "XOF" }, user.id);
    const byOrange = await open({ method: "orange-money", provider: orange, currency: "XOF" }, user.id);
    expect(byWave).toMatchObject({ ok: true });
    expect(byOrange).toMatchObject({ ok: true });
    if (!byWave.ok || !byOrange.ok) throw new Error("not opened");
    expect(byOrange.paymentId).not.toBe(byWave.paymentId);
    const withCode = await open({ method: "wave", provider: wave.provider, currency: "XOF" }, user.id, "RENTREE");
    if (!withCode.ok) throw new Error(withCode.error);
    expect(withCode.paymentId).not.toBe(byWave.paymentId);
    expect(await paymentsOf(user.id)).toHaveLength(5);
  });

  it("opens a new payment once the last one is no longer pending: paid, or given up", async () => {
    const { user, listingId, packageId } = await seller();
    const first = await startPromotion(user.id, { listingId, packageId });
    if (!first.ok) throw new Error(first.error);
    await handlePaymentEvent("sandbox", (await closeSandboxCheckout(first.providerSessionId, "paid"))!);
    const second = await startPromotion(user.id, { listingId, packageId });
    if (!second.ok) throw new Error(second.error);
    expect(second.paymentId).not.toBe(first.paymentId);
    await handlePaymentEvent("sandbox", (await closeSandboxCheckout(second.providerSessionId, "cancelled"))!);
    const third = await startPromotion(user.id, { listingId, packageId });
    if (!third.ok) throw new Error(third.error);
    expect(third.paymentId).not.toBe(second.paymentId);
    expect((await paymentsOf(user.id)).map((p) => p.status).sort()).toEqual(["cancelled", "paid", "pending"]);
  });

  it("opens a new payment when the pending one is older than 30 minutes", async () => {
    const { user, listingId, packageId } = await seller();
    const first = await startPromotion(user.id, { listingId, packageId });
    if (!first.ok) throw new Error(first.error);
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.id, first.paymentId));
    const second = await startPromotion(user.id, { listingId, packageId });
    expect(second).toMatchObject({ ok: true });
    if (!second.ok) throw new Error(second.error);
    expect(second.paymentId).not.toBe(first.paymentId);
  });

  it(`answers a retry even with ${MAX_PENDING_PAYMENTS} payments pending: it opens none`, async () => {
    const { user } = await seller();
    const provider = recordingProvider();
    const opened = [];
    for (const method of ["wave", "orange-money", "mtn-momo", "moov-money", "card"] as const) {
      opened.push(await open({ method, provider: provider.provider, currency: "XOF" }, user.id));
    }
    expect(opened.every((o) => o.ok)).toBe(true);
    expect(await open({ method: "wave", provider: provider.provider, currency: "XOF" }, user.id)).toEqual(opened[0]);
    expect(await paymentsOf(user.id)).toHaveLength(MAX_PENDING_PAYMENTS);
    expect(provider.asked).toHaveLength(MAX_PENDING_PAYMENTS);
  });

  it("asks the provider again for the same payment when the first request has not stored its checkout (still at the provider, or stopped there)", async () => {
    const { user } = await seller();
    const recording = recordingProvider();
    const route: PaymentRoute = { method: "wave", provider: recording.provider, currency: "XOF" };
    recording.hold();
    const first = open(route, user.id);
    // The first request's payment is written, its provider call still waiting.
    await expect.poll(() => recording.asked.length).toBe(1);
    const [pending] = await paymentsOf(user.id);
    expect(pending).toMatchObject({ status: "pending", providerSessionId: null, checkoutUrl: null });
    const retry = open(route, user.id);
    await expect.poll(() => recording.asked.length).toBe(2);
    recording.release();
    const answers = await Promise.all([first, retry]);
    const expected = { ok: true, paymentId: pending?.id, sessionId: `sess_${pending?.id}`, url: `https://paiement.example.test/${pending?.id}` };
    expect(answers).toEqual([expected, expected]);
    expect(recording.asked.map((a) => a.reference)).toEqual([pending?.id, pending?.id]);
    const rows = await paymentsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", providerSessionId: `sess_${pending?.id}`, checkoutUrl: expected.url });
  });

  it("answers the checkout stored first when two requests got different sessions for one payment", async () => {
    const { user, listingId, packageId } = await seller();
    // The sandbox opens a new session at every call: whichever is stored first is the one both answer.
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => startPromotion(user.id, { listingId, packageId })));
    expect(a).toMatchObject({ ok: true });
    expect([b, c]).toEqual([a, a]);
    const [row] = await paymentsOf(user.id);
    if (!a?.ok) throw new Error("not opened");
    expect(row).toMatchObject({ providerSessionId: a.providerSessionId, checkoutUrl: a.url });
  });
});
