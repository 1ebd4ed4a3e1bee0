// Page weight on a phone: builds, starts the production server on a fresh demo database and loads
// each page in Chromium at 390×844, counting the bytes that cross the network (compressed) and
// the requests. Baseline in the same run: the smallest page of the same shell (the 404 page),
// i.e. what the stack costs before a page adds anything.
// Then the first view of / and /listings on a 390×844 phone at 3× density (HTML, CSS, JS, fonts,
// images: all the browser downloads before any scroll), as measured and as it would be if every
// photo weighed its width's byte ceiling (ADR 0024), i.e. whatever the sellers upload. Budget:
// 300 KB, on the latter.
// And /listings with 'Économiseur de données' on (its cookie, ADR 0046) beside the same page off.
// And the English pages (/en/listings, /en/listing/{id}: ADR 0049) beside the French ones: their
// messages travel in the HTML's data, their JS should be the French page's, within 5 KB.
import { execSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { type Browser, chromium } from "@playwright/test";
import { PHOTO_BYTE_CEILINGS } from "../app/lib/photo-byte-budget.ts";
import type { ImageWidth } from "../app/lib/images.ts";
import { startServer } from "./support/server-process.ts";
import { fetchText, firstListingPath } from "../tests/support/sitemap-paths.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3197);
const BASE = `http://localhost:${PORT}`;
const JS_BUDGET = 150 * 1024;
const IMAGE_BUDGET = 300 * 1024;
const FIRST_VIEW_BUDGET = 300 * 1024;
const FIRST_VIEW_PAGES = ["/", "/listings"];
const PAGES: PageToWeigh[] = [
  { name: "baseline (404)", path: "/__baseline__" },
  { name: "/", path: "/" },
  { name: "/auth", path: "/auth" },
  { name: "/listings", path: "/listings" },
  { name: "/listings?type=location", path: "/listings?type=location" },
  { name: "/listings (économiseur)", path: "/listings", dataSaver: true },
  { name: "/en/listings", path: "/en/listings" },
  { name: "/pt/listings", path: "/pt/listings" },
  { name: "/ar/listings", path: "/ar/listings" },
];
/** The JS an English page may add to its French page's (ADR 0049). */
const ENGLISH_JS_MARGIN = 5 * 1024;
/** The JS a page may add to the same page of the checkout it is compared with (`--against`; issue 32's budget for a second language). */
const AGAINST_JS_MARGIN = 5 * 1024;

type Kind = "html" | "css" | "js" | "img" | "other";
const kindOf = (type: string, url: string): Kind => {
  if (type === "document") return "html";
  if (type === "stylesheet" || url.endsWith(".css")) return "css";
  if (type === "script" || url.endsWith(".js")) return "js";
  if (type === "image") return "img";
  return "other";
};

type PageToWeigh = { name: string; path: string; signedIn?: boolean; dataSaver?: boolean };
type Row = Record<string, number | string>;

/** The pages weighed on a server: the fixed ones, then a sale's and a rental's, found the way a crawler would, and the signed-in ones. */
async function pagesOn(base: string): Promise<PageToWeigh[]> {
  const pages = [...PAGES];
  for (const kind of ["listing", "rental"] as const) {
    const url = await firstListingPath(fetchText(base), kind);
    pages.push({ name: `/${kind}/{id}`, path: url });
    if (kind === "listing") for (const language of ["en", "pt", "ar"]) pages.push({ name: `/${language}/listing/{id}`, path: `/${language}${url}` });
    // The comparison of that sale, as a shared link opens it.
    if (kind === "listing") pages.push({ name: "/comparer?ids={id}", path: `/comparer?ids=${url.split("/").pop()}` });
  }
  // Pages behind sign-in, as the demo seller.
  pages.push({ name: "/sell/vendre (signed in)", path: "/sell/vendre", signedIn: true });
  pages.push({ name: "/favorites (signed in)", path: "/favorites", signedIn: true });
  return pages;
}

/** Each page loaded in a fresh phone-sized context: the bytes that crossed the network, by kind, and the requests. */
async function weigh(browser: Browser, base: string, pages: PageToWeigh[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { name, path, signedIn, dataSaver } of pages) {
    // A first visit: no service worker in control (ours, claiming the page after load, would answer its late requests).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, reducedMotion: "reduce", serviceWorkers: "block" });
    if (dataSaver) await context.addCookies([{ name: "aa_economie", value: "oui", url: base }]);
    if (signedIn) {
      const response = await context.request.post(`${base}/auth`, {
        form: { intent: "signin", email: "vendeur@demo.autoafrique.africa", password: "demo12345" },
        headers: { Origin: base },
        maxRedirects: 0,
      });
      if (response.status() !== 302) throw new Error(`sign-in for ${path} answered ${response.status()}`);
    }
    const page = await context.newPage();
    const totals: Record<Kind, number> = { html: 0, css: 0, js: 0, img: 0, other: 0 };
    let requests = 0;
    const pending: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      requests++;
      pending.push(
        request.sizes().then((s) => {
          totals[kindOf(request.resourceType(), request.url())] += s.responseBodySize + s.responseHeadersSize;
        }),
      );
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    await Promise.all(pending);
    const total = Object.values(totals).reduce((a, b) => a + b, 0);
    rows.push({ page: name, requests, html: totals.html, css: totals.css, js: totals.js, img: totals.img, total });
    await context.close();
  }
  return rows;
}

// A production build whatever this script runs under (Vite's module runner sets NODE_ENV to development).
if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
const dataDir = process.env.BENCH_DATA_DIR ?? "./data/bench";
rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir } });

const executablePath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const rows = await weigh(browser, BASE, await pagesOn(BASE));
let failed = rows.slice(1).some((r) => (r.js as number) > JS_BUDGET || (r.img as number) > IMAGE_BUDGET);
const firstViews: FirstView[] = [];
for (const path of FIRST_VIEW_PAGES) firstViews.push(await firstView(browser, path));
await server.stop();

// `--against <checkout>`: the same pages on another checkout's production build (an earlier commit,
// built there with `npx react-router build`), served side by side with its own demo data.
const againstAt = process.argv.indexOf("--against");
const against = againstAt > 0 ? process.argv[againstAt + 1] : undefined;
let rowsThere: Row[] = [];
if (against) {
  const there = await startServer({
    port: PORT + 1,
    cwd: against,
    env: { DATA_DIR: "./data/bench-against", BUILD_DIR: process.env.AGAINST_BUILD_DIR ?? "build" },
  });
  // A checkout from before the English pages weighs its French ones only: each English page here is
  // then set beside the French page there.
  const served = async (language: string) => (await fetch(`${there.base}/${language}/listings`)).status !== 404;
  const languagesThere = new Set<string>();
  for (const language of ["en", "pt", "ar"]) if (await served(language)) languagesThere.add(language);
  rowsThere = await weigh(
    browser,
    there.base,
    (await pagesOn(there.base)).filter((p) => !/^\/(en|pt|ar)\//.test(p.path) || languagesThere.has(p.path.slice(1, 3))),
  );
  await there.stop();
}
await browser.close();

const kb = (n: number | string) => (typeof n === "number" ? `${(n / 1024).toFixed(1)} KB` : n);
const base = rows[0].total as number;
console.log("\nPage weight at 390×844, bytes on the wire (compressed, headers included)\n");
const cells = (values: string[]) => values.map((v, i) => v.padEnd(i === 0 ? 26 : 18)).join("");
console.log(cells(["page", "requests", "HTML", "CSS", "JS", "images", "total", "vs baseline"]));
for (const r of rows) {
  const ratio = `${((r.total as number) / base).toFixed(2)}×`;
  console.log(cells([String(r.page), String(r.requests), kb(r.html), kb(r.css), kb(r.js), kb(r.img), kb(r.total), ratio]));
}
const pages = rows.slice(1);
const maxJs = Math.max(...pages.map((r) => r.js as number));
const maxImg = Math.max(...pages.map((r) => r.img as number));
const saverOff = rows.find((r) => r.page === "/listings");
const saverOn = rows.find((r) => r.page === "/listings (économiseur)");
if (saverOff && saverOn) {
  const saved = 1 - (saverOn.total as number) / (saverOff.total as number);
  console.log(
    `\nÉconomiseur de données: /listings ${kb(saverOn.total)} on vs ${kb(saverOff.total)} off (images ${kb(saverOn.img)} vs ${kb(saverOff.img)}), ${(saved * 100).toFixed(0)} % less`,
  );
}
for (const [french, english] of ["en", "pt", "ar"].flatMap((l) => [
  ["/listings", `/${l}/listings`],
  ["/listing/{id}", `/${l}/listing/{id}`],
])) {
  const fr = rows.find((r) => r.page === french);
  const en = rows.find((r) => r.page === english);
  if (!fr || !en) continue;
  const extraJs = (en.js as number) - (fr.js as number);
  if (extraJs > ENGLISH_JS_MARGIN) failed = true;
  console.log(
    `\n${english.slice(1, 3)}: ${english} HTML ${kb(en.html)} vs ${kb(fr.html)}, JS ${kb(en.js)} vs ${kb(fr.js)} (${extraJs > ENGLISH_JS_MARGIN ? "OVER" : "within"} ${kb(ENGLISH_JS_MARGIN)} more), total ${kb(en.total)} vs ${kb(fr.total)}`,
  );
}
if (against) {
  console.log(`\nAgainst ${against}: the same pages there, on its own demo data (JS may grow by ${kb(AGAINST_JS_MARGIN)} at most)\n`);
  console.log(cells(["page", "JS here", "JS there", "JS more", "HTML here", "HTML there", "HTML more"]));
  for (const here of rows) {
    const there = rowsThere.find((r) => r.page === here.page) ?? rowsThere.find((r) => r.page === String(here.page).replace(/^\/(?:en|pt|ar)\//, "/"));
    if (!there) continue;
    const moreJs = (here.js as number) - (there.js as number);
    if (moreJs > AGAINST_JS_MARGIN) failed = true;
    const moreHtml = (here.html as number) - (there.html as number);
    console.log(
      cells([
        String(here.page),
        kb(here.js),
        kb(there.js),
        `${kb(moreJs)}${moreJs > AGAINST_JS_MARGIN ? " OVER" : ""}`,
        kb(here.html),
        kb(there.html),
        kb(moreHtml),
      ]),
    );
  }
}
console.log(
  `\nBudgets per page: JS ≤ ${kb(JS_BUDGET)} (largest ${kb(maxJs)}), images ≤ ${kb(IMAGE_BUDGET)} (largest ${kb(maxImg)}): ${failed ? "OVER BUDGET" : "within budget"}`,
);

console.log("\nFirst view at 390×844, 3× density, before any scroll (bytes on the wire)\n");
console.log(cells(["page", "requests", "photos", "photos KB", "total", "photos at ceiling", "total at ceiling"]));
for (const v of firstViews) {
  const photoBytes = v.photos.reduce((sum, p) => sum + p.bytes, 0);
  const ceilingBytes = v.photos.reduce((sum, p) => sum + PHOTO_BYTE_CEILINGS[p.width], 0);
  const worst = v.total - photoBytes + ceilingBytes;
  if (worst > FIRST_VIEW_BUDGET) failed = true;
  const widths = v.photos.map((p) => p.width).join("+") || "none";
  console.log(cells([v.path, String(v.requests), `${v.photos.length} (${widths})`, kb(photoBytes), kb(v.total), kb(ceilingBytes), kb(worst)]));
}
console.log(
  `\nFirst view ≤ ${kb(FIRST_VIEW_BUDGET)} whatever the photos weigh: ${firstViews.every((v) => v.total - v.photos.reduce((a, p) => a + p.bytes - PHOTO_BYTE_CEILINGS[p.width], 0) <= FIRST_VIEW_BUDGET) ? "within budget" : "OVER BUDGET"}`,
);
process.exit(failed ? 1 : 0);

interface FirstView {
  path: string;
  requests: number;
  total: number;
  /** The stored photos downloaded, with the width each URL names. */
  photos: { width: ImageWidth; bytes: number }[];
}

/** What a phone downloads for a page before its visitor scrolls: loaded, settled, never scrolled. */
async function firstView(browser: Browser, path: string): Promise<FirstView> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const view: FirstView = { path, requests: 0, total: 0, photos: [] };
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    view.requests++;
    pending.push(
      request.sizes().then((s) => {
        const bytes = s.responseBodySize + s.responseHeadersSize;
        view.total += bytes;
        const width = new URL(request.url()).pathname.match(/^\/uploads\/.*-(\d+)\.webp$/)?.[1];
        if (width) view.photos.push({ width: Number(width) as ImageWidth, bytes });
      }),
    );
  });
  await page.goto(BASE + path, { waitUntil: "networkidle" });
  // Whatever starts once the page has settled (a picture the page asks for after hydrating) counts too.
  await page.waitForTimeout(1000);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await context.close();
  return view;
}
