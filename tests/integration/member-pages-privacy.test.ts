import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { createNotification } from "../../app/features/notifications/notifications.server.ts";
import { db } from "../../app/server/db.server.ts";
import { pageCache } from "../../server/page-cache.ts";
import { memberOf, sharedRequest } from "../../server/shared-render.ts";
import { toWebRequest } from "../../server/web-request.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, post, serverBuild } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/**
 * The production path in front of the app: the shared-page cache, then the page rendered for
 * this request alone. Whatever one person's request leaves in memory (a kept page, a kept
 * session) must never reach another's. A member sees a shared page with their own bits from
 * `/moi` (ADR 0035): what they see is the page and those bits together.
 */
let server: ReturnType<express.Express["listen"]>;
let base = "";
beforeAll(async () => {
  const app = express();
  const routeIds = new Set(Object.keys((await serverBuild()).routes));
  app.use(
    pageCache({
      ttlMs: 60_000,
      memberOf,
      isRouteId: (id) => routeIds.has(id),
      render: (req, _res, audience, _saver, search) => handle(sharedRequest(req, search), audience),
    }),
  );
  app.use(async (req, res) => {
    const response = await handle(toWebRequest(req));
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    res.send(Buffer.from(await response.arrayBuffer()));
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

interface Person {
  name: string;
  cookie?: string;
  favorite?: string;
  unread: number;
}

/** The listings whose heart is shown pressed on a page (the form then sends favorite=0). */
function pressedHearts(html: string): string[] {
  const hearts = html.matchAll(/name="listingId" value="([^"]+)"\/><input type="hidden" name="favorite" value="([01])"/g);
  return [...new Set([...hearts].filter(([, , next]) => next === "0").map(([, id]) => id))];
}

function bellCount(html: string): number {
  return Number(html.match(/data-testid="unread-count"[^>]*>(\d+)</)?.[1] ?? 0);
}

describe("pages loaded at once by two members and a visitor", () => {
  it("each carries only its own person's name, hearts and counts", async () => {
    const seller = await createUser({ email: "vendeur@example.test", firstName: "Moussa", lastName: "Traore", userType: "seller" });
    const forAwa = await createSaleListing(seller.id, { country: "CI" });
    const forKofi = await createSaleListing(seller.id, { country: "CI" });
    await createUser({ email: "awa@example.test", firstName: "Awanda", lastName: "Diallo", country: "CI" });
    await createUser({ email: "kofi@example.test", firstName: "Kofiga", lastName: "Mensah", country: "CI" });
    const awaCookie = await sessionCookie("awa@example.test");
    const kofiCookie = await sessionCookie("kofi@example.test");
    const ids = await db().query.profiles.findMany({ columns: { id: true, email: true } });
    const idOf = (email: string) => ids.find((p) => p.email === email)!.id;
    await addFavorite(idOf("awa@example.test"), { kind: "sale", id: forAwa.id });
    await addFavorite(idOf("kofi@example.test"), { kind: "sale", id: forKofi.id });
    for (let i = 0; i < 2; i++) await createNotification(db(), idOf("awa@example.test"), { title: "Pour Awanda", message: "Bonjour" });
    for (let i = 0; i < 5; i++) await createNotification(db(), idOf("kofi@example.test"), { title: "Pour Kofiga", message: "Bonjour" });

    const people: Person[] = [
      { name: "Awanda", cookie: `country=CI; ${awaCookie}`, favorite: forAwa.id, unread: 2 },
      { name: "Kofiga", cookie: `country=CI; ${kofiCookie}`, favorite: forKofi.id, unread: 5 },
      { name: "", cookie: "country=CI", unread: 0 },
    ];
    const pages = ["/", "/listings", `/listing/${forAwa.id}`, `/listing/${forKofi.id}`];
    const loads = Array.from({ length: 3 }, () => people.flatMap((person) => pages.map((path) => ({ person, path })))).flat();
    const answers = await Promise.all(
      loads.map(async ({ person, path }) => {
        const headers: Record<string, string> = person.cookie ? { cookie: person.cookie } : {};
        const [response, bits] = await Promise.all([fetch(base + path, { headers }), fetch(`${base}/moi`, { headers })]);
        return { person, path, status: response.status, html: await response.text(), bits: await bits.text() };
      }),
    );

    for (const { person, path, status, html, bits } of answers) {
      const where = `${person.name || "visitor"} on ${path}`;
      expect(status, where).toBe(200);
      for (const other of people) {
        if (other !== person && other.name) expect(html.includes(other.name) || bits.includes(other.name), where).toBe(false);
      }
      const own = JSON.parse(bits) as { shell: { user: { firstName: string }; notifications: { unread: number } }; favorites: string[] } | null;
      // Every member gets the one page members share: nobody's name, bell or hearts in it.
      expect(html.includes("Awanda") || html.includes("Kofiga"), where).toBe(false);
      expect(bellCount(html), where).toBe(0);
      expect(pressedHearts(html), where).toEqual([]);
      if (!person.name) {
        expect(own, where).toBeNull();
        continue;
      }
      expect(own?.shell.user.firstName, where).toBe(person.name);
      expect(own?.shell.notifications.unread, where).toBe(person.unread);
      // The detail page shows one listing's heart: pressed only on the person's own favourite.
      const shown = path.startsWith("/listing/") ? [path.slice("/listing/".length)] : [forAwa.id, forKofi.id];
      expect(
        shown.filter((id) => own?.favorites.includes(id)),
        where,
      ).toEqual(shown.filter((id) => id === person.favorite));
    }
  });

  it("gives the owner of a listing their own page of it, with its controls, as a document and as navigation data", async () => {
    const owner = await createUser({ email: "proprio@example.test", firstName: "Ousmane", lastName: "Sall", country: "CI" });
    const listing = await createSaleListing(owner.id, { country: "CI" });
    await createUser({ email: "voisin@example.test", firstName: "Fatou", lastName: "Ba", country: "CI" });
    const ownerCookie = `country=CI; ${await sessionCookie("proprio@example.test")}`;
    const otherCookie = `country=CI; ${await sessionCookie("voisin@example.test")}`;
    const path = `/listing/${listing.id}`;
    for (const suffix of ["", ".data"]) {
      const other = await (await fetch(base + path + suffix, { headers: { cookie: otherCookie } })).text();
      const own = await fetch(base + path + suffix, { headers: { cookie: ownerCookie } });
      const ownText = await own.text();
      const controls = suffix ? 'isOwner",true' : 'data-testid="listing-state"';
      expect(other, suffix).not.toContain(controls);
      expect(ownText, suffix).toContain(controls);
      expect(own.headers.get("x-page-owner")).toBe(owner.id);
    }
  });

  it("serves a member holding a toast the navigation data members share, with nobody's bits, and shows that toast to them alone", async () => {
    await createUser({ email: "toast-awa@example.test", firstName: "Awatoast", lastName: "Diallo", country: "CI" });
    await createUser({ email: "toast-kofi@example.test", firstName: "Kofitoast", lastName: "Mensah", country: "CI" });
    const refused = await post("/economiseur-donnees", new URLSearchParams({ economie: "peut-être", redirectTo: "/listings" }));
    const toast = refused.headers
      .getSetCookie()
      .find((set) => set.startsWith("aa_flash="))
      ?.split(";")[0];
    expect(toast).toBeDefined();
    const awa = `country=CI; ${await sessionCookie("toast-awa@example.test")}; ${toast}`;
    const kofi = `country=CI; ${await sessionCookie("toast-kofi@example.test")}`;
    const data = "/listings.data?_routes=routes%2Flistings";
    const people = [
      { name: "Awatoast", cookie: awa },
      { name: "Kofitoast", cookie: kofi },
      { name: "", cookie: `country=CI; ${toast}` },
    ];
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => people)
        .flat()
        .map(async (person) => {
          const response = await fetch(base + data, { headers: { cookie: person.cookie } });
          return { person, status: response.status, cookies: response.headers.getSetCookie(), text: await response.text() };
        }),
    );
    for (const { person, status, cookies, text } of answers) {
      const where = person.name || "visitor";
      expect(status, where).toBe(200);
      expect(text.includes("Awatoast") || text.includes("Kofitoast"), where).toBe(false);
      expect(text.includes("Choisissez d'activer"), where).toBe(false);
      expect(cookies, where).toEqual([]);
    }
    // The page after: the toast shows where it was given, nowhere else.
    const [awaPage, kofiPage] = await Promise.all([awa, kofi].map(async (cookie) => (await fetch(`${base}/listings`, { headers: { cookie } })).text()));
    expect(awaPage).toContain("Choisissez d&#x27;activer");
    expect(kofiPage).not.toContain("Choisissez d&#x27;activer");
    expect(kofiPage).not.toContain("Awatoast");
  });
});
