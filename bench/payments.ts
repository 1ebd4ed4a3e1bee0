// Payments: BENCH_PAYMENTS promotions (default 200) paid through Stripe's Checkout, Paystack (a
// seller in Ghana, in cedis) and CinetPay (a seller in Bénin, MTN MoMo), on a fresh PostgreSQL
// database (BENCH_DATABASE_URL, default the local `test` server), each provider being a local
// server that answers as its API does and signs like it (tests/support/fake-*.ts). Two phases, timed:
// - checkouts: startPromotion for every seller, BENCH_CONCURRENCY (default 20) at a time: the
//   package and listing read, the pending payment, the Checkout Session asked of Stripe;
// - webhooks: every `checkout.session.completed` delivered twice at the same moment (Stripe
//   delivers at least once), through the /webhooks/stripe action: signature, event recorded once,
//   session read back from Stripe, promotion and notification. Paystack's and CinetPay's are
//   answered before the work (their rule), so their delivery times are times to answer, and the
//   time until every promotion is applied is printed beside them.
// Baseline in the same run: the same promotions through the embedded sandbox provider (no HTTP,
// no signature), the path every install has without keys.
// Prints throughput, p50/p95 and what was applied; fails unless every promotion is applied exactly
// once with no error.
import { availableParallelism, loadavg } from "node:os";
import { RouterContextProvider } from "react-router";
import { handlePaymentEvent } from "../app/features/purchases/payment-events.server.ts";
import { startPromotion } from "../app/features/promotion/promotion.server.ts";
import { action as webhookAction } from "../app/routes/payment-webhook.ts";
import { backgroundSettled } from "../app/server/background.server.ts";
import { db, setDatabase } from "../app/server/db.server.ts";
import { configurePaymentProviders } from "../app/server/payments/payment-provider.server.ts";
import { closeSandboxCheckout } from "../app/server/payments/sandbox.server.ts";
import { paymentEvents, payments, premiumListings } from "../app/server/schema.ts";
import { FAKE_CINETPAY, FakeCinetPay } from "../tests/support/fake-cinetpay.ts";
import { FAKE_PAYSTACK_KEY, FakePaystack } from "../tests/support/fake-paystack.ts";
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, FakeStripe } from "../tests/support/fake-stripe.ts";
import { appliedOnce, seedPromotionSellers } from "./support/promotion-sellers.ts";
import { percentile, timed } from "./support/timing.ts";
import { createBenchDatabase, dropDatabase } from "./support/postgres-admin.ts";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

async function startAll(sellers: { userId: string; listingId: string }[], packageId: string, way: { method?: string; country?: string } = {}) {
  return timed(sellers, CONCURRENCY, async (s) => {
    const started = await startPromotion(s.userId, { listingId: s.listingId, packageId, ...way });
    if (!started.ok) throw new Error(started.error);
    return started.providerSessionId;
  });
}

async function reset() {
  await db().delete(premiumListings);
  await db().delete(payments);
  await db().delete(paymentEvents);
}

type Sellers = { userId: string; listingId: string }[];

/** Deliveries to /webhooks/{provider}, all at once; the provider answered before the work, timed until all of it is done. */
async function deliverAll(provider: string, requests: Request[]) {
  const started = performance.now();
  const webhooks = await timed(requests, requests.length, async (request) => {
    const response = (await webhookAction({ request, params: { provider }, context: new RouterContextProvider() } as never)) as Response;
    if (response.status !== 200) throw new Error(`webhook ${response.status}`);
    return "answered";
  });
  await backgroundSettled();
  return { webhooks, allAppliedMs: performance.now() - started };
}

/** Paystack, a seller in Ghana paying in cedis: each charge.success delivered twice at once, x-paystack-signature checked. */
async function paystackPath(paystack: FakePaystack, sellers: Sellers, packageId: string) {
  configurePaymentProviders({ paystack: { secretKey: FAKE_PAYSTACK_KEY, apiUrl: paystack.url } });
  const checkouts = await startAll(sellers, packageId, { method: "card", country: "GH" });
  const requests = checkouts.results.flatMap((reference) => {
    const delivery = paystack.webhook("charge.success", paystack.pay(reference));
    const request = () =>
      new Request("http://localhost:3000/webhooks/paystack", {
        method: "POST",
        headers: { "content-type": "application/json", "x-paystack-signature": delivery.signature },
        body: delivery.body,
      });
    return [request(), request()];
  });
  return { checkouts, ...(await deliverAll("paystack", requests)), check: await appliedOnce(sellers.length) };
}

/** CinetPay, a seller in Bénin paying with MTN MoMo: each notification delivered twice at once, x-token checked. */
async function cinetpayPath(cinetpay: FakeCinetPay, sellers: Sellers, packageId: string) {
  configurePaymentProviders({ cinetpay: { ...FAKE_CINETPAY, apiUrl: cinetpay.url } });
  const checkouts = await startAll(sellers, packageId, { method: "mtn-momo", country: "BJ" });
  const requests = checkouts.results.flatMap((id) => {
    const { body, token } = cinetpay.notification(cinetpay.pay(id));
    const request = () =>
      new Request("http://localhost:3000/webhooks/cinetpay", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-token": token },
        body,
      });
    return [request(), request()];
  });
  return { checkouts, ...(await deliverAll("cinetpay", requests)), check: await appliedOnce(sellers.length) };
}

/** Stripe: checkouts from the API, then each completion delivered twice at once to the webhook route. */
async function stripePath(stripe: FakeStripe, sellers: { userId: string; listingId: string }[], packageId: string) {
  configurePaymentProviders({ stripe: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: stripe.url } });
  const checkouts = await startAll(sellers, packageId);
  const deliveries = checkouts.results.flatMap((sessionId) => {
    const delivery = stripe.webhook("checkout.session.completed", stripe.pay(sessionId));
    return [delivery, delivery];
  });
  const webhooks = await timed(deliveries, deliveries.length, async (delivery) => {
    const request = new Request("http://localhost:3000/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
      body: delivery.body,
    });
    const response = (await webhookAction({ request, params: { provider: "stripe" }, context: new RouterContextProvider() } as never)) as Response;
    if (response.status !== 200) throw new Error(`webhook ${response.status}`);
    return ((await response.json()) as { outcome: string }).outcome;
  });
  return { checkouts, webhooks, allAppliedMs: webhooks.wallMs, check: await appliedOnce(sellers.length) };
}

/** The sandbox: checkouts in our own tables, each paid on its page, the event handled twice at once. */
async function sandboxPath(sellers: { userId: string; listingId: string }[], packageId: string) {
  configurePaymentProviders({});
  const checkouts = await startAll(sellers, packageId);
  const events = await Promise.all(checkouts.results.map((id) => closeSandboxCheckout(id, "paid")));
  const deliveries = events.flatMap((event) => (event ? [event, event] : []));
  const webhooks = await timed(deliveries, deliveries.length, (event) => handlePaymentEvent("sandbox", event));
  return { checkouts, webhooks, allAppliedMs: webhooks.wallMs, check: await appliedOnce(sellers.length) };
}

const name = `bench_payments_${process.pid}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadAtStart = load();
const { database } = await createBenchDatabase(SERVER_URL, name);
const stripe = await new FakeStripe().start();
const paystack = await new FakePaystack().start();
const cinetpay = await new FakeCinetPay().start();
let failed = false;
try {
  const { sellers, packageId } = await seedPromotionSellers(PAYMENTS);
  const stripeRun = await stripePath(stripe, sellers, packageId);
  await reset();
  const paystackRun = await paystackPath(paystack, sellers, packageId);
  await reset();
  const cinetpayRun = await cinetpayPath(cinetpay, sellers, packageId);
  await reset();
  const sandboxRun = await sandboxPath(sellers, packageId);
  const rows = [
    { path: "Stripe (HTTP API, signed webhooks)", ...stripeRun },
    { path: "Paystack, Ghana in cedis (HTTP API, signed webhooks answered first)", ...paystackRun },
    { path: "CinetPay, Bénin MTN MoMo (HTTP API, x-token notifications answered first)", ...cinetpayRun },
    { path: "baseline: sandbox provider (in-process)", ...sandboxRun },
  ];
  const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
  console.log(`\n## Payments: ${PAYMENTS} promotions, PostgreSQL, checkouts ${CONCURRENCY} at a time, each completion delivered twice at once\n`);
  console.log(
    cell([
      "path",
      "checkouts/s",
      "checkout p50 ms",
      "checkout p95 ms",
      "deliveries",
      "deliveries/s",
      "delivery p50 ms",
      "delivery p95 ms",
      "all applied after ms",
      "applied",
      "already applied",
      "errors",
      "promotions",
      "paid payments",
    ]),
  );
  console.log(cell(Array(14).fill("---")));
  for (const r of rows) {
    const outcomes = (o: string) => r.webhooks.results.filter((x) => x === o).length;
    // Answered first, the outcome is not in the answer: the database says each was applied once.
    const answeredFirst = outcomes("answered") > 0;
    console.log(
      cell([
        r.path,
        (r.checkouts.results.length / (r.checkouts.wallMs / 1000)).toFixed(0),
        percentile(r.checkouts.latencies, 50).toFixed(1),
        percentile(r.checkouts.latencies, 95).toFixed(1),
        r.webhooks.latencies.length,
        (r.webhooks.latencies.length / (r.webhooks.wallMs / 1000)).toFixed(0),
        percentile(r.webhooks.latencies, 50).toFixed(1),
        percentile(r.webhooks.latencies, 95).toFixed(1),
        r.allAppliedMs.toFixed(0),
        answeredFirst ? "—" : outcomes("applied"),
        answeredFirst ? "—" : outcomes("already-applied"),
        r.checkouts.errors.length + r.webhooks.errors.length,
        r.check.premium,
        r.check.paid,
      ]),
    );
    for (const error of [...new Set([...r.checkouts.errors, ...r.webhooks.errors])].slice(0, 3)) console.log(`  ${r.path}: ${error}`);
    failed ||= !r.check.exact || r.checkouts.errors.length + r.webhooks.errors.length > 0 || (!answeredFirst && outcomes("applied") !== PAYMENTS);
  }
  console.log(`\nEvery promotion applied exactly once, no error: ${failed ? "FAIL" : "PASS"}`);
  console.log(`${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ${load()} at the end`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stripe.stop();
  await paystack.stop();
  await cinetpay.stop();
  setDatabase(undefined);
  await database.close();
  await dropDatabase(SERVER_URL, name);
}
process.exit(failed ? 1 : 0);
