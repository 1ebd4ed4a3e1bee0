import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { handlePaymentEvent } from "../../app/features/purchases/payment-events.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { startPromotion } from "../../app/features/promotion/promotion.server.ts";
import { installDefaultPlans } from "../../app/features/subscription/plans.server.ts";
import { isPro } from "../../app/features/subscription/pro-status.server.ts";
import { startSubscription, subscriptionPortal } from "../../app/features/subscription/subscribe.server.ts";
import { db } from "../../app/server/db.server.ts";
import { configurePaymentProviders, methodsFor, paymentRoute } from "../../app/server/payments/payment-provider.server.ts";
import { closeSandboxCheckout } from "../../app/server/payments/sandbox.server.ts";
import { payments, sandboxCheckouts, sandboxSubscriptions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET } from "../support/fake-stripe.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
afterEach(() => configurePaymentProviders({}));
let seq = 0;

async function member() {
  const email = `sandbox${++seq}@example.test`;
  const user = await createUser({ email });
  return { user, cookie: await sessionCookie(email) };
}

/** A seller with a promotion's checkout open at the sandbox. */
async function openCheckout() {
  const seller = await member();
  const admin = await createUser({ email: `admin-sandbox${++seq}@example.test`, role: "admin" });
  const pack = await createPackage(admin.id, { name: `Pack ${seq}`, durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  const sale = await createSaleListing(seller.user.id);
  const started = await startPromotion(seller.user.id, { listingId: sale.id, packageId: pack.id });
  if (!started.ok) throw new Error(started.error);
  return { seller, path: started.url, paymentId: started.paymentId, checkoutId: started.providerSessionId };
}

/** A member paying Pro by the sandbox, with the signed link of its portal. */
async function subscriber() {
  await installDefaultPlans();
  const subscriber = await member();
  const started = await startSubscription(subscriber.user.id, "");
  if (!started.ok) throw new Error(started.error);
  const paid = await closeSandboxCheckout(started.url.split("/").pop() as string, "paid");
  await handlePaymentEvent("sandbox", paid!);
  const portal = await subscriptionPortal(subscriber.user.id);
  if (!portal.ok) throw new Error(portal.error);
  return { ...subscriber, portal: portal.url };
}

const get = (path: string, cookie?: string) => handle(new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }));
const post = (path: string, form: Record<string, string>, cookie?: string) =>
  handle(new Request(`http://localhost:3000${path}`, { method: "POST", headers: cookie ? { cookie } : {}, body: new URLSearchParams(form) }));
const checkoutStatus = async (id: string) => (await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)))[0]?.status;
const paymentStatus = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]?.status;
const signInPage = (path: string) => `/auth?${new URLSearchParams({ redirectTo: path, reason: "connexion" })}`;

describe("the sandbox checkout page", () => {
  it("shows, pays and cancels only for its payer: a visitor signs in first, another member finds nothing", async () => {
    const { seller, path, paymentId, checkoutId } = await openCheckout();
    const other = await member();

    const visitor = await get(path);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(signInPage(path));
    expect((await get(path, other.cookie)).status).toBe(404);
    expect((await get(`${path}.data?_routes=routes%2Fsandbox-checkout`, other.cookie)).status).toBe(404);

    const paidByVisitor = await post(path, { intent: "pay" });
    expect(paidByVisitor.headers.get("location")).toBe(signInPage(path));
    expect((await post(path, { intent: "cancel" }, other.cookie)).status).toBe(404);
    expect((await post(path, { intent: "pay" }, other.cookie)).status).toBe(404);
    expect(await checkoutStatus(checkoutId)).toBe("open");
    expect(await paymentStatus(paymentId)).toBe("pending");

    const page = await get(path, seller.cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Paiement de test (sandbox)");
    const paid = await post(path, { intent: "pay" }, seller.cookie);
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toMatch(new RegExp(`^/payment-success\\?paiement=${paymentId}`));
    expect(await paymentStatus(paymentId)).toBe("paid");
  });
});

describe("the sandbox portal", () => {
  it("lists and ends a subscription only for the member its signed link names", async () => {
    const { user, cookie, portal } = await subscriber();
    const other = await member();
    expect((await get(portal)).headers.get("location")).toBe(signInPage(portal));
    expect((await get(portal, other.cookie)).status).toBe(404);
    const subscription = (await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.customerId, user.id)))[0];
    expect((await post(portal, { subscription: subscription!.id }, other.cookie)).status).toBe(404);
    expect(await isPro(user.id)).toBe(true);
    // A link whose signature is not the provider's stays a 403, whoever holds it.
    expect((await get(portal.replace(/s=[^&]+/, "s=faux"), cookie)).status).toBe(403);

    expect((await get(portal, cookie)).status).toBe(200);
    const cancelled = await post(portal, { subscription: subscription!.id }, cookie);
    expect(cancelled.status).toBe(302);
    expect(await isPro(user.id)).toBe(false);
  });
});

describe("with Stripe configured", () => {
  it("answers 404 at the sandbox's checkout and portal, page, data and form, even to their own member", async () => {
    const { seller, path, paymentId, checkoutId } = await openCheckout();
    const { cookie, portal } = await subscriber();
    // Nothing here may reach Stripe: its address is a closed port.
    configurePaymentProviders({ stripe: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: "http://127.0.0.1:9" } });

    expect((await get(path, seller.cookie)).status).toBe(404);
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}.data?_routes=routes%2Fsandbox-checkout`, seller.cookie)).status).toBe(404);
    expect((await post(path, { intent: "pay" }, seller.cookie)).status).toBe(404);
    expect((await post(`${path}.data`, { intent: "pay" }, seller.cookie)).status).toBe(404);
    expect(await checkoutStatus(checkoutId)).toBe("open");
    expect(await paymentStatus(paymentId)).toBe("pending");

    expect((await get(portal, cookie)).status).toBe(404);
    expect((await get(portal)).status).toBe(404);
    expect((await post(portal, { subscription: "sbx_sub_x" }, cookie)).status).toBe(404);

    // Without Stripe, the sandbox is the card provider again and its pages come back.
    configurePaymentProviders({});
    expect((await get(path, seller.cookie)).status).toBe(200);
  });
});

describe("with Wave configured and no Stripe", () => {
  const wave = { apiKey: "wave_sn_prod_fake_test_key", webhookSecret: "wave_sn_WHS_fake_test_secret_0123", apiUrl: "http://127.0.0.1:9" };

  it("takes no card payment and answers 404 at the sandbox's pages, unless PAYMENT_SANDBOX keeps it beside Wave", async () => {
    const { seller, path, paymentId, checkoutId } = await openCheckout();
    configurePaymentProviders({ wave });
    const offered = () => methodsFor("SN").map((m) => [m.id, m.provider !== null]);
    expect(offered()).toEqual([
      ["orange-money", false],
      ["wave", true],
      ["card", false],
    ]);
    expect(paymentRoute("SN", "card")).toBeUndefined();
    expect((await get(path, seller.cookie)).status).toBe(404);
    expect((await post(path, { intent: "pay" }, seller.cookie)).status).toBe(404);
    expect(await checkoutStatus(checkoutId)).toBe("open");
    expect(await paymentStatus(paymentId)).toBe("pending");

    await installDefaultPlans();
    const pro = await (await get("/subscription", seller.cookie)).text();
    const proInputs = pro.match(/<input[^>]*name="method"[^>]*>/g) ?? [];
    expect(proInputs.find((input) => input.includes('value="card"'))).toContain('disabled=""');
    expect(proInputs.find((input) => input.includes('value="wave"'))).toContain('checked=""');
    const promote = await (await get("/promote", seller.cookie)).text();
    const methodInputs = promote.match(/<input[^>]*name="method"[^>]*>/g) ?? [];
    expect(methodInputs.find((input) => input.includes('value="card"'))).toContain('disabled=""');
    expect(methodInputs.find((input) => input.includes('value="wave"'))).toContain('checked=""');

    configurePaymentProviders({ wave, sandbox: true });
    expect(offered()).toEqual([
      ["orange-money", false],
      ["wave", true],
      ["card", true],
    ]);
    expect((await get(path, seller.cookie)).status).toBe(200);
  });
});
