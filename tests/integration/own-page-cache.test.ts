import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banUser } from "../../app/features/accounts/accounts.server.ts";
import { openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { countryCookieHeader } from "../../app/server/country-cookie.server.ts";
import { db } from "../../app/server/db.server.ts";
import { onAddressedEvent, startEventRelay, stopEventRelay } from "../../app/server/events.server.ts";
import { presence } from "../../app/server/presence.server.ts";
import { onSessionsChanged, startSessionRelay } from "../../app/server/session-cache.server.ts";
import { memberRevision } from "../../server/member-revision.ts";
import { ownPageCache } from "../../server/own-page-cache.ts";
import { memberOf } from "../../server/shared-render.ts";
import { toWebRequest } from "../../server/web-request.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, post } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/**
 * A member's own pages kept for them alone (ADR 0040), in front of the app as in production: what
 * one member's request leaves kept never reaches another, a banned member's kept pages are not
 * served, and what changes a page — their own write, news addressed to them — shows at once.
 */
let server: ReturnType<express.Express["listen"]>;
let base = "";
let renders = 0;
const stops: (() => unknown)[] = [];
beforeAll(async () => {
  await startEventRelay();
  stops.push(stopEventRelay, await startSessionRelay());
  const ownPages = ownPageCache({
    ttlMs: 60_000,
    memberOf,
    render: (req) => {
      renders++;
      return handle(toWebRequest(req));
    },
  });
  stops.push(
    onAddressedEvent(ownPages.forgetMember),
    onSessionsChanged(ownPages.forgetMember),
    presence.onChange(() => ownPages.forgetPages("/messages")),
  );
  const app = express();
  app.use(memberRevision);
  app.use(ownPages);
  app.use(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const web = toWebRequest(req);
    const response = await handle(req.method === "GET" ? web : new Request(web.url, { method: req.method, headers: web.headers, body: Buffer.concat(chunks) }));
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    res.send(Buffer.from(await response.arrayBuffer()));
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  for (const stop of stops.reverse()) await stop();
});

async function idOf(email: string): Promise<string> {
  const profile = await db().query.profiles.findFirst({ columns: { id: true }, where: (p, { eq }) => eq(p.email, email) });
  return profile!.id;
}

/** The `country` cookie as the site gives it: a page that must set it is the member's alone and not kept. */
const countryCookie = async (code: string) => (await countryCookieHeader(code)).split(";")[0]!;

const get = (path: string, cookie?: string) => fetch(base + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });

/** The cookies a browser holds after this answer: each set one replaces the one of its name. */
function afterAnswer(cookie: string, response: Response): string {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const));
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  // The toast is shown once by the page after it and cleared: a browser then holds none.
  jar.delete("aa_flash");
  return [...jar.values()].join("; ");
}

describe("a member's own pages kept for them", () => {
  it("gives each member only their own pages when two members and a visitor load them at once", async () => {
    const seller = await createUser({ email: "vendeur@example.test", firstName: "Moussa", lastName: "Traore", userType: "seller" });
    const forAwa = await createSaleListing(seller.id, { country: "CI", model: "Awamodel" });
    const forKofi = await createSaleListing(seller.id, { country: "CI", model: "Kofimodel" });
    await createUser({ email: "awa@example.test", firstName: "Awanda", lastName: "Diallo", country: "CI" });
    await createUser({ email: "kofi@example.test", firstName: "Kofiga", lastName: "Mensah", country: "CI" });
    await addFavorite(await idOf("awa@example.test"), { kind: "sale", id: forAwa.id });
    await addFavorite(await idOf("kofi@example.test"), { kind: "sale", id: forKofi.id });
    const people = [
      {
        name: "Awanda",
        other: "Kofiga",
        car: "Awamodel",
        notCar: "Kofimodel",
        cookie: `${await countryCookie("CI")}; ${await sessionCookie("awa@example.test")}`,
      },
      {
        name: "Kofiga",
        other: "Awanda",
        car: "Kofimodel",
        notCar: "Awamodel",
        cookie: `${await countryCookie("CI")}; ${await sessionCookie("kofi@example.test")}`,
      },
    ];
    const paths = ["/favorites", "/favorites.data", "/profile", "/dashboard", "/messages", "/bookings", "/moi"];
    const loads = Array.from({ length: 3 }, () => [...people, null].flatMap((person) => paths.map((path) => ({ person, path })))).flat();
    const answers = await Promise.all(
      loads.map(async ({ person, path }) => {
        const response = await get(path, person?.cookie ?? "country=CI");
        return { person, path, status: response.status, text: await response.text() };
      }),
    );
    for (const { person, path, status, text } of answers) {
      const where = `${person?.name ?? "visitor"} on ${path}`;
      if (!person) {
        // A visitor is sent to sign in (navigation data: a 202 saying so; the bits: a 401 with nothing in it).
        expect([202, 302, 401], where).toContain(status);
        expect(text.includes("Awanda") || text.includes("Kofiga"), where).toBe(false);
        continue;
      }
      expect(status, where).toBe(200);
      expect(text, where).toContain(person.name);
      expect(text.includes(person.other), where).toBe(false);
      if (path.startsWith("/favorites")) {
        expect(text, where).toContain(person.car);
        expect(text.includes(person.notCar), where).toBe(false);
      }
    }
  });

  it("renders a page once while it is fresh, and anew after the member's own write, which gives a new revision", async () => {
    const seller = await createUser({ email: "vendeur2@example.test", userType: "seller" });
    const first = await createSaleListing(seller.id, { model: "Premiere" });
    const second = await createSaleListing(seller.id, { model: "Seconde" });
    await createUser({ email: "awa2@example.test", firstName: "Awanda" });
    await addFavorite(await idOf("awa2@example.test"), { kind: "sale", id: first.id });
    let cookie = `${await countryCookie("SN")}; ${await sessionCookie("awa2@example.test")}`;

    const rendersBefore = renders;
    for (let i = 0; i < 3; i++) expect(await (await get("/favorites", cookie)).text()).toContain("Premiere");
    expect(renders - rendersBefore).toBe(1);

    const heart = await fetch(`${base}/favorites`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ listingId: second.id, kind: "sale", favorite: "1" }),
      redirect: "manual",
    });
    expect(heart.status).toBe(302);
    expect(heart.headers.getSetCookie().some((c) => c.startsWith("aa_rev="))).toBe(true);
    cookie = afterAnswer(cookie, heart);
    expect(await (await get("/favorites", cookie)).text()).toContain("Seconde");
  });

  it("forgets a member's kept pages when news addressed to them arrives (a message from another member)", async () => {
    const seller = await createUser({ email: "vendeur3@example.test", firstName: "Moussa", userType: "seller" });
    const listing = await createSaleListing(seller.id);
    const buyer = await createUser({ email: "awa3@example.test", firstName: "Awanda" });
    const opened = await openConversation(buyer.id, { kind: "sale", id: listing.id });
    if (!opened.ok) throw new Error(opened.error);
    await sendMessage(buyer.id, opened.id, "Bonjour, toujours disponible ?");
    const sellerCookie = `${await countryCookie("SN")}; ${await sessionCookie("vendeur3@example.test")}`;
    const path = `/messages/${opened.id}`;
    expect(await (await get(path, sellerCookie)).text()).toContain("toujours disponible");

    await sendMessage(buyer.id, opened.id, "Je peux passer demain à 10 h");
    await expect.poll(async () => (await get(path, sellerCookie)).text(), { timeout: 5000 }).toContain("passer demain");
  });

  it("shows the other person 'En ligne' as soon as their page opens, and keeps the member's other pages", async () => {
    const seller = await createUser({ email: "vendeur6@example.test", firstName: "Moussa", userType: "seller" });
    const listing = await createSaleListing(seller.id);
    const buyer = await createUser({ email: "awa6@example.test", firstName: "Awanda" });
    const opened = await openConversation(buyer.id, { kind: "sale", id: listing.id });
    if (!opened.ok) throw new Error(opened.error);
    await sendMessage(buyer.id, opened.id, "Bonjour");
    const sellerCookie = `${await countryCookie("SN")}; ${await sessionCookie("vendeur6@example.test")}`;
    const presenceShown = async () => {
      const html = await (await get(`/messages/${opened.id}`, sellerCookie)).text();
      const from = html.slice(html.indexOf('data-testid="presence"'));
      return from
        .slice(from.indexOf(">") + 1, from.indexOf("</span></div>"))
        .replace(/<[^>]*>/g, "")
        .trim();
    };
    expect(await presenceShown()).not.toBe("En ligne");
    await get("/dashboard", sellerCookie);
    const rendersBefore = renders;
    presence.streamOpened(buyer.id);
    try {
      expect(await presenceShown()).toBe("En ligne");
      await get("/dashboard", sellerCookie);
      expect(renders - rendersBefore).toBe(1);
    } finally {
      presence.streamClosed(buyer.id);
    }
  });

  it("forgets a conversation's English page too when someone comes online", async () => {
    const seller = await createUser({ email: "vendeur7@example.test", firstName: "Kwame", userType: "seller" });
    const listing = await createSaleListing(seller.id);
    const buyer = await createUser({ email: "ama7@example.test", firstName: "Ama" });
    const opened = await openConversation(buyer.id, { kind: "sale", id: listing.id });
    if (!opened.ok) throw new Error(opened.error);
    await sendMessage(buyer.id, opened.id, "Hello");
    const sellerCookie = `${await countryCookie("GH")}; ${await sessionCookie("vendeur7@example.test")}`;
    const rendersBefore = renders;
    expect((await get(`/en/messages/${opened.id}`, sellerCookie)).status).toBe(200);
    await get(`/en/messages/${opened.id}`, sellerCookie);
    expect(renders - rendersBefore).toBe(1);
    presence.streamOpened(buyer.id);
    try {
      await get(`/en/messages/${opened.id}`, sellerCookie);
      expect(renders - rendersBefore).toBe(2);
    } finally {
      presence.streamClosed(buyer.id);
    }
  });

  it("never serves a banned member's kept page", async () => {
    await createUser({ email: "awa4@example.test", firstName: "Awanda" });
    const cookie = `${await countryCookie("SN")}; ${await sessionCookie("awa4@example.test")}`;
    expect((await get("/profile", cookie)).status).toBe(200);
    await banUser(await idOf("awa4@example.test"), "Fraude");
    const after = await get("/profile", cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/auth/);
  });

  it("does not keep a page that shows a one-time toast", async () => {
    await createUser({ email: "awa5@example.test", firstName: "Awanda" });
    const cookie = `${await countryCookie("SN")}; ${await sessionCookie("awa5@example.test")}`;
    const rendersBefore = renders;
    await get("/dashboard", `${cookie}; aa_flash=x`);
    await get("/dashboard", `${cookie}; aa_flash=x`);
    expect(renders - rendersBefore).toBe(0);
  });

  it("serves the kept data of a navigation that does not read the toast a browser holds, and shows the toast once on the page that does", async () => {
    await createUser({ email: "awa7@example.test", firstName: "Awanda" });
    const member = `${await countryCookie("SN")}; ${await sessionCookie("awa7@example.test")}`;
    // A toast the browser holds until a page reads it: a refused form's.
    const refused = await post("/economiseur-donnees", new URLSearchParams({ economie: "peut-être", redirectTo: "/favorites" }));
    const toast = refused.headers
      .getSetCookie()
      .find((set) => set.startsWith("aa_flash="))
      ?.split(";")[0];
    expect(toast).toBeDefined();
    const data = `/favorites.data?_routes=${encodeURIComponent("routes/layouts/signed-in,routes/favorites")}`;
    const rendersBefore = renders;
    const kept = await (await get(data, member)).text();
    for (const cookie of [`${member}; ${toast}`, `${toast}; ${member}`]) {
      const answer = await get(data, cookie);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(kept);
      // Nothing deleted: the toast waits for the page that shows it.
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect(renders - rendersBefore).toBe(1);
    expect(kept).toContain("Vous n'avez pas encore de favoris.");
    expect(kept).not.toContain("Choisissez d'activer");

    // The page that reads the root's data shows it, deletes its cookie, and is not kept.
    const shown = await get("/favorites", `${member}; ${toast}`);
    expect(await shown.text()).toContain("Choisissez d&#x27;activer");
    expect(shown.headers.getSetCookie().some((set) => set.startsWith("aa_flash=") && /expires=thu, 01 jan 1970/i.test(set))).toBe(true);
    const rootData = await get(`/favorites.data?_routes=${encodeURIComponent("root,routes/layouts/signed-in,routes/favorites")}`, `${member}; ${toast}`);
    expect(await rootData.text()).toContain("Choisissez d'activer");
    expect(renders - rendersBefore).toBe(1);
    // Once shown, never again.
    expect(await (await get("/favorites", member)).text()).not.toContain("Choisissez d&#x27;activer");
  });
});
