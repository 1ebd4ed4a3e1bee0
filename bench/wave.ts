// Wave: BENCH_PAYMENTS promotions (default 200) paid through Wave's Checkout API, on a fresh
// PostgreSQL database (BENCH_DATABASE_URL, default the local `test` server), Wave being a local
// server that answers as its API does and signs webhooks like it (tests/support/fake-wave.ts).
// - checkouts: startPromotion by Wave for every seller, BENCH_CONCURRENCY (default 20) at a time;
// - webhooks: every `checkout.session.completed` delivered twice at the same moment to the
//   /webhooks/wave action, which checks the signature and answers 200 before the work (Wave's rule:
//   answer within seconds, then work); timed to the answer, and to every promotion applied.
// Baseline in the same run: the same deliveries answered after the work (signature, event, read
// back, promotion), the way the Stripe path answers.
// Prints throughput, p50/p95/max time to answer, time until all applied; fails unless every
// promotion is applied exactly once with no error.
import { availableParallelism, loadavg } from "node:os";
import { RouterContextProvider } from "react-router";
import { handlePaymentEvent } from "../app/features/purchases/payment-events.server.ts";
import { startPromotion } from "../app/features/promotion/promotion.server.ts";
import { action as webhookAction } from "../app/routes/payment-webhook.ts";
import { backgroundSettled } from "../app/server/background.server.ts";
import { db, setDatabase } from "../app/server/db.server.ts";
import { configurePaymentProviders, providerNamed } from "../app/server/payments/payment-provider.server.ts";
import { paymentEvents, payments, premiumListings } from "../app/server/schema.ts";
import { FAKE_WAVE_KEY, FAKE_WAVE_SECRET, FakeWave, type SignedDelivery } from "../tests/support/fake-wave.ts";
import { appliedOnce, seedPromotionSellers } from "./support/promotion-sellers.ts";
import { percentile, timed } from "./support/timing.ts";
import { createBenchDatabase, dropDatabase } from "./support/postgres-admin.ts";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

async function checkoutsAndDeliveries(wave: FakeWave, sellers: { userId: string; listingId: string }[], packageId: string) {
  const sessions: string[] = [];
  const checkouts = await timed(sellers, CONCURRENCY, async (s) => {
    const started = await startPromotion(s.userId, { listingId: s.listingId, packageId, method: "wave" });
    if (!started.ok) throw new Error(started.error);
    sessions.push(started.providerSessionId);
  });
  const deliveries = sessions.flatMap((id) => {
    const delivery = wave.webhook("checkout.session.completed", wave.pay(id));
    return [delivery, delivery];
  });
  return { checkouts, deliveries };
}

const post = (delivery: SignedDelivery) =>
  new Request("http://localhost:3000/webhooks/wave", {
    method: "POST",
    headers: { "content-type": "application/json", "wave-signature": delivery.signature },
    body: delivery.body,
  });

/** The route as built: 200 once the signature holds, the work behind the answer. */
async function acknowledgedFirst(deliveries: SignedDelivery[]) {
  const started = performance.now();
  const answers = await timed(deliveries, deliveries.length, async (delivery) => {
    const response = (await webhookAction({
      request: post(delivery),
      params: { provider: "wave" },
      context: new RouterContextProvider(),
    } as never)) as Response;
    if (response.status !== 200) throw new Error(`webhook ${response.status}`);
  });
  await backgroundSettled();
  return { answers, allAppliedMs: performance.now() - started };
}

/** Baseline: each delivery answered only once its work is done. */
async function answeredAfterWork(deliveries: SignedDelivery[]) {
  const wave = providerNamed("wave");
  if (!wave?.readWebhook) throw new Error("wave not configured");
  const started = performance.now();
  const answers = await timed(deliveries, deliveries.length, async (delivery) => {
    const read = await wave.readWebhook!(delivery.body, post(delivery).headers);
    if (!read.ok || !read.event) throw new Error("signature");
    await handlePaymentEvent("wave", read.event);
  });
  return { answers, allAppliedMs: performance.now() - started };
}

async function reset() {
  await db().delete(premiumListings);
  await db().delete(payments);
  await db().delete(paymentEvents);
}

const name = `bench_wave_${process.pid}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadAtStart = load();
const { database } = await createBenchDatabase(SERVER_URL, name);
const wave = await new FakeWave().start();
configurePaymentProviders({ wave: { apiKey: FAKE_WAVE_KEY, webhookSecret: FAKE_WAVE_SECRET, apiUrl: wave.url } });
let failed = false;
try {
  const { sellers, packageId } = await seedPromotionSellers(PAYMENTS);
  // One round unmeasured first: connections opened, code compiled, for both paths alike.
  await acknowledgedFirst((await checkoutsAndDeliveries(wave, sellers, packageId)).deliveries);
  const rows = [];
  for (const [path, deliver] of [
    ["Wave: 200 before the work (built)", acknowledgedFirst],
    ["baseline: answered after the work", answeredAfterWork],
  ] as const) {
    await reset();
    const { checkouts, deliveries } = await checkoutsAndDeliveries(wave, sellers, packageId);
    const run = await deliver(deliveries);
    rows.push({ path, checkouts, ...run, check: await appliedOnce(PAYMENTS) });
  }
  const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
  console.log(`\n## Wave: ${PAYMENTS} promotions, PostgreSQL, checkouts ${CONCURRENCY} at a time, each completion delivered twice at once\n`);
  console.log(
    cell([
      "path",
      "checkouts/s",
      "checkout p95 ms",
      "deliveries",
      "answer p50 ms",
      "answer p95 ms",
      "answer max ms",
      "all applied after ms",
      "errors",
      "promotions",
      "paid payments",
    ]),
  );
  console.log(cell(Array(11).fill("---")));
  for (const r of rows) {
    const errors = r.checkouts.errors.length + r.answers.errors.length;
    console.log(
      cell([
        r.path,
        (PAYMENTS / (r.checkouts.wallMs / 1000)).toFixed(0),
        percentile(r.checkouts.latencies, 95).toFixed(1),
        r.answers.latencies.length,
        percentile(r.answers.latencies, 50).toFixed(1),
        percentile(r.answers.latencies, 95).toFixed(1),
        Math.max(...r.answers.latencies).toFixed(1),
        r.allAppliedMs.toFixed(0),
        errors,
        r.check.premium,
        r.check.paid,
      ]),
    );
    for (const error of [...new Set([...r.checkouts.errors, ...r.answers.errors])].slice(0, 3)) console.log(`  ${r.path}: ${error}`);
    failed ||= !r.check.exact || errors > 0;
  }
  const [built, baseline] = rows;
  const answered = built && baseline ? percentile(baseline.answers.latencies, 95) / Math.max(percentile(built.answers.latencies, 95), 0.1) : 0;
  console.log(`\nTime to answer Wave (p95): ${answered.toFixed(1)}× shorter than answering after the work`);
  console.log(`Every promotion applied exactly once, no error: ${failed ? "FAIL" : "PASS"}`);
  console.log(`${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ${load()} at the end`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await wave.stop();
  setDatabase(undefined);
  await database.close();
  await dropDatabase(SERVER_URL, name);
}
process.exit(failed ? 1 : 0);
