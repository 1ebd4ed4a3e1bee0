import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { handlePaymentEvent } from "../../app/features/purchases/payment-events.server.ts";
import { MAX_PENDING_PAYMENTS, TOO_MANY_PENDING_PAYMENTS } from "../../app/features/payments/pending-payments.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { startPromotion } from "../../app/features/promotion/promotion.server.ts";
import { installDefaultPlans } from "../../app/features/subscription/plans.server.ts";
import { startSubscription } from "../../app/features/subscription/subscribe.server.ts";
import { action as promoteAction } from "../../app/routes/promote.tsx";
import { action as subscriptionAction } from "../../app/routes/subscription.tsx";
import { db } from "../../app/server/db.server.ts";
import { closeSandboxCheckout } from "../../app/server/payments/sandbox.server.ts";
import { payments, sandboxCheckouts } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
const ORIGIN = "http://localhost:3000";

let seq = 0;
async function seller() {
  const n = ++seq;
  await installDefaultPlans();
  const admin = await createUser({ email: `admin-caisse${n}@example.test`, role: "admin" });
  const pack = await createPackage(admin.id, { name: `Pack caisse ${n}`, durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  const email = `vendeur-caisse${n}@example.test`;
  const user = await createUser({ email });
  const sale = await createSaleListing(user.id);
  return { user, choice: { listingId: sale.id, packageId: pack.id }, cookie: await sessionCookie(email) };
}
/** The promotion of another of the seller's listings: a purchase of its own (the same one asked again is the payment already open). */
const another = async (userId: string, packageId: string) => ({ listingId: (await createSaleListing(userId)).id, packageId });
const pendingOf = async (userId: string) =>
  (
    await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, "pending")))
  ).length;
const checkoutsOf = async (userId: string) => (await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.customerId, userId))).length;
const post = (path: string, cookie: string, form: Record<string, string>) =>
  ({
    request: new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form) }),
    params: {},
    context: new RouterContextProvider(),
  }) as never;

describe("open checkouts", () => {
  it(`are at most ${MAX_PENDING_PAYMENTS} pending at once per member, promotions and Pro together (10 were opened in a row); the next is refused in French before the provider is asked`, async () => {
    const { user, choice, cookie } = await seller();
    for (let i = 0; i < 4; i++)
      expect((await startPromotion(user.id, i ? await another(user.id, choice.packageId) : choice)).ok, `promotion ${i + 1}`).toBe(true);
    const pro = await startSubscription(user.id, "");
    expect(pro.ok).toBe(true);
    const next = await another(user.id, choice.packageId);
    expect(await startPromotion(user.id, next)).toEqual({ ok: false, error: TOO_MANY_PENDING_PAYMENTS });
    // The same Pro asked again is the payment already open, not a sixth.
    expect(await startSubscription(user.id, "")).toEqual(pro);
    expect(TOO_MANY_PENDING_PAYMENTS).toBe(
      "Vous avez déjà 5 paiements en attente. Terminez ou annulez l'un d'eux, ou réessayez plus tard : un paiement non réglé est annulé au bout de 24 heures.",
    );
    // The pages say it too.
    const promote = (await promoteAction(post("/promote", cookie, { ...next, method: "card" }))) as unknown as { data: unknown; init: { status: number } };
    expect(promote).toMatchObject({ data: { ok: false, error: TOO_MANY_PENDING_PAYMENTS }, init: { status: 400 } });
    expect(await pendingOf(user.id)).toBe(MAX_PENDING_PAYMENTS);
    expect(await checkoutsOf(user.id)).toBe(MAX_PENDING_PAYMENTS);
    // Five promotions hold Pro back too.
    const { user: full, choice: first, cookie: fullCookie } = await seller();
    for (let i = 0; i < MAX_PENDING_PAYMENTS; i++) expect((await startPromotion(full.id, i ? await another(full.id, first.packageId) : first)).ok).toBe(true);
    expect(await startSubscription(full.id, "")).toEqual({ ok: false, error: TOO_MANY_PENDING_PAYMENTS });
    const refusedPro = (await subscriptionAction(post("/subscription", fullCookie, { promoCode: "", method: "card", via: "script" }))) as unknown as {
      data: unknown;
    };
    expect(refusedPro.data).toMatchObject({ ok: false, error: TOO_MANY_PENDING_PAYMENTS });
    expect(await pendingOf(full.id)).toBe(MAX_PENDING_PAYMENTS);
    // Another member is not held by the first one's checkouts.
    const other = await seller();
    expect((await startPromotion(other.user.id, other.choice)).ok).toBe(true);
  });

  it("free a place once one is paid or cancelled", async () => {
    const { user, choice } = await seller();
    const opened = [];
    for (let i = 0; i < MAX_PENDING_PAYMENTS; i++) {
      const started = await startPromotion(user.id, i ? await another(user.id, choice.packageId) : choice);
      if (!started.ok) throw new Error(started.error);
      opened.push(started.providerSessionId);
    }
    expect((await startPromotion(user.id, await another(user.id, choice.packageId))).ok).toBe(false);
    await handlePaymentEvent("sandbox", (await closeSandboxCheckout(opened[0] as string, "cancelled"))!);
    expect((await startPromotion(user.id, await another(user.id, choice.packageId))).ok).toBe(true);
    expect((await startPromotion(user.id, await another(user.id, choice.packageId))).ok).toBe(false);
    await handlePaymentEvent("sandbox", (await closeSandboxCheckout(opened[1] as string, "paid"))!);
    expect((await startPromotion(user.id, await another(user.id, choice.packageId))).ok).toBe(true);
    expect(await pendingOf(user.id)).toBe(MAX_PENDING_PAYMENTS);
  });

  it("stay within the limit when many are asked at the same moment", async () => {
    const { user, choice } = await seller();
    const choices = await Promise.all(Array.from({ length: 9 }, () => another(user.id, choice.packageId)));
    const results = await Promise.all([startSubscription(user.id, ""), ...choices.map((c) => startPromotion(user.id, c))]);
    expect(results.filter((r) => r.ok)).toHaveLength(MAX_PENDING_PAYMENTS);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? "" : r.error))).toEqual(Array(10 - MAX_PENDING_PAYMENTS).fill(TOO_MANY_PENDING_PAYMENTS));
    expect(await pendingOf(user.id)).toBe(MAX_PENDING_PAYMENTS);
  });
});
