import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BOOKING_DATES_INVALID } from "../../app/features/bookings/booking-action.server.ts";
import { addDays, dayOf } from "../../app/lib/calendar-day.ts";
import { db } from "../../app/server/db.server.ts";
import { messages } from "../../app/server/schema.ts";
import { UNREADABLE_URL } from "../../server/readable-urls.ts";
import { useTestDatabase } from "../support/database.ts";
import { type Fixtures, type Role, expressLevelRequests, hostileRequests, sendAll, serverErrors } from "../support/hostile-requests.ts";
import { HOSTILE_ACCOUNTS, seedHostileFixtures } from "../support/hostile-fixtures.ts";
import { sessionCookie } from "../support/session.ts";

// The whole server as production runs it (server/app.ts: its own routes, then React Router's),
// trusting one proxy so that each request comes from its own address; only errors are logged.
vi.hoisted(() => {
  process.env.TRUST_PROXY = "1";
  process.env.LOG_LEVEL = "error";
});
vi.mock("virtual:react-router/server-build", async () => ({
  basename: undefined,
  allowedActionOrigins: undefined,
  unstable_getCriticalCss: undefined,
  ...(await (await import("../support/request-handler.ts")).serverBuild()),
}));

useTestDatabase();

const today = dayOf(new Date());
const day = (offset: number) => addDays(today, offset);
const cookies: Record<Role, string> = { visitor: "", member: "", admin: "" };
let fixtures: Fixtures;
let server: Server | undefined;
let base = "";

beforeAll(async () => {
  fixtures = await seedHostileFixtures();
  cookies.member = await sessionCookie(HOSTILE_ACCOUNTS.member);
  cookies.admin = await sessionCookie(HOSTILE_ACCOUNTS.admin);
  const { app } = await import("../../server/app.ts");
  server = app.listen(0, "127.0.0.1");
  // fetch reuses a connection for up to 4 s after the server's 5 s keep-alive hint; on a busy
  // machine the server may close it just as the next request is sent (ECONNRESET): keep it longer.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server?.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const get = (path: string, role: Role = "visitor") => fetch(`${base}${path}`, { headers: { cookie: cookies[role] }, redirect: "manual" });
const post = (path: string, form: string, role: Role) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { cookie: cookies[role], "content-type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });

describe("an address the server cannot read", () => {
  it("is answered 400 in French, by the Express routes (event streams, uploads) and the pages alike", async () => {
    const paths: [string, Role][] = [
      ["/events/rental/%ED%A0%80", "visitor"],
      ["/events/rental/%00", "visitor"],
      ["/events?x=%00", "member"],
      ["/uploads/listings/%E0%A4%A.webp", "visitor"],
      ["/x%E0%A4%A", "visitor"],
      ["/100%", "visitor"],
      [`/profile/%00`, "visitor"],
      [`/profile/abc%00def.data`, "member"],
      [`/checkout/sandbox/%00`, "member"],
      [`/signaler?membre=%00`, "member"],
      [`/admin?q=a%00b&tab=users`, "admin"],
      [`/listings?search=%1B%5B31m`, "visitor"],
    ];
    for (const [path, role] of paths) {
      const response = await get(path, role);
      expect({ path, status: response.status, text: await response.text() }).toEqual({ path, status: 400, text: UNREADABLE_URL });
    }
  });

  it("is not one whose query carries tab or line breaks (a text pasted in a search box)", async () => {
    expect((await get("/listings?search=ligne%0Asuivante%09fin")).status).toBe(200);
  });
});

describe("a sitemap file's name", () => {
  it("naming no country, language or page we serve is not found, never an error", async () => {
    // (NUL or bad UTF-8 in the address is answered 400 before any route: "an address the server cannot read".)
    for (const name of [
      "zz-fr-1.xml",
      "ci-xx-1.xml",
      "ci-fr-0.xml",
      "ci-fr-99999.xml",
      "ci-fr-1e9.xml",
      "ci-fr-%2D1.xml",
      "ci-fr-1.5.xml",
      "ci-fr-%E2%91%A0.xml",
      "__proto__-fr-1.xml",
    ]) {
      expect({ name, status: (await get(`/sitemaps/${name}`)).status }).toEqual({ name, status: 404 });
    }
  });
});

describe("a form", () => {
  it("has NUL and other control characters taken out of a chat message, kept as typed otherwise", async () => {
    const response = await post(`/messages/${fixtures.conversationId}.data`, "intent=send&content=Bon%00jour%1B%0Aà%09demain", "member");
    expect(response.status).toBeLessThan(400);
    const [stored] = await db().select({ content: messages.content }).from(messages).where(eq(messages.conversationId, fixtures.conversationId));
    expect(stored?.content).toBe("Bonjour\nà\tdemain");
  });

  it("booking a rental without JavaScript, with a malformed date, is refused in French; the page keeps the rest and never the bad date", async () => {
    const form = `intent=book&startDate=x&endDate=${day(30)}&notes=Arriv%C3%A9e+vers+10+h`;
    const page = await post(`/rental/${fixtures.rentalId}`, form, "member");
    const html = await page.text();
    expect(page.status).toBe(400);
    expect(html).toContain(BOOKING_DATES_INVALID.message);
    expect(html).toContain("Arrivée vers 10 h");
    expect(html).toContain(`value="${day(30)}"`);

    const answer = await (await post(`/rental/${fixtures.rentalId}.data`, form.replace(`endDate=${day(30)}`, "endDate=2027-02-30"), "member")).text();
    expect(answer).toContain(BOOKING_DATES_INVALID.title);
    expect(answer).not.toContain("2027-02-30");
  });
});

describe("hostile input on every route and action, as a visitor, a member and an administrator", () => {
  it("is never answered 5xx", { timeout: 420_000 }, async () => {
    const requests = [...expressLevelRequests(), ...hostileRequests({ fixtures, day })];
    const started = performance.now();
    const answered = await sendAll(base, requests, cookies);
    const failures = serverErrors(answered);
    const statuses = Object.entries(Object.groupBy(answered, (a) => a.status)).map(([status, all]) => `${status} × ${all?.length}`);
    console.log(`${answered.length} hostile requests in ${((performance.now() - started) / 1000).toFixed(1)} s: ${statuses.join(", ")}`);
    expect(answered).toHaveLength(requests.length);
    expect(failures.length, failures.slice(0, 40).join("\n")).toBe(0);
  });
});
