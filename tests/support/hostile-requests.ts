import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import routes from "../../app/routes.ts";

/**
 * Hostile requests for every route of the app, walked from the route table (app/routes.ts): path
 * parameters, query values, cookies, and each action's form fields (every field name the app reads
 * or renders, and each route's `intent` values found in the code it imports) set to what a hostile
 * or broken client sends. Shared by the fuzz test (in-process) and `npm run bench:hostile-input`
 * (against the built server).
 */

const APP = resolve(import.meta.dirname, "../../app");

/** A value as it travels: percent-encoded, so that bytes no browser sends (bad UTF-8) can be. */
export interface HostileValue {
  label: string;
  encoded: string;
}

const enc = (text: string) => encodeURIComponent(text);

export const HOSTILE_VALUES: readonly HostileValue[] = [
  { label: "NUL", encoded: "%00" },
  { label: "NUL inside", encoded: "abc%00def" },
  { label: "control characters", encoded: "%01%08%0B%1B%5B31m%7F%C2%85" },
  { label: "tab and line breaks", encoded: "a%09b%0Ac%0D%0Ad" },
  { label: "lone surrogate (UTF-8 of U+D800)", encoded: "%ED%A0%80" },
  { label: "truncated escape", encoded: "%E0%A4%A" },
  { label: "invalid bytes", encoded: "%FF%FE%C0%AF" },
  { label: "bare percent", encoded: "100%" },
  { label: "huge float", encoded: "1e309" },
  { label: "huge integer", encoded: "99999999999999999999" },
  { label: "huge negative", encoded: "-99999999999999999999" },
  { label: "negative", encoded: "-1" },
  { label: "not a number", encoded: "NaN" },
  { label: "fraction", encoded: "0.5" },
  { label: "hex", encoded: "0x1F" },
  { label: "malformed date", encoded: "x" },
  { label: "impossible date", encoded: "2027-02-30" },
  { label: "far date", encoded: "275760-09-13" },
  { label: "long", encoded: "A".repeat(1500) },
  { label: "__proto__", encoded: "__proto__" },
  { label: "SQL and LIKE", encoded: enc("%_\\' OR 1=1 --\"") },
  { label: "empty", encoded: "" },
  { label: "nil uuid", encoded: "00000000-0000-0000-0000-000000000000" },
  { label: "emoji, bidi, BOM", encoded: enc("🚗\u202e\ufeff") },
];

const valueNamed = (label: string) => HOSTILE_VALUES.find((v) => v.label === label) as HostileValue;

/** What only a path carries besides: an encoded slash, a dot segment, a segment longer than any id. */
const HOSTILE_SEGMENTS: readonly HostileValue[] = [
  ...HOSTILE_VALUES.filter((v) => v.encoded !== ""),
  { label: "encoded slash", encoded: "a%2Fb" },
  { label: "dot dot", encoded: "%2E%2E" },
  { label: "very long", encoded: "B".repeat(6000) },
];

/** The values worth carrying past the other fields' checks: what a column, a parser or a date function may choke on. */
const NUL_INSIDE = valueNamed("NUL inside");
const DEEP = [
  "control characters",
  "huge float",
  "huge integer",
  "huge negative",
  "negative",
  "malformed date",
  "impossible date",
  "far date",
  "long",
  "__proto__",
].map(valueNamed);

export interface RouteInfo {
  id: string;
  /** The path pattern, without its leading slash ("rental/:id"). */
  path: string;
  signedIn: boolean;
  admin: boolean;
  hasAction: boolean;
  /** Whether the code it runs reads the address (a loader reading `?tab=`, a search…). */
  readsUrl: boolean;
  intents: string[];
}

type RouteEntry = { id?: string; file: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** Every route with a URL, with what its module and the code it imports tell about its forms. */
export function appRoutes(): RouteInfo[] {
  const found: RouteInfo[] = [];
  const walk = (entries: RouteEntry[], layout?: string) => {
    for (const entry of entries) {
      if (entry.children) {
        walk(entry.children, entry.file);
        continue;
      }
      const closure = importClosure(join(APP, entry.file));
      found.push({
        id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""),
        path: entry.index ? "" : (entry.path ?? ""),
        signedIn: layout !== undefined,
        admin: layout?.includes("admin") ?? false,
        hasAction: /export (async )?function action\b|export const action\b/.test(closure[0].source),
        readsUrl: closure.some((file) => /searchParams|request\.url|new URL\(/.test(file.source)),
        intents: intentsIn(closure),
      });
    }
  };
  walk(routes as RouteEntry[]);
  return found;
}

type Source = { path: string; source: string };

/** The module and every module of the app it imports, statically or lazily (the module first). */
function importClosure(file: string): Source[] {
  const seen = new Map<string, string>();
  const visit = (path: string) => {
    // Extension-less imports are generated types (`./+types/…`): no code.
    if (seen.has(path) || !path.startsWith(APP) || !/\.tsx?$/.test(path)) return;
    const source = readFileSync(path, "utf8");
    seen.set(path, source);
    for (const [, spec] of source.matchAll(/(?:from\s+|import\()"(\.{1,2}\/[^"]+)"/g)) visit(resolve(dirname(path), spec));
  };
  visit(file);
  return [...seen].map(([path, source]) => ({ path, source }));
}

const INTENT_PATTERNS = [/name="intent"[^>]*?value="([^"]+)"/g, /\bintent(?:=|: | === )"([^"]+)"/g, /get\("intent"\) === "([^"]+)"/g];
const INTENT_CONSTANT = /\b([A-Z_]*INTENTS?)\s*=\s*(\{[^}]*\}|"[^"]+")/g;

/**
 * The `intent` values of the forms in these files: written in a form or compared with, or held by
 * a constant (`REVIEW_INTENT = "review"`, `CONTACT_INTENTS = {…}`) that a form among them uses.
 */
function intentsIn(files: Source[]): string[] {
  const intents = new Set<string>();
  const forms = files.filter((file) => /"intent"/.test(file.source));
  for (const { source } of files) {
    for (const pattern of INTENT_PATTERNS) for (const [, value] of source.matchAll(pattern)) intents.add(value);
    for (const [, name, body] of source.matchAll(INTENT_CONSTANT)) {
      if (!forms.some((form) => new RegExp(`\\b${name}\\b`).test(form.source))) continue;
      for (const [, value] of body.matchAll(/"([^"]+)"/g)) intents.add(value);
    }
  }
  return [...intents].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes(".test.") ? [path] : [];
  });
}

/**
 * Every form field and query parameter name the app reads or renders: `form.get("…")`,
 * `searchParams.get("…")`, `name="…"` of an input; and names that are built or are object keys.
 */
export function fieldNames(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(APP)) {
    const source = readFileSync(file, "utf8");
    for (const [, read, rendered] of source.matchAll(/(?<!headers)\.(?:get|getAll|has)\("([A-Za-z_][\w.]*)"\)|\bname="([A-Za-z_][\w.]*)"/g)) {
      names.add(read ?? rendered);
    }
  }
  for (const name of ["priceMin", "priceMax", "pricePerDay", "yearMin", "yearMax", "mileageMax", "page", "_routes", "index", "__proto__", "constructor"])
    names.add(name);
  return [...names].filter((name) => !/^(cookie|retry-after|viewport|theme-color|robots)$/i.test(name)).sort();
}

/** Real ids, so that a hostile value reaches the code behind the lookup of the others. */
export interface Fixtures {
  saleId: string;
  rentalId: string;
  /** A listing of the signed-in member, for the edit form. */
  ownListingId: string;
  userId: string;
  conversationId: string;
  paymentId: string;
  bannerId: string;
}

/** Believable values, so that one hostile field is read past the checks of the others. */
const BELIEVABLE: Readonly<Record<string, string>> = {
  email: "fuzz@example.test",
  password: "pas-le-bon-mot-de-passe",
  confirmPassword: "pas-le-bon-mot-de-passe",
  firstName: "Awa",
  lastName: "Koné",
  phone: "+2250700000099",
  country: "CI",
  city: "Abidjan",
  userType: "buyer",
  brand: "Toyota",
  model: "Corolla",
  year: "2018",
  mileage: "80000",
  price: "5000000",
  pricePerDay: "45000",
  rating: "5",
  comment: "Très bon véhicule",
  content: "Bonjour",
  message: "Bonjour",
  notes: "Arrivée vers 10 h",
  reason: "spam",
  decision: "dismiss",
  kind: "sale",
  type: "vente",
  method: "card",
  listingAction: "archive",
  durationDays: "7",
  code: "123456",
  promoCode: "BIENVENUE20",
  title: "Bannière",
  linkUrl: "https://example.com/",
  value: "true",
  condition: "used",
  transmission: "automatic",
  fuelType: "essence",
  search: "toyota",
  q: "awa",
  tab: "users",
  sort: "price",
  language: "en",
};

function believable(name: string, fixtures: Fixtures, day: (offset: number) => string): string {
  if (name === "startDate") return day(20);
  if (name === "endDate") return day(22);
  if (name === "listingId") return fixtures.saleId;
  return BELIEVABLE[name] ?? "test";
}

function realParam(route: RouteInfo, name: string, fixtures: Fixtures): string {
  if (name === "kind") return "sale";
  if (name === "provider") return "sandbox";
  if (name === "userId") return fixtures.userId;
  if (name === "file") return "ci-fr-1.xml";
  if (name === "*") return "nulle-part";
  const [first] = route.path.split("/");
  const byPrefix: Record<string, string> = {
    rental: fixtures.rentalId,
    messages: fixtures.conversationId,
    annonces: fixtures.ownListingId,
    checkout: fixtures.paymentId,
    ads: fixtures.bannerId,
  };
  return byPrefix[first] ?? fixtures.saleId;
}

const paramsOf = (route: RouteInfo) => route.path.split("/").flatMap((s) => (s === "*" ? ["*"] : s.startsWith(":") ? [s.slice(1)] : []));

/** The path of a route with the given parameters (already encoded), the others real. */
function pathOf(route: RouteInfo, fixtures: Fixtures, hostile: Record<string, string> = {}): string {
  const segments = route.path.split("/").map((segment) => {
    const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1) : undefined;
    if (name === undefined) return segment;
    return hostile[name] ?? encodeURIComponent(realParam(route, name, fixtures));
  });
  return `/${segments.join("/")}`;
}

export type Role = "visitor" | "member" | "admin";

export interface HostileRequest {
  role: Role;
  method: "GET" | "POST";
  path: string;
  /** What was hostile in it, for the report of a failure. */
  label: string;
  headers?: Record<string, string>;
  body?: { contentType: string; bytes: Uint8Array<ArrayBuffer> };
}

type Pair = [name: string, encoded: string];

/** Percent-decoding to bytes, a broken escape left as it is (as a server reads it). */
function bytesOf(encoded: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    const hex = encoded.slice(i + 1, i + 3);
    if (encoded[i] === "%" && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(encoded[i]));
  }
  return bytes;
}

const urlEncoded = (pairs: Pair[]) => ({
  contentType: "application/x-www-form-urlencoded",
  bytes: new TextEncoder().encode(pairs.map(([name, value]) => `${enc(name)}=${value}`).join("&")),
});

function multipart(pairs: Pair[]) {
  const boundary = "h0";
  const bytes: number[] = [];
  const text = (s: string) => bytes.push(...new TextEncoder().encode(s));
  for (const [name, value] of pairs) {
    text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`);
    bytes.push(...bytesOf(value));
    text("\r\n");
  }
  text(`--${boundary}--\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: new Uint8Array(bytes) };
}

/** The single-fetch URL of a page's data, as the browser's scripts ask for it. */
const dataUrl = (path: string) => `${path === "/" ? "/_" : path}.data`;

/** Who reads a route: its visitors and members (public), its members, or its administrators. */
function readersOf(route: RouteInfo): Role[] {
  if (route.admin) return ["admin"];
  if (route.signedIn) return ["member"];
  return ["visitor", "member"];
}

/** A small stable number for a name, so that each route and intent starts its rotation elsewhere. */
const offsetOf = (name: string) => [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 9973, 7);

export interface HostileOptions {
  fixtures: Fixtures;
  /** A calendar day `offset` days from today (YYYY-MM-DD). */
  day: (offset: number) => string;
}

/**
 * The hostile requests, each route as its readers (and once as each other role, turned away):
 * - each path parameter set to each hostile segment (the others real);
 * - every known query name at once set to each hostile value (a route whose code never reads the
 *   address gets one such request), and every name repeated (arrays); one in three renders the
 *   page, the others ask for its data;
 * - each action, for each of its intents and a hostile one (see `actionRequests`);
 * - the cookies the app reads, and the User-Agent, set to each hostile value.
 * Signing out comes last: it ends the session the others use.
 */
export function hostileRequests({ fixtures, day }: HostileOptions): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const names = fieldNames();
  const query = (value: HostileValue, only = names) => only.map((name) => `${enc(name)}=${value.encoded}`).join("&");
  appRoutes().forEach((route, r) => {
    const path = pathOf(route, fixtures);
    const readers = readersOf(route);
    // A public page's GETs go to its two kinds of readers in turn, from route to route.
    const reader = (i: number) => readers[(i + r) % readers.length];
    for (const role of ["visitor", "member", "admin"] as const) {
      if (readers.includes(role)) continue;
      requests.push({ role, method: "GET", path: `${path}?${query(HOSTILE_VALUES[0])}`, label: "query, turned away" });
      if (route.hasAction) requests.push({ role, method: "POST", path, label: "form, turned away", body: urlEncoded(names.map((name) => [name, "%00"])) });
    }
    for (const param of paramsOf(route)) {
      HOSTILE_SEGMENTS.forEach((value, i) => {
        requests.push({ role: reader(i), method: "GET", path: pathOf(route, fixtures, { [param]: value.encoded }), label: `:${param} = ${value.label}` });
      });
    }
    (route.readsUrl ? HOSTILE_VALUES : [HOSTILE_VALUES[0]]).forEach((value, i) => {
      // A long value in a few names only: in all of them the address would pass Node's header limit.
      const named = value.encoded.length > 100 ? names.filter((_, n) => n % 30 === 0) : names;
      // One in three renders the page; the others run its loaders only, through the `.data` URL.
      const at = (i + r) % 3 === 0 ? path : dataUrl(path);
      requests.push({ role: reader(i), method: "GET", path: `${at}?${query(value, named)}`, label: `query = ${value.label}` });
    });
    if (route.readsUrl)
      requests.push({
        role: reader(r),
        method: "GET",
        path: `${path}?${names.map((n) => `${n}=1&${n}=x&${n}=-1`).join("&")}`,
        label: "query, every name repeated",
      });
    if (route.hasAction) for (const role of readers) requests.push(...actionRequests(role, route, path, names, fixtures, day));
  });
  requests.push(...cookieRequests());
  return requests.sort((a, b) => Number(a.path.startsWith("/logout")) - Number(b.path.startsWith("/logout")));
}

/** Requests whose every field is hostile, each with another value. */
const ROTATIONS = 6;
/** The fields are split in this many groups: one hostile, the others believable. */
const GROUPS = 3;

/**
 * For each intent of the action (and a hostile one), on its single-fetch `.data` URL: every field
 * hostile, each with another value, starting elsewhere for each route and intent, alternately
 * urlencoded and multipart; each group of fields in turn given NUL inside a text, then the deep
 * values, while the others are believable; every field repeated (arrays). And on the page's URL,
 * as a browser without JavaScript: every field a malformed date, so the page renders the answer.
 */
function actionRequests(role: Role, route: RouteInfo, path: string, names: string[], fixtures: Fixtures, day: (offset: number) => string): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const dataPath = dataUrl(path);
  const fields = names.filter((name) => name !== "intent");
  const calm = (name: string) => enc(believable(name, fixtures, day));
  for (const intent of [...route.intents, "%00"]) {
    const post = (label: string, pairs: Pair[], body = urlEncoded, at = dataPath) =>
      requests.push({ role, method: "POST", path: at, label: `intent ${intent}, ${label}`, body: body([["intent", intent], ...pairs]) });
    const start = offsetOf(`${route.id} ${intent}`);
    for (let step = 0; step < ROTATIONS; step++) {
      const rotated = fields.map((name, i): Pair => [name, HOSTILE_VALUES[(start + step * 5 + i) % HOSTILE_VALUES.length].encoded]);
      post(`every field hostile, rotation ${step}`, rotated, step % 2 === 0 ? urlEncoded : multipart);
    }
    for (let group = 0; group < GROUPS; group++) {
      const inGroup = (i: number) => i % GROUPS === group;
      post(
        `fields ${group}/${GROUPS} NUL inside, the others believable`,
        fields.map((name, i): Pair => [name, inGroup(i) ? NUL_INSIDE.encoded : calm(name)]),
      );
      post(
        `fields ${group}/${GROUPS} deep, the others believable`,
        fields.map((name, i): Pair => [name, inGroup(i) ? DEEP[(start + i) % DEEP.length].encoded : calm(name)]),
      );
    }
    post(
      "every field repeated",
      fields.flatMap((name): Pair[] => [
        [name, calm(name)],
        [name, "%00"],
        [name, "x"],
      ]),
    );
    post(
      "page, every field a malformed date",
      fields.map((name): Pair => [name, "x"]),
      urlEncoded,
      path,
    );
  }
  return requests;
}

/** The cookies the app reads (session, country, language, flash message, visitor) and the User-Agent, hostile. */
function cookieRequests(): HostileRequest[] {
  return HOSTILE_VALUES.filter((value) => value.encoded.length < 100).flatMap((value) => {
    const headers = {
      cookie: ["aa.session_token", "country", "aa_lang", "aa_flash", "aa_visiteur"].map((name) => `${name}=${value.encoded}`).join("; "),
      "user-agent": `Mozilla/5.0 ${value.encoded}`,
    };
    return ["/", "/profile", "/listings"].map(
      (path): HostileRequest => ({ role: "visitor", method: "GET", path, label: `cookies and User-Agent = ${value.label}`, headers }),
    );
  });
}

/** Express-level paths (before the React Router handler): event streams, uploads, health. */
export function expressLevelRequests(): HostileRequest[] {
  return HOSTILE_SEGMENTS.flatMap((value): HostileRequest[] => [
    { role: "visitor", method: "GET", path: `/events/rental/${value.encoded}`, label: `/events/rental/:id = ${value.label}` },
    { role: "member", method: "GET", path: `/events?x=${value.encoded}`, label: `/events?x = ${value.label}` },
    { role: "visitor", method: "GET", path: `/uploads/listings/${value.encoded}.webp`, label: `/uploads/… = ${value.label}` },
    { role: "visitor", method: "GET", path: `/healthz?x=${value.encoded}`, label: `/healthz?x = ${value.label}` },
    { role: "visitor", method: "GET", path: `/${value.encoded}`, label: `/… = ${value.label}` },
  ]);
}

export interface Answered {
  request: HostileRequest;
  /** 0: no answer. */
  status: number;
  /** The start of the answer (or why there was none), for the report of a failure. */
  excerpt: string;
  ms: number;
}

/**
 * Sends the requests to a running server, `concurrency` at a time, each from its own client
 * address (the server must trust one proxy) so that per-address throttles do not hide what is
 * behind them. Event streams are closed once their answer has begun.
 */
export async function sendAll(base: string, requests: readonly HostileRequest[], cookies: Record<Role, string>, concurrency = 4): Promise<Answered[]> {
  const answered: Answered[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index];
      const headers: Record<string, string> = { "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, ...request.headers };
      if (cookies[request.role]) headers.cookie = [cookies[request.role], request.headers?.cookie].filter(Boolean).join("; ");
      if (request.body) headers["content-type"] = request.body.contentType;
      const abort = new AbortController();
      const started = performance.now();
      const send = () =>
        fetch(`${base}${request.path}`, { method: request.method, headers, body: request.body?.bytes, redirect: "manual", signal: abort.signal });
      try {
        // A kept-alive connection the server closed as idle just as it was reused fails before
        // reaching it: sent once more. A server that closes on the request itself closes it again.
        const response = await send().catch((error: unknown) => (closedBeforeAnswer(error) ? send() : Promise.reject(error)));
        const stream = response.headers.get("content-type")?.startsWith("text/event-stream");
        const excerpt = stream ? "" : (await response.text()).slice(0, 300);
        answered.push({ request, status: response.status, excerpt, ms: performance.now() - started });
      } catch (error) {
        // No answer at all (the connection closed, the server gone) fails like a 5xx.
        answered.push({ request, status: 0, excerpt: String((error as Error).cause ?? error), ms: performance.now() - started });
      } finally {
        abort.abort();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answered;
}

function closedBeforeAnswer(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === "UND_ERR_SOCKET" || code === "ECONNRESET";
}

/** The 5xx answers and the requests left without an answer (status 0), one line each. */
export function serverErrors(answered: readonly Answered[]): string[] {
  return answered
    .filter((a) => a.status >= 500 || a.status === 0)
    .map(
      (a) =>
        `${a.status} ${a.request.role} ${a.request.method} ${a.request.path.slice(0, 160)} [${a.request.label}] ${a.excerpt.replace(/\s+/g, " ").slice(0, 160)}`,
    );
}
