// A dealer's whole stock imported while visitors browse (issue 47): the production server on the demo
// data (embedded database), a local server serving the photos (one 1024 × 768 JPEG per car, each at
// its own address, so every row fetches and re-encodes its photo), and a CSV of BENCH_ROWS cars
// (default 5 000) sent through /pro/import by the demo dealer, previewed, then run. Printed: the
// preview's time, the rows a second of the run, the server's memory ceiling (VmHWM), and browse's
// latency (/listings and a sale page, as deployed, BENCH_BROWSERS visitors one request after another)
// before the import (the baseline, same run) and while it runs. Targets: browse p95 under 30 ms while
// it runs. --no-build runs the build already in BUILD_DIR (default build).
import { execSync } from "node:child_process";
import { readFileSync, mkdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { fillDatabase } from "./http/prepare-database.ts";
import { signInCookie, startServer } from "./support/server-process.ts";
import { fetchText, firstListingPath } from "../tests/support/sitemap-paths.ts";
import { listenLocally } from "../tests/support/fake-http-server.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 4);
const BASELINE_SECONDS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 4941);
const BUILD = process.env.BUILD_DIR ?? "build";
const WORK_DIR = resolve("./data/bench-stock-import");
const BROWSE_P95_TARGET_MS = 30;
const DEALER = "concession@demo.autoafrique.africa";
const MODELS = ["Corolla", "RAV4", "Hilux", "Land Cruiser", "Yaris", "Camry", "Land Cruiser Prado"];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Visitors opening browse pages one after another until `stop()`: each answer's time, in ms. */
function browse(base: string, paths: readonly string[]) {
  const times: number[] = [];
  let running = true;
  let errors = 0;
  const visitor = async (n: number) => {
    for (let i = n; running; i++) {
      const path = paths[i % paths.length];
      const started = performance.now();
      const answer = await fetch(`${base}${path}`, { headers: { "x-forwarded-for": `198.51.100.${n + 1}`, "accept-encoding": "br, gzip" } }).catch(() => null);
      if (!answer?.ok) errors++;
      await answer?.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  const visitors = Array.from({ length: BROWSERS }, (_, n) => visitor(n));
  return {
    async stop() {
      running = false;
      await Promise.all(visitors);
      const sorted = [...times].sort((a, b) => a - b);
      return { requests: times.length, errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
    },
  };
}

/** The server's resident memory now and its ceiling, in MB (from /proc). */
function memory(pid: number | undefined): { rss: number; peak: number } {
  if (!pid) return { rss: Number.NaN, peak: Number.NaN };
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

function stockCsv(photoBase: string, stamp: string): string {
  const header = "reference;type;marque;modele;annee;kilometrage;prix;transmission;carburant;pays;ville;etat;accidents;proprietaires;photos";
  const lines = [header];
  for (let i = 0; i < ROWS; i++) {
    const model = MODELS[i % MODELS.length];
    const price = 4_000_000 + ((i * 7919) % 200) * 100_000;
    lines.push(
      `${stamp}-${i};vente;Toyota;${model};${2012 + (i % 12)};${20_000 + ((i * 104_729) % 180_000)};${price};Automatique;Essence;SN;Dakar;Occasion;0;1;${photoBase}/p/${i}.jpg`,
    );
  }
  return `${lines.join("\n")}\n`;
}

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });

// Ten different pictures, each served at many addresses: every row's photo is fetched and encoded anew.
const pictures = await Promise.all(
  Array.from({ length: 10 }, (_, i) =>
    sharp({ create: { width: 1024, height: 768, channels: 3, background: { r: 20 * i, g: 120, b: 200 - 15 * i } } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  ),
);
let photosServed = 0;
const photoServer = await listenLocally((req, res) => {
  const n = Number(/^\/p\/(\d+)\.jpg$/.exec(req.url ?? "")?.[1] ?? Number.NaN);
  const picture = pictures[n % pictures.length];
  if (!picture) return void res.writeHead(404).end();
  photosServed++;
  res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": picture.length });
  res.end(picture);
});

const dataDir = join(WORK_DIR, "PGlite");
await fillDatabase({ name: "PGlite", env: { BUILD_DIR: BUILD }, drop: async () => {} }, dataDir, 0, PORT);
const photoHost = new URL(photoServer.url).host;
const server = await startServer({
  port: PORT,
  env: { DATA_DIR: dataDir, SEED_DEMO: "false", BUILD_DIR: BUILD, TRUST_PROXY: "1", FETCH_ALLOWED_PRIVATE_HOSTS: photoHost },
});
try {
  const sale = await firstListingPath(fetchText(server.base), "listing");
  const paths = ["/listings", sale, "/listings?brand=Toyota", "/listings?type=location"];
  for (const path of paths) await (await fetch(`${server.base}${path}`)).arrayBuffer();

  const before = browse(server.base, paths);
  await new Promise((r) => setTimeout(r, BASELINE_SECONDS * 1000));
  const baseline = await before.stop();
  const memoryBefore = memory(server.child.pid);

  const cookie = await signInCookie(server.base, DEALER, "demo12345");
  const form = new FormData();
  form.set("intent", "preview");
  form.set("file", new File([stockCsv(photoServer.url, `B${Date.now().toString(36)}`)], "stock.csv", { type: "text/csv" }));
  const previewStarted = performance.now();
  const previewed = await fetch(`${server.base}/pro/import`, { method: "POST", body: form, headers: { cookie, Origin: server.base }, redirect: "manual" });
  const previewMs = performance.now() - previewStarted;
  const importPath = previewed.headers.get("location");
  if (previewed.status !== 302 || !importPath) throw new Error(`the preview answered ${previewed.status}`);

  const during = browse(server.base, paths);
  let peakDuring = memoryBefore.rss;
  const runStarted = performance.now();
  const confirmed = await fetch(`${server.base}${importPath}`, {
    method: "POST",
    body: new URLSearchParams({ archiveMissing: "" }),
    headers: { cookie, Origin: server.base },
    redirect: "manual",
  });
  if (confirmed.status !== 302) throw new Error(`the confirmation answered ${confirmed.status}`);
  let progress = { status: "queued", processed: 0, total: ROWS, created: 0, updated: 0, refused: 0 };
  while (progress.status === "queued" || progress.status === "running") {
    await new Promise((r) => setTimeout(r, 1000));
    progress = await (await fetch(`${server.base}${importPath}/progression`, { headers: { cookie } })).json();
    peakDuring = Math.max(peakDuring, memory(server.child.pid).rss);
    process.stdout.write(`\r  ${progress.processed} / ${progress.total} rows`);
  }
  const runSeconds = (performance.now() - runStarted) / 1000;
  const loaded = await during.stop();
  const memoryAfter = memory(server.child.pid);
  process.stdout.write("\n");

  const ms = (v: number) => v.toFixed(1);
  console.log(`\n${ROWS} rows, ${BROWSERS} visitors browsing, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}\n`);
  console.log(`import: preview ${(previewMs / 1000).toFixed(1)} s; run ${runSeconds.toFixed(1)} s = ${(progress.processed / runSeconds).toFixed(1)} rows/s`);
  console.log(
    `        ${progress.status}: ${progress.created} created, ${progress.updated} updated, ${progress.refused} refused; ${photosServed} photos fetched`,
  );
  console.log(
    `memory: ${memoryBefore.rss.toFixed(0)} MB before, ${peakDuring.toFixed(0)} MB at most while it ran, ceiling (VmHWM) ${memoryAfter.peak.toFixed(0)} MB\n`,
  );
  console.log("| browse | requests | errors | p50 ms | p95 ms | p99 ms |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const [name, f] of [
    ["before the import (baseline)", baseline],
    ["while it runs", loaded],
  ] as const) {
    console.log(`| ${name} | ${f.requests} | ${f.errors} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} |`);
  }
  console.log(
    `\nbrowse p95 while importing: ${ms(loaded.p95)} ms (target < ${BROWSE_P95_TARGET_MS} ms): ${loaded.p95 < BROWSE_P95_TARGET_MS ? "met" : "missed"}`,
  );
} finally {
  await server.stop();
  photoServer.server.close();
}
process.exit(0);
