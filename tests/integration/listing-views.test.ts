import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { VIEWS_PER_ADDRESS_AND_LISTING, recordListingView } from "../../app/features/listings/views/listing-views.server.ts";
import { action as viewAction } from "../../app/routes/listing-view.ts";
import { db } from "../../app/server/db.server.ts";
import { listingViews, rateLimits, recentlyViewed } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";
import { PHONE_CHROME, beacon, visitorCookie } from "../support/view-beacon.ts";

useTestDatabase();

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const AGENTS = Array.from(
  { length: 10 },
  (_, i) => `Mozilla/5.0 (Linux; Android ${10 + i}; SM-A${100 + i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${i}.0 Mobile Safari/537.36`,
);

let seq = 0;
const member = async () => {
  const email = `vues${++seq}@example.test`;
  return { user: await createUser({ email }), cookie: await sessionCookie(email) };
};
const counted = async (request: Request, listingId: unknown, now?: Date) => (await recordListingView(request, listingId, now)).counted;
const viewsOf = async (listingId: string) => (await db().select().from(listingViews)).filter((v) => v.listingId === listingId).length;
/** The beacon as the browser sends it: the route's answer. */
const sendBeacon = async (request: Request, listingId: string) => {
  const body = new URLSearchParams({ listing: listingId });
  const withBody = new Request(request.url, { method: "POST", headers: request.headers, body });
  return (await viewAction({ request: withBody, params: {}, context: new RouterContextProvider() } as never)) as Response;
};

describe("listing views", () => {
  it("count one per member or visitor cookie and day, again the next day, never a crawler's, the owner's or a hidden listing's", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id);
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 86_400_000);
    const awa = await visitorCookie();
    expect(await counted(beacon({ cookie: awa }), sale.id, today)).toBe(true);
    expect(await counted(beacon({ cookie: awa }), sale.id, today)).toBe(false);
    expect(await counted(beacon({ cookie: await visitorCookie() }), sale.id, today)).toBe(true);
    expect(await counted(beacon({ cookie: awa }), sale.id, tomorrow)).toBe(true);
    expect(await counted(beacon({ agent: GOOGLEBOT }), sale.id, today)).toBe(false);
    expect(await counted(beacon({ agent: "" }), sale.id, today)).toBe(false);
    expect(await counted(beacon({ cookie: owner.cookie, ip: "10.70.0.9" }), sale.id, today)).toBe(false);
    const hidden = await createSaleListing(owner.user.id, { status: "sold" });
    expect(await counted(beacon({ cookie: awa }), hidden.id, today)).toBe(false);
    expect(await counted(beacon({ cookie: awa }), "pas-un-id", today)).toBe(false);
    expect(await counted(beacon({ cookie: awa }), "00000000-0000-4000-a000-000000000000", today)).toBe(false);
    // A member counts once a day wherever they browse from.
    const fan = await member();
    expect(await counted(beacon({ cookie: fan.cookie, ip: "10.70.1.1" }), sale.id, today)).toBe(true);
    expect(await counted(beacon({ cookie: fan.cookie, ip: "10.70.1.2" }), sale.id, today)).toBe(false);
    expect(await viewsOf(sale.id)).toBe(4);
  });

  it("are not inflated by changing the browser's name or address: one cookie is one visitor (10 user agents were 10 views)", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id);
    const cookie = await visitorCookie();
    const results = [];
    for (const [i, agent] of AGENTS.entries()) results.push(await counted(beacon({ cookie, agent, ip: `10.73.0.${i + 1}` }), sale.id));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await viewsOf(sale.id)).toBe(1);
  });

  it("give a browser without the cookie a signed one on the beacon's answer, httpOnly, SameSite=Lax, sent back to the beacon only", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id);
    const first = await sendBeacon(beacon({ ip: "10.74.0.1" }), sale.id);
    expect(first.status).toBe(204);
    const setCookie = first.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^aa_visiteur=[^;]+; Max-Age=31536000; Path=\/vues; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(";")[0] as string;
    // The same browser again, even from another address: no new cookie, no second view.
    const again = await sendBeacon(beacon({ ip: "10.74.0.2", cookie }), sale.id);
    expect(again.status).toBe(204);
    expect(again.headers.get("Set-Cookie")).toBeNull();
    expect(await viewsOf(sale.id)).toBe(1);
    // A made-up or altered cookie names nobody: it is replaced, like no cookie at all.
    const [name, value] = cookie.split("=") as [string, string];
    for (const forged of [`${name}=0c8a3d57-1b40-4d0b-9a43-6e1f5a0e9b21`, `${name}=${value.slice(0, -3)}abc`]) {
      const answer = await sendBeacon(beacon({ ip: "10.74.0.3", cookie: forged }), sale.id);
      expect(answer.headers.get("Set-Cookie")).toMatch(/^aa_visiteur=/);
    }
    // Members and crawlers are not given one.
    const fan = await member();
    expect((await sendBeacon(beacon({ cookie: fan.cookie }), sale.id)).headers.get("Set-Cookie")).toBeNull();
    expect((await sendBeacon(beacon({ agent: GOOGLEBOT }), sale.id)).headers.get("Set-Cookie")).toBeNull();
  });

  it("count from one address at most the address's daily allowance of new visitors per listing, however many cookies it sheds", async () => {
    const owner = await member();
    const [sale, other] = [await createSaleListing(owner.user.id), await createSaleListing(owner.user.id)];
    const { max } = VIEWS_PER_ADDRESS_AND_LISTING;
    const beacons = [];
    for (let i = 0; i < max + 5; i++) beacons.push(await sendBeacon(beacon({ ip: "10.75.0.1", agent: AGENTS[i % AGENTS.length] }), sale.id));
    expect(beacons.every((b) => b.status === 204 && b.headers.get("Set-Cookie")?.startsWith("aa_visiteur="))).toBe(true);
    expect(await viewsOf(sale.id)).toBe(max);
    // A member from that address is held by the same allowance; another address, or another listing, still counts.
    const fan = await member();
    expect(await counted(beacon({ ip: "10.75.0.1", cookie: fan.cookie }), sale.id)).toBe(false);
    expect(await counted(beacon({ ip: "10.75.0.2", cookie: fan.cookie }), sale.id)).toBe(true);
    expect(await counted(beacon({ ip: "10.75.0.1" }), other.id)).toBe(true);
    expect(await viewsOf(sale.id)).toBe(max + 1);
  });

  it("spend the address's allowance on new views only: reloads, the owner's visits and hidden listings leave it whole", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id);
    const hidden = await createSaleListing(owner.user.id, { status: "archived" });
    const regular = await visitorCookie();
    expect(await counted(beacon({ ip: "10.76.0.1", cookie: regular }), sale.id)).toBe(true);
    for (let i = 0; i < VIEWS_PER_ADDRESS_AND_LISTING.max + 2; i++) {
      expect(await counted(beacon({ ip: "10.76.0.1", cookie: regular }), sale.id)).toBe(false);
      expect(await counted(beacon({ ip: "10.76.0.1", cookie: owner.cookie }), sale.id)).toBe(false);
      expect(await counted(beacon({ ip: "10.76.0.1", cookie: regular }), hidden.id)).toBe(false);
    }
    const newcomers = [];
    for (let i = 1; i < VIEWS_PER_ADDRESS_AND_LISTING.max; i++)
      newcomers.push(await counted(beacon({ ip: "10.76.0.1", cookie: await visitorCookie() }), sale.id));
    expect(newcomers.every(Boolean)).toBe(true);
    expect(await viewsOf(sale.id)).toBe(VIEWS_PER_ADDRESS_AND_LISTING.max);
  });

  it("store neither an address nor a cookie: a visitor's key changes every day", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id);
    const cookie = await visitorCookie();
    await counted(beacon({ ip: "10.77.0.1", cookie }), sale.id);
    await counted(beacon({ ip: "10.77.0.1", cookie }), sale.id, new Date(Date.now() + 86_400_000));
    const rows = (await db().select().from(listingViews)).filter((v) => v.listingId === sale.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(2);
    const visitorId = JSON.parse(atob(decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0] as string)) as string;
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    const counters = JSON.stringify(await db().select().from(rateLimits));
    for (const stored of [JSON.stringify(rows), counters]) {
      expect(stored).not.toContain("10.77.0.1");
      expect(stored).not.toContain(visitorId);
    }
    expect(counters).not.toContain(sale.id);
  });

  it("write nothing for a listing visitors cannot see: no view, no recent view, no counter (3 376 made-up ids left 3 376 rows)", async () => {
    const owner = await member();
    const fan = await member();
    const rows = async () => ({
      views: (await db().select().from(listingViews)).length,
      recents: (await db().select().from(recentlyViewed)).length,
      counters: (await db().select().from(rateLimits)).length,
    });
    const before = await rows();
    const unseen = [
      ...Array.from({ length: 40 }, () => randomUUID()),
      (await createSaleListing(owner.user.id, { deletedAt: new Date() })).id,
      (await createSaleListing(owner.user.id, { hiddenReason: "reported" })).id,
      (await createSaleListing(owner.user.id, { hiddenReason: "banned" })).id,
      (await createSaleListing(owner.user.id, { status: "sold" })).id,
    ];
    for (const [i, id] of unseen.entries()) {
      const cookie = i % 2 === 0 ? fan.cookie : await visitorCookie();
      expect((await sendBeacon(beacon({ ip: `10.78.${i % 4}.1`, cookie }), id)).status).toBe(204);
    }
    expect(await rows()).toEqual(before);
    // A listing on offer still counts, for the views and the member's list.
    const sale = await createSaleListing(owner.user.id);
    expect((await sendBeacon(beacon({ ip: "10.78.9.1", cookie: fan.cookie }), sale.id)).status).toBe(204);
    expect(await viewsOf(sale.id)).toBe(1);
    expect((await db().select().from(recentlyViewed)).filter((r) => r.userId === fan.user.id).map((r) => r.listingId)).toEqual([sale.id]);
  });

  it("answer the beacon 204 whatever it sends, never a 500", async () => {
    for (const body of [
      new URLSearchParams({ listing: "pas-un-id" }),
      new URLSearchParams(),
      new URLSearchParams({ listing: "00000000-0000-4000-a000-000000000000" }),
    ]) {
      const request = new Request("http://localhost:3000/vues", { method: "POST", headers: { "user-agent": PHONE_CHROME }, body });
      const response = (await viewAction({ request, params: {}, context: new RouterContextProvider() } as never)) as Response;
      expect(response.status).toBe(204);
    }
  });
});
