// `npm run test:cluster`: two production servers (A and B) on one fresh PostgreSQL database, with
// the same AUTH_SECRET and nothing mocked in between, as behind a load balancer (ADR 0033). Uses
// BUILD_DIR (built first if missing) and ports CLUSTER_PORT and CLUSTER_PORT + 1 (default 3421).
// Each check prints a line; the first that fails stops the run with exit code 1.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppServer, JOBS_TIME_SCALE, AUTH_SECRET, childPids, ensureBuild, eventually, freshDatabase, openStream, startAppServer } from "./cluster.ts";

const PORT = Number(process.env.CLUSTER_PORT ?? 3421);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const ok = (what: string) => console.log(`  ✓ ${what} (${seconds()} s)`);

// The runner writes its people straight through the app's modules, on the same database.
process.env.AUTH_SECRET = AUTH_SECRET;
process.env.APP_URL = `http://localhost:${PORT}`;
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "aa-cluster-runner-"));
process.env.LOG_LEVEL = "warn";

const { and, eq, inArray } = await import("drizzle-orm");
const { createUser, createRentalListing } = await import("../../app/features/demo/factories.server.ts");
const { db, postgresDatabase, setDatabase } = await import("../../app/server/db.server.ts");
const { jobRuns, listings, messages, rentalBookings, uploadDrafts } = await import("../../app/server/schema.ts");
const { SCHEDULED_JOBS } = await import("../../server/jobs.ts");
const { signInCookie } = await import("../../bench/support/server-process.ts");
const { sessionCookie } = await import("../support/session.ts");
const { goodJpeg } = await import("../support/images.ts");
const { banUser } = await import("../../app/features/accounts/accounts.server.ts");
const { chatOnB } = await import("./browser.ts");
const { startS3Server } = await import("../support/s3-server.ts");
const { startTcpRelay } = await import("./fault-proxy.ts");
const { retriesAfterDeath } = await import("./retries.ts");
const { databaseRestart } = await import("./database-restart.ts");

const post = (server: AppServer, path: string, cookie: string, body: FormData | URLSearchParams) =>
  fetch(`${server.base}${path}`, { method: "POST", body, headers: { cookie, Origin: server.base }, redirect: "manual" });
const page = async (server: AppServer, path: string, cookie = "") => {
  const response = await fetch(`${server.base}${path}`, { headers: { cookie } });
  return { status: response.status, html: await response.text() };
};
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The sale form as a browser posts it, with these photos. */
async function saleForm(description: string, photos: Buffer[]): Promise<FormData> {
  const form = new FormData();
  const fields: Record<string, string> = {
    brand: "Toyota",
    model: "Corolla",
    year: String(new Date().getFullYear() - 4),
    mileage: "85000",
    price: "7500000",
    transmission: "automatic",
    fuelType: "petrol",
    condition: "used",
    accidents: "0",
    previousOwners: "2",
    exteriorColor: "Blanc",
    bodyType: "Berline",
    doors: "4",
    country: "CI",
    city: "Abidjan",
    latitude: "5.35995",
    longitude: "-4.00826",
    cleanTitle: "yes",
    customsCleared: "yes",
    lastService: "2025-01-15",
    features: "Climatisation",
    documentsAvailable: "Carte grise",
    description,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [i, photo] of photos.entries()) form.append("photos", new File([new Uint8Array(photo)], `photo-${i}.jpg`, { type: "image/jpeg" }));
  return form;
}

function refusesEmbeddedWorkers() {
  const run = spawnSync(process.execPath, ["server.ts"], {
    env: { ...process.env, DATABASE_URL: "", WEB_CONCURRENCY: "2", PORT: String(PORT + 5) },
    encoding: "utf8",
    timeout: 20_000,
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /WEB_CONCURRENCY: plusieurs processus demandent PostgreSQL \(DATABASE_URL\)/);
  ok("WEB_CONCURRENCY=2 without DATABASE_URL: refused at boot, in French, naming the variable");
}

async function main() {
  console.log(`Cluster test: two servers on ports ${PORT} and ${PORT + 1}, one PostgreSQL database, build ${process.env.BUILD_DIR ?? "build"}`);
  ensureBuild();
  refusesEmbeddedWorkers();
  const database = await freshDatabase();
  const servers: AppServer[] = [];
  let runnerDb: ReturnType<typeof postgresDatabase> | undefined;
  // Photos in one bucket that both servers write and read (ADR 0032), no disk of their own.
  let bucket = await startS3Server();
  // The servers reach PostgreSQL through a relay the test can cut, as a restart would; the runner goes straight.
  const databaseUrl = new URL(database.url);
  const databaseRelay = await startTcpRelay(Number(databaseUrl.port || 5432));
  databaseUrl.hostname = "127.0.0.1";
  databaseUrl.port = String(databaseRelay.port);
  try {
    const env = { DATABASE_URL: databaseUrl.toString(), DATABASE_POOL_SIZE: "8", ...bucket.env };
    const bootStarted = performance.now();
    // Both boot at once on the empty database: one migrates while the other waits (db.alone).
    const [a, b] = await Promise.all([startAppServer("A", PORT, env), startAppServer("B", PORT + 1, env)]);
    servers.push(a, b);
    const upAt = performance.now();
    ok("A and B started at once on an empty database, migrated once");
    for (const server of servers) assert.equal((await fetch(`${server.base}/readyz`)).status, 200);
    ok("both ready (/readyz: database reachable, migrations done)");

    runnerDb = postgresDatabase(database.url, 4);
    setDatabase(runnerDb);
    const seller = await createUser({ email: "vendeur@cluster.test", firstName: "Moussa", userType: "seller" });
    await createUser({ email: "acheteur@cluster.test", firstName: "Aminata" });
    // Real sign-ins through A's form: the cookie A sets is honoured by B (same AUTH_SECRET, sessions in the database).
    const sellerCookie = await signInCookie(a.base, "vendeur@cluster.test", "motdepasse123");
    const buyerCookie = await signInCookie(a.base, "acheteur@cluster.test", "motdepasse123");
    assert.equal((await page(b, "/profile", sellerCookie)).status, 200);
    ok("signed in through A, recognised by B");

    // A member whose session and own page B keeps (ADR 0028, 0040), banned by another process.
    const banned = await createUser({ email: "banni@cluster.test", firstName: "Bakary" });
    const bannedCookie = await signInCookie(a.base, "banni@cluster.test", "motdepasse123");
    for (let i = 0; i < 2; i++) assert.equal((await page(b, "/profile", bannedCookie)).status, 200);
    await banUser(banned.id, "Arnaque à l'acompte");
    // The notice leaves with the ban; B hears it within milliseconds.
    await new Promise((r) => setTimeout(r, 200));
    const afterBan = await fetch(`${b.base}/profile`, { headers: { cookie: bannedCookie }, redirect: "manual" });
    assert.equal(afterBan.status, 302, "B refuses the banned member's next request");
    assert.match(afterBan.headers.get("location") ?? "", /^\/auth/);
    ok("a member banned by another process: B, which kept their session and their page, refuses their next request");

    // A listing with two photos posted through A's form is on B's pages.
    const form = await saleForm("Posté sur le serveur A", await Promise.all([goodJpeg(), goodJpeg()]));
    const posted = await post(a, "/sell/vendre", sellerCookie, form);
    assert.ok([302, 303].includes(posted.status), `posting answered ${posted.status}: ${/role="alert"[\s\S]{0,400}/.exec(await posted.text())?.[0]}`);
    const [listing] = await db().select().from(listings).where(eq(listings.ownerId, seller.id));
    assert.ok(listing, "the listing is stored");
    assert.equal(listing.images.length, 2);
    const detail = await page(b, `/listing/${listing.id}`);
    assert.equal(detail.status, 200);
    assert.ok(detail.html.includes("Posté sur le serveur A"), "B's detail page shows the description");
    assert.ok(detail.html.includes(listing.images[0] as string), "B's detail page shows the photo");
    ok("a listing with 2 photos posted through A is on B's detail page");
    // B's page points at the bucket's public address, where every width of A's upload is.
    const firstPhoto = `${bucket.publicUrl}/${listing.images[0]}-`;
    assert.ok(detail.html.includes(firstPhoto), `B's page points at ${firstPhoto}…: ${/<img[^>]*>/.exec(detail.html)?.[0]}`);
    for (const key of listing.images) {
      for (const width of [400, 800, 1600]) {
        const url = `${bucket.publicUrl}/${key}-${width}.webp`;
        const photo = await fetch(url);
        assert.equal(photo.status, 200, url);
        assert.equal(photo.headers.get("content-type"), "image/webp");
      }
    }
    for (const server of servers) assert.equal(existsSync(join(server.dataDir, "uploads")), false, `${server.name} wrote under its uploads folder`);
    ok("B's page points at S3_PUBLIC_URL, where every width of its photos is served; no file under either server's uploads folder");

    // The bucket goes away: pages are still served; a posting with photos is refused in French with
    // what was typed kept, and nothing is half-written (no listing, no photo left waiting).
    const bucketPort = Number(new URL(bucket.endpoint).port);
    await bucket.stop();
    const outageStarted = performance.now();
    assert.equal((await page(b, `/listing/${listing.id}`)).status, 200, "B's listing page while the bucket is down");
    assert.equal((await page(a, "/listings")).status, 200, "A's listings while the bucket is down");
    const refused = await post(a, "/sell/vendre", sellerCookie, await saleForm("Posté pendant la panne du stockage", [await goodJpeg()]));
    const refusedPage = await refused.text();
    assert.ok(refused.status >= 400 && refused.status < 600, `a posting while the bucket is down answered ${refused.status}`);
    assert.ok(
      refusedPage.includes("Erreur lors de la création de l&#x27;annonce") || refusedPage.includes("Erreur lors de la création de l'annonce"),
      "the refusal says so in French",
    );
    assert.ok(refusedPage.includes("Posté pendant la panne du stockage"), "the form keeps what was typed");
    assert.equal((await db().select({ id: listings.id }).from(listings).where(eq(listings.ownerId, seller.id))).length, 1, "no listing half-written");
    const waiting = await db().select({ prefix: uploadDrafts.prefix }).from(uploadDrafts).where(eq(uploadDrafts.userId, seller.id));
    assert.deepEqual(waiting, [], "no photo left waiting for a listing");
    ok(
      `the bucket down: pages served, a posting refused in French with its text kept, nothing half-written (${Math.round(performance.now() - outageStarted)} ms)`,
    );
    bucket = await startS3Server({ bucket: bucket.bucket, port: bucketPort });

    // The buyer writes to the seller through A; the seller's tab is connected to B.
    const contacted = await post(a, `/listing/${listing.id}`, buyerCookie, new URLSearchParams({ intent: "contact" }));
    const conversationId = /\/messages\/([0-9a-f-]{36})/.exec(contacted.headers.get("location") ?? "")?.[1];
    assert.ok(conversationId, `contact answered ${contacted.status} ${contacted.headers.get("location")}`);
    const sellerStream = await openStream(b, sellerCookie);
    const buyerStream = await openStream(a, buyerCookie);
    const content = `Bonjour, la Corolla est-elle disponible ? ${Date.now()}`;
    const sentAt = performance.now();
    const sent = await post(a, `/messages/${conversationId}.data`, buyerCookie, new URLSearchParams({ intent: "send", content, via: "script" }));
    assert.equal(sent.status, 200);
    assert.ok(await eventually(() => sellerStream.text().includes(content)), "the message reached the stream on B");
    ok(`a message sent through A reached live the seller's stream on B in ${Math.round(performance.now() - sentAt)} ms`);
    /** The chat header's presence line on B, as the seller sees it. */
    const presenceOnB = async () => {
      const { html } = await page(b, `/messages/${conversationId}`, sellerCookie);
      const from = html.slice(html.indexOf('data-testid="presence"'));
      return from
        .slice(from.indexOf(">") + 1, from.indexOf("</span></div>"))
        .replace(/<[^>]*>/g, "")
        .trim();
    };
    const online = async () => (await presenceOnB()) === "En ligne";
    assert.ok(await eventually(online), `B shows the buyer '${await presenceOnB()}', not 'En ligne'`);
    ok("B shows the buyer, whose stream is on A, 'En ligne'");
    const shownAfter = await chatOnB(b, sellerCookie, conversationId, async () => {
      const live = `Je peux passer la voir demain ? ${Date.now()}`;
      const answer = await post(a, `/messages/${conversationId}.data`, buyerCookie, new URLSearchParams({ intent: "send", content: live, via: "script" }));
      assert.equal(answer.status, 200);
      return live;
    });
    ok(`in Chromium on B: the chat header says 'En ligne', and a message sent through A appeared live in ${Math.round(shownAfter)} ms`);
    buyerStream.close();
    assert.ok(await eventually(async () => !(await online())), "B no longer shows the buyer 'En ligne' once their tab closed");
    ok("and no longer once the buyer's tab on A closed");
    sellerStream.close();

    // 20 renters ask for the same days at the same moment, half through A, half through B.
    const rental = await createRentalListing(seller.id, { price: 25_000 });
    const renters = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser({ email: `locataire${i}@cluster.test`, firstName: "Awa" })));
    const renterCookies = await Promise.all(renters.map((r) => sessionCookie(r.email)));
    // A visitor has the rental's page open on B: its calendar hears the taken days whichever server took them.
    const calendarOnB = await openStream(b, "", `/events/rental/${rental.id}`);
    const answers = await Promise.all(
      renterCookies.map(async (cookie, i) => {
        const response = await post(
          i % 2 ? b : a,
          `/rental/${rental.id}.data`,
          cookie,
          new URLSearchParams({ intent: "book", startDate: day(10), endDate: day(12) }),
        );
        return { status: response.status, body: await response.text() };
      }),
    );
    assert.deepEqual(
      answers.filter((r) => r.status >= 500),
      [],
    );
    assert.equal(answers.filter((r) => r.body.includes("Demande envoyée !")).length, 1);
    assert.equal(answers.filter((r) => r.body.includes("Ces dates sont déjà réservées.")).length, 19);
    const booked = await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, rental.id));
    assert.equal(booked.length, 1);
    assert.ok(await eventually(() => calendarOnB.text().includes("event: calendar-changed")), "the calendar open on B heard the taken days");
    calendarOnB.close();
    ok(
      "20 simultaneous requests for the same days, 10 through A and 10 through B: exactly one booking, 19 told the days are taken, and the calendar open on B heard it",
    );

    // Each scheduled job ran once per period across both servers, from its run record.
    const POLL_MS = 10_000;
    // Long enough for several runs of the minute jobs (3 s at this scale).
    const minimum = 30_000;
    const elapsed = () => performance.now() - bootStarted;
    if (elapsed() < minimum) await new Promise((r) => setTimeout(r, minimum - elapsed()));
    const runs = await db().select().from(jobRuns);
    const sinceUp = performance.now() - upAt;
    for (const job of SCHEDULED_JOBS) {
      const row = runs.find((r) => r.name === job.name);
      assert.ok(row, `${job.name} has a run record`);
      const period = job.everyMs * JOBS_TIME_SCALE;
      const lateness = Math.min(job.everyMs, POLL_MS) * JOBS_TIME_SCALE;
      // A server may have run a job up to a couple of seconds before the other answered /healthz.
      const most = Math.ceil((sinceUp + 2_000) / period) + 1;
      // Never more than once per period; at least every other period once both were up
      // (a poll may come late on two busy cores, and the booking race above loads them).
      const least = Math.max(1, Math.floor(sinceUp / (2 * (period + lateness))));
      assert.ok(
        row.runs >= least && row.runs <= most,
        `${job.name}: ${row.runs} runs in ${(sinceUp / 1000).toFixed(1)} s, period ${period / 1000} s (expected ${least} to ${most})`,
      );
      assert.notEqual(row.outcome, "failed", `${job.name} failed: ${row.error}`);
      console.log(
        `    ${job.name.padEnd(24)} period ${(period / 1000).toFixed(1).padStart(5)} s  runs ${String(row.runs).padStart(3)} (${least}–${most})  last by ${row.server === null ? "?" : (servers.find((s) => s.child.pid && row.server?.includes(`:${s.child.pid}:`))?.name ?? row.server)}`,
      );
    }
    ok(
      `each of the ${SCHEDULED_JOBS.length} jobs ran once per period over ${(sinceUp / 1000).toFixed(0)} s with both servers up (periods ×${JOBS_TIME_SCALE})`,
    );

    // PostgreSQL restarted under load: 503 in French while it is away, everything back by itself, nothing acknowledged lost.
    const restart = await databaseRestart(databaseRelay, [a, b], { conversationId, buyerCookie, sellerCookie });
    const o = restart.duringOutage;
    ok(
      `PostgreSQL away ${restart.downSeconds} s under load: ${o.requests} requests meanwhile (${o.served} served, ${o.unavailable} answered 503 in French, ${o.failed} failed otherwise), slowest ${restart.slowestMs} ms, both servers reading again ${restart.recoverySeconds} s after it came back, ${restart.acknowledged} writes acknowledged, ${restart.lost} lost, live events relayed again`,
    );

    // A server dies between its commit and its answer; the member sends the same request to B.
    for (const retry of await retriesAfterDeath(PORT + 3, env, b)) {
      ok(
        `${retry.what}: its server killed before answering (${retry.leftByTheDead} row committed), the retry on B answered ${retry.retryStatus}: ${retry.rows} row in all`,
      );
    }

    // kill -9 of A during a stream of writes: B keeps answering, nothing A acknowledged is lost.
    // Eight writers, each a renter writing to the seller in their own conversation (a sender may send 30 a minute).
    const threads = await Promise.all(
      renterCookies.slice(0, 8).map(async (cookie) => {
        const opened = await post(a, `/rental/${rental.id}`, cookie, new URLSearchParams({ intent: "contact" }));
        const id = /\/messages\/([0-9a-f-]{36})/.exec(opened.headers.get("location") ?? "")?.[1];
        assert.ok(id, `contact answered ${opened.status}`);
        return { cookie, id };
      }),
    );
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (w: number) => {
      const { cookie, id } = threads[w] as { cookie: string; id: string };
      for (let i = 0; !killed; i++) {
        const text = `écriture ${w}-${i}`;
        try {
          const response = await post(a, `/messages/${id}.data`, cookie, new URLSearchParams({ intent: "send", content: text, via: "script" }));
          await response.arrayBuffer();
          if (response.status !== 200) return;
          acknowledged.push(text);
        } catch {
          return;
        }
      }
    };
    const writers = threads.map((_, w) => writer(w));
    const bAnswers: number[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        try {
          bAnswers.push((await page(b, `/messages/${conversationId}`, sellerCookie)).status);
        } catch {
          bAnswers.push(0);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await new Promise((r) => setTimeout(r, 1_500));
    a.kill();
    killed = true;
    await Promise.all(writers);
    const answeredBeforeKill = bAnswers.length;
    await new Promise((r) => setTimeout(r, 2_000));
    probing = false;
    await prober;
    assert.ok(acknowledged.length > 0, "A acknowledged writes before it was killed");
    assert.deepEqual(
      bAnswers.filter((s) => s !== 200),
      [],
      "B answered every request",
    );
    assert.ok(bAnswers.length > answeredBeforeKill, "B kept answering after A died");
    const after = await post(
      b,
      `/messages/${conversationId}.data`,
      sellerCookie,
      new URLSearchParams({ intent: "send", content: "Oui, toujours disponible", via: "script" }),
    );
    assert.equal(after.status, 200);
    const stored = await db()
      .select({ content: messages.content })
      .from(messages)
      .where(
        and(
          inArray(
            messages.conversationId,
            threads.map((t) => t.id),
          ),
          inArray(messages.content, acknowledged),
        ),
      );
    assert.equal(stored.length, acknowledged.length);
    ok(
      `kill -9 of A during writes: all ${acknowledged.length} writes A acknowledged are stored, B answered ${bAnswers.length} requests without a failure and took the next write`,
    );

    // Graceful stop of B: a slow post under way finishes, its open stream is told to reconnect
    // elsewhere, and it exits 0 within 10 s.
    const lastStream = await openStream(b, sellerCookie);
    const slowForm = await saleForm("Posté pendant l'arrêt de B", await Promise.all(Array.from({ length: 10 }, () => goodJpeg(2000, 1500))));
    const inFlight = post(b, "/sell/vendre", sellerCookie, slowForm).then((response) => ({ response, at: performance.now() }));
    // Ten 2000 × 1500 photos, each encoded at three widths, take B longer than this.
    await new Promise((r) => setTimeout(r, 150));
    const signalledAt = performance.now();
    const stopping = b.terminate();
    const { response: slowAnswer, at: answeredAt } = await inFlight;
    assert.ok(answeredAt > signalledAt, "the post was still under way when B was told to stop");
    const stop = await stopping;
    await lastStream.ended;
    assert.ok([302, 303].includes(slowAnswer.status), `the post under way answered ${slowAnswer.status}`);
    const kept = await db()
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.ownerId, seller.id), eq(listings.description, "Posté pendant l'arrêt de B")));
    assert.equal(kept.length, 1, "the post under way was stored");
    assert.match(lastStream.text(), /retry: 1000\n\n$/);
    assert.equal(stop.code, 0);
    assert.ok(stop.ms < 10_000, `stopped in ${stop.ms} ms`);
    ok(
      `SIGTERM on B: the post under way (10 photos) finished ${Math.round(answeredAt - signalledAt)} ms after the signal and was stored, its event stream was told to reconnect in 1 s, exit 0 in ${Math.round(stop.ms)} ms`,
    );

    // WEB_CONCURRENCY=2: two workers share one port; one killed is replaced; SIGTERM stops both.
    const metricsPort = PORT + 6;
    const c = await startAppServer("C", PORT + 2, { ...env, WEB_CONCURRENCY: "2", METRICS_PORT: String(metricsPort) });
    servers.push(c);
    const primary = c.child.pid as number;
    assert.ok(await eventually(() => childPids(primary).length === 2), `workers: ${childPids(primary).length}`);
    const [first] = childPids(primary);
    process.kill(first as number, "SIGKILL");
    assert.ok(await eventually(() => childPids(primary).length === 2 && !childPids(primary).includes(first as number), 10_000), "the dead worker was replaced");
    assert.equal((await page(c, `/messages/${conversationId}`, sellerCookie)).status, 200);
    // METRICS_PORT: the primary answers for both workers on its own port; the public port has no /metrics.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    const metrics = await scraped.text();
    assert.equal(scraped.status, 200);
    assert.match(metrics, /autoafrique_http_request_duration_seconds_count\{[^}]*route="\/messages\/:id"[^}]*\} [1-9]/);
    assert.equal((await fetch(`${c.base}/metrics`)).status, 404);
    ok("METRICS_PORT: the workers' metrics on their own port (route patterns, not addresses), none on the public port");
    const workers = childPids(primary);
    const stopC = await c.terminate();
    assert.equal(stopC.code, 0);
    assert.ok(stopC.ms < 11_000, `C stopped in ${stopC.ms} ms`);
    assert.deepEqual(
      workers.filter((pid) => existsSync(`/proc/${pid}`)),
      [],
      "no worker left behind",
    );
    ok(`WEB_CONCURRENCY=2: two workers on one port, a killed one replaced, SIGTERM stopped both in ${Math.round(stopC.ms)} ms`);

    console.log(`Cluster test passed in ${seconds()} s`);
  } catch (error) {
    console.error(`  ✗ ${error instanceof Error ? error.message : String(error)} (${seconds()} s)`);
    process.exitCode = 1;
  } finally {
    setDatabase(undefined);
    await runnerDb?.close().catch(() => {});
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.kill();
    await new Promise((r) => setTimeout(r, 300));
    await databaseRelay.close();
    await database.drop();
    await bucket.stop();
  }
}

await main();
