// A member's pages a second with every cookie their browser holds (issue 46): a Chromium signs in
// through the form (its toast shown), opens a few pages, picks its data saver and its language
// (forms sent: a new revision each), gets a toast and reads it; the Cookie header it then sends is
// the one the member's pages and their client-side navigations' data are loaded with. Then the
// same navigations with a toast not yet shown (a form's refusal whose answer did not ask the root's
// data again): the browser holds it until its next document. Beside /healthz in the same run.
// The embedded database, BENCH_LISTINGS generated listings (default 100 000), BENCH_CONNECTIONS
// (20) for BENCH_SECONDS (10) a page after a warm-up, on BENCH_PORT (4610), with the build of
// BUILD_DIR. Target: ≥ 300 pages a second and p99 ≤ 100 ms for every member page. Each row also
// says whether the answer came from a page cache (it says its `Age`) or was rendered for the member.
// The server's code is the build's (server/app.ts is bundled): a build of each version, before and after.
//   BUILD_DIR=build npm run bench:member-cookies   (after npm run build)
import { mkdirSync, rmSync } from "node:fs";
import { get } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fetchText, firstListingPath } from "../tests/support/sitemap-paths.ts";
import { fillDatabase } from "./http/prepare-database.ts";
import { type LoadFigures, load } from "./http/load.ts";
import { processCpuMs, untilIdle } from "./support/process-cpu.ts";
import { withSignedInBrowser } from "./support/browser-cookies.ts";
import { startServer } from "./support/server-process.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 4610);
const BUILD = process.env.BUILD_DIR ?? "build";
const WORK_DIR = "./data/bench-member-cookies";
const TARGET = 300;
const P99_TARGET_MS = 100;
const EMAIL = "acheteur@demo.autoafrique.africa";
const PASSWORD = "demo12345";
type Cookie = { name: string; value: string; path: string; expires: number };

/** What a phone's Chrome sends with a page, as bench/http/load.ts sends it. */
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
};

/**
 * The cookies a Chromium holds for the site after a member's few pages: signed in through the
 * form (a toast), their browse and own pages, the data saver and the language chosen (each a form
 * sent: a new revision), then a toast shown on the next page. Each with its path (`aa_visiteur`'s
 * is /vues: pages never get it).
 */
async function browserJar(base: string): Promise<{ read: Cookie[]; toast: Cookie }> {
  return withSignedInBrowser(base, EMAIL, PASSWORD, async (page) => {
    for (const path of ["/listings", "/favorites", "/messages", "/dashboard"]) await page.goto(`${base}${path}`);
    // A listing's page: its view beacon gives the browser the view counter's cookie (path /vues).
    await page.goto(`${base}${await firstListingPath(fetchText(base), "listing")}`);
    await page.waitForTimeout(500);
    // The data saver and the language, as the header's forms send them; a refused data saver answers with a toast.
    const send = (path: string, form: Record<string, string>) => page.request.post(`${base}${path}`, { form, headers: { Origin: base } });
    await send("/economiseur-donnees", { economie: "non", redirectTo: "/listings" });
    await send("/langue", { language: "fr", redirectTo: "/listings" });
    await send("/economiseur-donnees", { economie: "peut-être", redirectTo: "/listings" });
    await page.goto(`${base}/listings`);
    await page.goto(`${base}/`);
    const read = await page.context().cookies(base);
    // A toast the browser holds until a page reads it: a form's refusal answered where the root's
    // data is not asked again (a fetcher's 4xx), and the client-side navigations after it.
    await page.request.post(`${base}/economiseur-donnees`, {
      form: { economie: "peut-être", redirectTo: "/listings" },
      headers: { Origin: base },
      maxRedirects: 0,
    });
    const toast = (await page.context().cookies(base)).find((c) => c.name === "aa_flash");
    if (!toast) throw new Error("no toast cookie after a refused form");
    return { read, toast };
  });
}

/** Whether the answer came from a page cache (a kept page says its `Age`), and its status. */
async function servedFrom(url: string, cookie: string): Promise<string> {
  const first = await fetch(url, { headers: { ...BROWSER_HEADERS, cookie } });
  await first.arrayBuffer();
  const again = await fetch(url, { headers: { ...BROWSER_HEADERS, cookie } });
  await again.arrayBuffer();
  if (again.status !== 200) return `status ${again.status}`;
  return again.headers.has("age") ? "cache" : "rendered";
}

interface Row extends LoadFigures {
  jar: string;
  page: string;
  served: string;
  cpuMsPerPage?: number;
}

rmSync(WORK_DIR, { recursive: true, force: true });
mkdirSync(WORK_DIR, { recursive: true });
const dataDir = join(WORK_DIR, "PGlite");
const fillMs = await fillDatabase({ name: "PGlite", env: { BUILD_DIR: BUILD }, drop: async () => {} }, dataDir, LISTINGS, PORT);
console.log(`PGlite: demo data + ${LISTINGS} listings ready in ${(fillMs / 1000).toFixed(1)} s`);

const server = await startServer({ port: PORT, env: { DATA_DIR: resolve(dataDir), SEED_DEMO: "false", BUILD_DIR: BUILD } });
const rows: Row[] = [];
try {
  await new Promise((resolve, reject) => get(`${server.base}/listings`, { agent: false }, (res) => res.resume().on("end", resolve)).on("error", reject));
  await untilIdle(server.child.pid);
  const { read: held, toast } = await browserJar(server.base);
  console.log("\nThe cookies the member's Chromium holds once its toasts are read:");
  for (const c of held)
    console.log(`  ${c.name} (path ${c.path}, ${c.expires < 0 ? "for the session" : `until ${new Date(c.expires * 1000).toISOString().slice(0, 10)}`})`);
  // What the browser sends with a page: the cookies of path "/" (aa_visiteur goes to /vues alone).
  const full = held
    .filter((c) => c.path === "/")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const withToast = `${full}; ${toast.name}=${toast.value}`;
  const sale = await firstListingPath(fetchText(server.base), "listing");
  const signedIn = "routes/layouts/signed-in";
  const documents = [
    { name: "/", path: "/" },
    { name: "/listings", path: "/listings" },
    { name: "/listing/{id}", path: sale },
    { name: "/favorites", path: "/favorites" },
    { name: "/messages", path: "/messages" },
    { name: "/dashboard", path: "/dashboard" },
  ];
  // A client-side navigation's data: the root's data is not asked again (its toast is not read).
  const navigations = [
    { name: "/listings.data", path: "/listings.data?_routes=routes%2Flistings" },
    { name: "/favorites.data", path: `/favorites.data?_routes=${encodeURIComponent(`${signedIn},routes/favorites`)}` },
    { name: "/messages.data", path: `/messages.data?_routes=${encodeURIComponent(`${signedIn},routes/messages`)}` },
    { name: "/dashboard.data", path: `/dashboard.data?_routes=${encodeURIComponent(`${signedIn},routes/dashboard`)}` },
  ];
  const runs = [
    { jar: "", cookie: undefined, page: { name: "/healthz (baseline)", path: "/healthz" } },
    ...[...documents, ...navigations].map((page) => ({ jar: "every cookie", cookie: full, page })),
    ...navigations.map((page) => ({ jar: "+ a toast to show", cookie: withToast, page })),
  ];
  console.log("");
  for (const { jar, cookie, page } of runs) {
    const url = server.base + page.path;
    const served = cookie === undefined ? "" : await servedFrom(url, cookie);
    await load(url, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, cookie });
    const cpuBefore = processCpuMs(server.child.pid);
    const figures = await load(url, { connections: CONNECTIONS, seconds: SECONDS, cookie });
    const cpuAfter = processCpuMs(server.child.pid);
    const count = figures.perSecond * SECONDS;
    const cpuMsPerPage = cpuBefore !== undefined && cpuAfter !== undefined && count > 0 ? (cpuAfter - cpuBefore) / count : undefined;
    rows.push({ jar, page: page.name, served, cpuMsPerPage, ...figures });
    console.log(
      `  ${jar.padEnd(18)} ${page.name.padEnd(20)} ${figures.perSecond.toFixed(0).padStart(6)} /s  p99 ${figures.p99} ms  errors ${figures.errors}  ${served}`,
    );
  }
} finally {
  await server.stop();
}

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
console.log(
  `\n${LISTINGS} listings, ${CONNECTIONS} connections, ${SECONDS} s a page, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}\n`,
);
console.log(cell(["cookies", "page", "served from", "pages/s", "× healthz", "p50 ms", "p99 ms", "errors", "CPU ms a page", "target"]));
console.log(cell(["---", "---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---"]));
const baseline = rows.find((row) => row.page.startsWith("/healthz"));
let missed = 0;
for (const row of rows) {
  const targeted = row !== baseline;
  const met = row.perSecond >= TARGET && row.p99 <= P99_TARGET_MS && row.errors === 0;
  if (targeted && !met) missed++;
  console.log(
    cell([
      row === baseline ? "" : row.jar,
      row.page,
      row.served,
      row.perSecond.toFixed(0),
      baseline ? (row.perSecond / baseline.perSecond).toFixed(3) : "",
      row.p50,
      row.p99,
      row.errors,
      row.cpuMsPerPage?.toFixed(2) ?? "",
      targeted ? (met ? "met" : `missed (≥ ${TARGET}/s, p99 ≤ ${P99_TARGET_MS} ms)`) : "",
    ]),
  );
}
if (missed) console.log(`\n${missed} page(s) below target.`);
