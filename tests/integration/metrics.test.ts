import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import routes from "../../app/routes.ts";
import { metricsText } from "../../app/server/metrics.server.ts";
import { metricsRoute } from "../../server/metrics-route.ts";
import { FIXED_PATTERNS, type ManifestRoute, UNMATCHED, routePatterns } from "../../server/route-pattern.ts";
import { useTestDatabase } from "../support/database.ts";

// The whole server as production runs it, with its metrics served on the main port behind a token.
const TOKEN = vi.hoisted(() => {
  const token = "jeton-de-mesure-0123456789-abcdef";
  process.env.METRICS_TOKEN = token;
  process.env.LOG_LEVEL = "error";
  return token;
});
vi.mock("virtual:react-router/server-build", async () => ({
  basename: undefined,
  allowedActionOrigins: undefined,
  unstable_getCriticalCss: undefined,
  ...(await (await import("../support/request-handler.ts")).serverBuild()),
}));

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };

/** app/routes.ts as the server build lists it: each route with its parent (React Router's ids). */
function manifestOf(entries: Entry[]): Record<string, ManifestRoute> {
  const manifest: Record<string, ManifestRoute> = { root: { id: "root", path: "" } };
  const add = (list: Entry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      if (entry.children) add(entry.children, id);
    }
  };
  add(entries, "root");
  return manifest;
}

const manifest = manifestOf(routes as Entry[]);
const routePattern = routePatterns(manifest);

/** A small seeded generator: the same 2 000 paths on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const HOSTILE = [
  "%00",
  "%E0%A4%A",
  "%ED%A0%80",
  "..",
  "%2e%2e%2f",
  "é",
  "%C3%A9t%C3%A9",
  "日本語",
  "🚗",
  "<script>",
  "a".repeat(300),
  "listing",
  "EN",
  "_root.data",
  "x.data",
  "",
  "%2F",
  "null",
  "__proto__",
  "constructor",
];

function randomPaths(count: number): string[] {
  const { next, pick } = random(49);
  const tablePaths = Object.values(manifest).map((route) => route.path ?? "");
  const id = () => (next() < 0.5 ? crypto.randomUUID() : pick(HOSTILE));
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const template = pick(tablePaths);
    let path = `/${template.replace(/:\w+\??/g, id).replace("*", pick(HOSTILE))}`;
    const change = next();
    if (change < 0.2) path = `/${pick(["en", "pt", "ar", "de", "EN"])}${path}`;
    else if (change < 0.35) path = `${path}.data`;
    else if (change < 0.5) path = `${path}/${id()}`;
    else if (change < 0.6) path = `/${id()}/${id()}`;
    else if (change < 0.7) path = `${path}?q=${id()}&page=${i}`;
    else if (change < 0.75) path = `/events/rental/${id()}`;
    else if (change < 0.8) path = `/uploads/listings/${id()}.webp`;
    else if (change < 0.85) path = path.toUpperCase();
    paths.push(path.replace(/\/{2,}/g, () => (next() < 0.5 ? "/" : "//")));
  }
  return paths;
}

describe("a request's route label", () => {
  it("is one of the routes' patterns, the server's own routes or unmatched, for 2 000 random and hostile paths", () => {
    // Each route's own path, another language's copy under /:lang.
    const allowed = new Set([...FIXED_PATTERNS, ...Object.values(manifest).map((route) => `/${fullPath(route)}`.replace(/^\/(?:en|pt|ar)(?=\/|$)/, "/:lang"))]);
    const labels = new Set<string>();
    for (const path of randomPaths(2_000)) {
      for (const method of ["GET", "POST", "PROPFIND"]) {
        const label = routePattern(method, path);
        expect(allowed.has(label), `${method} ${path} → ${label}`).toBe(true);
        labels.add(label);
      }
    }
    expect(labels.size).toBeLessThanOrEqual(Object.keys(manifest).length + FIXED_PATTERNS.length);
    expect(labels.size).toBeGreaterThan(30);
    expect(labels.has(UNMATCHED)).toBe(true);
  });

  it("is the pattern of the route that answers the path", () => {
    const expected: [string, string, string][] = [
      ["GET", "/", "/"],
      ["GET", "/_root.data", "/"],
      ["GET", "/en", "/:lang"],
      ["GET", "/en.data", "/:lang"],
      ["GET", "/listing/3f0c8a52-6c1e-4c53-9f0a-2b1d8e7c6a50", "/listing/:id"],
      ["GET", "/LISTING/abc/", "/listing/:id"],
      ["GET", "/en/listing/abc", "/:lang/listing/:id"],
      ["GET", "/pt/listing/abc.data", "/:lang/listing/:id"],
      ["POST", "/listing/abc/offre", "/listing/:id/offre"],
      ["GET", "/rental/abc/calendar", "/rental/:id/calendar"],
      ["GET", "/profile/edit", "/profile/edit"],
      ["GET", "/profile/7c1f5d2e", "/profile/:userId"],
      ["GET", "/ar/bookings/abc/etat-des-lieux/depart", "/:lang/bookings/:id/etat-des-lieux/:phase"],
      ["POST", "/webhooks/stripe", "/webhooks/:provider"],
      ["POST", "/webhooks/whatsapp", "/webhooks/whatsapp"],
      ["POST", "/webhooks/sms/africastalking/jeton", "/webhooks/sms/:provider/:token?"],
      ["GET", "/sitemaps/ci-fr-1.xml", "/sitemaps/:file"],
      ["GET", "/sitemap.xml", "/sitemap.xml"],
      ["GET", "/api/v1/listings/abc/photos", "/api/v1/listings/:id/photos"],
      ["GET", "/admin/litiges/abc", "/admin/litiges/:id"],
      ["GET", "/events", "/events"],
      ["GET", "/events/rental/abc", "/events/rental/:id"],
      ["GET", "/healthz", "/healthz"],
      ["HEAD", "/readyz", "/readyz"],
      ["GET", "/metrics", "/metrics"],
      ["GET", "/uploads/listings/abc.webp", "/uploads/*"],
      ["GET", "/assets/entry-abc.js", "/assets/*"],
      ["GET", "/__manifest", "/__manifest"],
      ["POST", "/healthz", UNMATCHED],
      ["GET", "/nulle-part", UNMATCHED],
      ["GET", "/en/nulle/part", UNMATCHED],
      ["GET", "/listing/%E0%A4%A", UNMATCHED],
    ];
    expect(expected.map(([method, path]) => [method, path, routePattern(method, path)])).toEqual(expected);
  });
});

function fullPath(route: ManifestRoute | undefined): string {
  if (!route) return "";
  return [fullPath(route.parentId ? manifest[route.parentId] : undefined), route.path].filter(Boolean).join("/");
}

const FAMILIES = [
  "autoafrique_http_request_duration_seconds",
  "autoafrique_page_cache_total",
  "autoafrique_db_pool_connections",
  "autoafrique_db_pool_idle_connections",
  "autoafrique_db_pool_waiting_requests",
  "autoafrique_db_pool_max_connections",
  "autoafrique_db_query_duration_seconds",
  "autoafrique_job_runs_total",
  "autoafrique_job_failures_total",
  "autoafrique_job_last_success_timestamp_seconds",
  "autoafrique_event_streams_open",
  "autoafrique_messages_sent_total",
  "autoafrique_messages_failed_total",
  "autoafrique_payments_total",
  "autoafrique_listings_posted_total",
  "process_cpu_seconds_total",
  "process_resident_memory_bytes",
  "nodejs_heap_size_used_bytes",
  "nodejs_eventloop_lag_p99_seconds",
];

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function metricsServer(token: string | undefined): Promise<string> {
  const app = express();
  app.get("/metrics", metricsRoute(token, metricsText));
  return listen(app);
}

describe("GET /metrics on the main port", () => {
  it("does not exist without a token configured", async () => {
    const base = await metricsServer(undefined);
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
  });

  it("asks for the token, with WWW-Authenticate, when it is missing or wrong", async () => {
    const base = await metricsServer(TOKEN);
    for (const authorization of [undefined, "Bearer faux", `Bearer ${TOKEN}x`, `Basic ${btoa(`prometheus:${TOKEN}`)}`, TOKEN]) {
      const response = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect({ authorization, status: response.status }).toEqual({ authorization, status: 401 });
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("autoafrique_");
    }
  });

  it("answers the Prometheus text format, every family named, with the token", async () => {
    const base = await metricsServer(TOKEN);
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    for (const family of FAMILIES) expect(text).toContain(`# TYPE ${family} `);
  });
});

describe("the request durations", () => {
  useTestDatabase();
  let base = "";
  beforeAll(async () => {
    const { app } = await import("../../server/app.ts");
    base = await listen(app);
  });

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const count = (text: string, labels: string) =>
    Number(new RegExp(`^autoafrique_http_request_duration_seconds_count\\{${labels}\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);

  it("count a listing page under its route's pattern, never its address", async () => {
    const id = crypto.randomUUID();
    const english = crypto.randomUUID();
    const before = await scrape();
    const page = await fetch(`${base}/listing/${id}?ref=${id}`, { redirect: "manual" });
    await page.arrayBuffer();
    const copy = await fetch(`${base}/en/listing/${english}`, { redirect: "manual" });
    await copy.arrayBuffer();
    const after = await scrape();
    const labels = (route: string, status: number) => `method="GET",route="${route}",status="${status}"`;
    expect(count(after, labels("/listing/:id", page.status)) - count(before, labels("/listing/:id", page.status))).toBe(1);
    expect(count(after, labels("/:lang/listing/:id", copy.status)) - count(before, labels("/:lang/listing/:id", copy.status))).toBe(1);
    expect(after).not.toContain(id);
    expect(after).not.toContain(english);
    // The scrape before this one is counted too, under its own route.
    expect(count(after, labels("/metrics", 200))).toBeGreaterThanOrEqual(1);
  });

  it("count the shared page cache's misses and hits", async () => {
    const cached = (text: string, result: string) =>
      Number(new RegExp(`^autoafrique_page_cache_total\\{cache="shared",result="${result}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    const before = await scrape();
    for (let i = 0; i < 2; i++) await (await fetch(`${base}/listings`)).arrayBuffer();
    const after = await scrape();
    expect(cached(after, "miss") - cached(before, "miss")).toBeGreaterThanOrEqual(1);
    expect(cached(after, "hit") - cached(before, "hit")).toBeGreaterThanOrEqual(1);
  });

  it("read the pool of the database open now: PGlite's one connection", async () => {
    const text = await scrape();
    expect(text).toMatch(/^autoafrique_db_pool_connections 1$/m);
    expect(text).toMatch(/^autoafrique_db_pool_waiting_requests 0$/m);
  });
});
