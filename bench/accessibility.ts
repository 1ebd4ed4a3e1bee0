// Lighthouse's accessibility category (mobile, its defaults) on the production build: builds
// (unless --no-build; BUILD_DIR is honoured), starts `node server.ts` on a fresh demo database and
// audits the main pages a visitor opens, then the pages of the demo member acheteur@demo, signed in
// through the sign-in form's POST and sent as a Cookie header, all in French (Accept-Language). One run per page in a fresh Chromium
// profile: the category is deterministic. Prints each page's score and its failing audits (with
// the elements they name), then a table. Target: 100 on every page; exits 1 if one is missed.
// BENCH_BEFORE_BUILD=<build directory> also audits an earlier build (same server code, its own
// server and demo database on BENCH_PORT+1), side by side in the table. A page redirected
// elsewhere (the sign-in page, an English copy) is marked and misses the target.
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import lighthouse from "lighthouse";
import { rentalPage, salePage } from "./support/demo-pages.ts";
import { ACCEPT_LANGUAGE, setCookies, withFreshProfile } from "./support/fresh-chromium.ts";
import { type ServerProcess, signInCookie, startServer } from "./support/server-process.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3197);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? "./data/bench-accessibility";
const BEFORE_BUILD = process.env.BENCH_BEFORE_BUILD;
const MEMBER = { email: "acheteur@demo.autoafrique.africa", password: "demo12345" };
const TARGET = 100;
/**
 * A browser set in French, as most of the site's visitors': headless Chromium says en-US, which
 * sends an unprefixed page to its English copy (ADR 0057); /en and /ar pages are asked by path.
 */
/** Audits that do not count for or against the score. */
const UNSCORED = new Set(["notApplicable", "manual", "informative"]);

interface Page {
  name: string;
  /** The path on a server, given the member's Cookie header on signed-in pages. */
  path: (base: string, cookie: string) => string | Promise<string>;
  signedIn?: boolean;
}

/** The first conversation the member's inbox lists. */
async function conversationPage(base: string, cookie: string): Promise<string> {
  const inbox = await (await fetch(`${base}/messages`, { headers: { Cookie: cookie } })).text();
  const path = /href="(\/messages\/[0-9a-zA-Z-]+)"/.exec(inbox)?.[1];
  if (!path) throw new Error("no conversation on /messages");
  return path;
}

const ALL_PAGES: Page[] = [
  { name: "/", path: () => "/" },
  { name: "/listings", path: () => "/listings" },
  { name: "/listing/{id}", path: salePage },
  { name: "/rental/{id}", path: rentalPage },
  { name: "/auth", path: () => "/auth" },
  { name: "/auth?tab=signup", path: () => "/auth?tab=signup" },
  { name: "/sell", path: () => "/sell" },
  { name: "/en/listings", path: () => "/en/listings" },
  { name: "/ar/listings", path: () => "/ar/listings" },
  { name: "/messages", path: () => "/messages", signedIn: true },
  { name: "/messages/{id}", path: conversationPage, signedIn: true },
  { name: "/bookings", path: () => "/bookings", signedIn: true },
  { name: "/profile", path: () => "/profile", signedIn: true },
  { name: "/sell/vendre", path: () => "/sell/vendre", signedIn: true },
  { name: "/dashboard", path: () => "/dashboard", signedIn: true },
];

/** BENCH_PAGES="/auth,/messages/{id}": only these pages (their names as the table writes them). */
const ONLY = process.env.BENCH_PAGES?.split(",");
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.name)) : ALL_PAGES;

interface Failure {
  id: string;
  title: string;
  /** The elements it names: CSS selector and HTML snippet. */
  nodes: { selector: string; snippet: string }[];
}

interface Audit {
  score: number;
  failures: Failure[];
  /** Where the page ended, if it was not the URL asked (a redirect). */
  redirectedTo?: string;
}

interface NodeItem {
  node?: { selector?: string; snippet?: string };
}

/**
 * A signed-in page is audited with the session both in Lighthouse's extraHeaders and in the fresh
 * profile's cookie jar: once a page's request sets a cookie (aa_rev, after the conversation's
 * 'read' POST), Chromium sends its jar's cookies instead of the extra Cookie header, and the next
 * revalidation, without the session, would send the page to /auth.
 */
async function audit(url: string, cookie: string): Promise<Audit | string> {
  const extraHeaders: Record<string, string> = { "Accept-Language": ACCEPT_LANGUAGE, ...(cookie ? { Cookie: cookie } : {}) };
  const flags = { onlyCategories: ["accessibility"], logLevel: "error" as const, output: "json" as const, extraHeaders };
  const result = await withFreshProfile(async (chrome) => {
    if (cookie) await setCookies(chrome, new URL(url).origin, cookie);
    return lighthouse(url, { ...flags, port: chrome.port });
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  const category = categories.accessibility;
  if (runtimeError || category.score === null) return runtimeError?.code ?? "no score";
  const failures: Failure[] = [];
  for (const ref of category.auditRefs) {
    const a = audits[ref.id];
    if (UNSCORED.has(a.scoreDisplayMode) || (a.score !== null && a.score >= 1)) continue;
    const items = ((a.details as { items?: NodeItem[] } | undefined)?.items ?? []).filter((item) => item.node);
    failures.push({ id: a.id, title: a.title, nodes: items.map((item) => ({ selector: item.node?.selector ?? "", snippet: item.node?.snippet ?? "" })) });
  }
  return { score: Math.round(category.score * 100), failures, redirectedTo: finalDisplayedUrl !== url ? finalDisplayedUrl : undefined };
}

/** One audit, run again if Lighthouse could not finish it (twice at most). */
async function auditAgain(url: string, cookie: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    const result = await audit(url, cookie);
    if (typeof result !== "string") return result;
    console.log(`${url}: Lighthouse could not finish (${result}), run again`);
    if (attempt === 3) throw new Error(`Lighthouse keeps failing on ${url}`);
  }
}

/** The member's session, opened by the sign-in form's POST: its cookies but the flash (aa_flash, the toast 'Connexion réussie'), which would show on every page. */
async function memberCookie(base: string): Promise<string> {
  const cookie = await signInCookie(base, MEMBER.email, MEMBER.password);
  return cookie
    .split("; ")
    .filter((c) => !c.startsWith("aa_flash="))
    .join("; ");
}

type Build = "current" | "before";

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
rmSync(DATA_DIR, { recursive: true, force: true });
if (BEFORE_BUILD) rmSync(`${DATA_DIR}-before`, { recursive: true, force: true });
const servers = new Map<Build, ServerProcess>();
const results = new Map<string, Map<Build, Audit>>();
try {
  servers.set("current", await startServer({ port: PORT, env: { DATA_DIR } }));
  if (BEFORE_BUILD) servers.set("before", await startServer({ port: PORT + 1, env: { DATA_DIR: `${DATA_DIR}-before`, BUILD_DIR: BEFORE_BUILD } }));
  const cookies = new Map<Build, string>();
  for (const [build, server] of servers) cookies.set(build, await memberCookie(server.base));
  for (const page of PAGES) {
    const byBuild = new Map<Build, Audit>();
    results.set(page.name, byBuild);
    for (const [build, server] of servers) {
      const cookie = page.signedIn ? (cookies.get(build) ?? "") : "";
      const url = server.base + (await page.path(server.base, cookie));
      const result = await auditAgain(url, cookie);
      byBuild.set(build, result);
      console.log(`${page.name} (${build}): ${result.score}${result.redirectedTo ? ` — redirected to ${result.redirectedTo}` : ""}`);
      for (const failure of result.failures) {
        console.log(`  ✗ ${failure.id}: ${failure.title}`);
        for (const node of failure.nodes) console.log(`      ${node.selector}\n        ${node.snippet}`);
      }
    }
  }
} finally {
  for (const server of servers.values()) await server.stop();
}

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
console.log("\nLighthouse accessibility (mobile), one run per page\n");
console.log(cell(["page", "score", ...(BEFORE_BUILD ? ["before"] : []), "failing audits", "target"]));
console.log(cell(["---", "---:", ...(BEFORE_BUILD ? ["---:"] : []), "---", "---"]));
let missed = false;
for (const [name, byBuild] of results) {
  const current = byBuild.get("current");
  const previous = byBuild.get("before");
  const met = current?.score === TARGET && !current.redirectedTo;
  if (!met) missed = true;
  const failing = current?.failures.map((f) => f.id).join(", ") || "—";
  const score = (result: Audit | undefined) => (result ? `${result.score}${result.redirectedTo ? " (redirected)" : ""}` : "—");
  const target = met ? "met" : `missed (${TARGET})`;
  console.log(cell([name, score(current), ...(BEFORE_BUILD ? [score(previous)] : []), failing, target]));
}
process.exit(missed ? 1 : 0);
