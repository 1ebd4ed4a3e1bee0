import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, post } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/**
 * 'Économiseur de données' (ADR 0046): with it on, a page's HTML makes the browser fetch no stored
 * photo — each is a placeholder linking to its smallest width, shown once tapped — whoever turned
 * it on: the browser's Save-Data, the device's cookie, or the member's account.
 */

/** Every stored photo the HTML names in an <img> (src or srcset), <noscript> included. */
function photoImages(html: string): string[] {
  return [...html.matchAll(/<img [^>]*?(?:src|srcSet|srcset)="([^"]*\/uploads\/[^"]*)"/g)].map((m) => m[1] ?? "");
}
/** The placeholders' links: what a tap fetches before JavaScript. */
function tapLinks(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"[^>]*data-tap-photo=""/g)].map((m) => m[1] ?? "");
}

const page = (path: string, headers: Record<string, string> = {}) =>
  handle(new Request(`http://localhost:3000${path}`, { headers: { "x-client-ip": "10.46.0.1", ...headers } })).then((r) => r.text());

let saleId = "";
beforeAll(async () => {
  const seller = await createUser({ email: "vendeur-economie@example.test" });
  for (let i = 0; i < 4; i++) {
    const listing = await createSaleListing(seller.id, { country: "CI", images: [`listings/economie-${i}-a`, `listings/economie-${i}-b`] });
    saleId ||= listing?.id ?? "";
  }
  await createUser({ email: "acheteur-economie@example.test" });
});

describe("the data saver's pages", () => {
  it("Save-Data: on gives /listings placeholders and no photo, each linking to its smallest width", async () => {
    const html = await page("/listings", { "Save-Data": "on" });
    expect(photoImages(html)).toEqual([]);
    const links = tapLinks(html);
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toMatch(/\/uploads\/listings\/economie-\d-a-400\.webp$/);
    expect(html).toContain("Toucher pour voir la photo");
    expect(html).not.toMatch(/(?:src|srcSet|srcset|href)="[^"]*-(?:800|1600)\.webp/);
    expect(html).toMatch(/role="switch" aria-checked="true"/);
  });

  it("without Save-Data nor a choice, the photos are there as before", async () => {
    const html = await page("/listings");
    expect(photoImages(html).length).toBeGreaterThanOrEqual(4);
    expect(tapLinks(html)).toEqual([]);
    expect(html).toMatch(/role="switch" aria-checked="false"/);
  });

  it("the device's cookie overrides the header, both ways", async () => {
    const off = await page("/listings", { "Save-Data": "on", Cookie: "aa_economie=non" });
    expect(photoImages(off).length).toBeGreaterThanOrEqual(4);
    expect(tapLinks(off)).toEqual([]);
    const on = await page("/listings", { Cookie: "aa_economie=oui" });
    expect(photoImages(on)).toEqual([]);
    expect(tapLinks(on)).toHaveLength(4);
  });

  it("a listing's gallery waits for a tap too: no photo, no thumbnail, a link to the smallest width", async () => {
    const html = await page(`/listing/${saleId}`, { "Save-Data": "on" });
    expect(photoImages(html)).toEqual([]);
    expect(tapLinks(html)).toEqual([expect.stringMatching(/economie-0-a-400\.webp$/)]);
    expect(html).not.toMatch(/(?:src|srcSet|srcset|href)="[^"]*-(?:800|1600)\.webp/);
    const full = await page(`/listing/${saleId}`);
    expect(photoImages(full).length).toBeGreaterThan(0);
  });

  it("a page rendered for everyone of an audience follows the state the page cache names, not the request's header", async () => {
    const { dataSaverContext, nonceContext, sharedAudienceContext } = await import("../../app/server/context.ts");
    const { RouterContextProvider, createRequestHandler } = await import("react-router");
    const { serverBuild } = await import("../support/request-handler.ts");
    const render = createRequestHandler(await serverBuild(), "production");
    const context = new RouterContextProvider();
    context.set(nonceContext, "n");
    context.set(sharedAudienceContext, "visitor");
    context.set(dataSaverContext, "on");
    const html = await (await render(new Request("http://localhost:3000/listings", { headers: { Cookie: "country=CI" } }), context)).text();
    expect(photoImages(html)).toEqual([]);
    expect(tapLinks(html)).toHaveLength(4);
  });
});

describe("the switch", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("keeps a visitor's choice in a cookie and goes back to the page it was turned from", async () => {
    const response = await post("/economiseur-donnees", form({ economie: "oui", redirectTo: "/listings?type=location" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/listings?type=location");
    expect(response.headers.get("Set-Cookie")).toMatch(/^aa_economie=oui; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    const off = await post("/economiseur-donnees", form({ economie: "non", redirectTo: "/" }));
    expect(off.headers.get("Set-Cookie")).toMatch(/^aa_economie=non;/);
  });

  it("refuses another value in French, sets nothing, and never leaves the site", async () => {
    const response = await post("/economiseur-donnees", form({ economie: "peut-être", redirectTo: "https://ailleurs.example/x" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).not.toContain("aa_economie");
    expect(cookies).toContain("aa_flash");
  });

  it("keeps a member's choice on their account: it follows them over another device's cookie", async () => {
    const session = await sessionCookie("acheteur-economie@example.test");
    const response = await post("/economiseur-donnees", form({ economie: "oui", redirectTo: "/profile" }), { Cookie: session });
    expect(response.headers.get("Location")).toBe("/profile");
    const [row] = await db().select({ dataSaver: profiles.dataSaver }).from(profiles).where(eq(profiles.email, "acheteur-economie@example.test"));
    expect(row?.dataSaver).toBe(true);
    // Another device of theirs, which said "non" before they signed in there.
    const html = await page("/listings", { Cookie: `${session}; aa_economie=non` });
    expect(photoImages(html)).toEqual([]);
    expect(tapLinks(html)).toHaveLength(4);
    // Turned off on the account: Save-Data no longer decides for them.
    await post("/economiseur-donnees", form({ economie: "non", redirectTo: "/" }), { Cookie: session });
    const full = await page("/listings", { Cookie: session, "Save-Data": "on" });
    expect(photoImages(full).length).toBeGreaterThanOrEqual(4);
  });

  it("a GET goes home", async () => {
    const response = await handle(new Request("http://localhost:3000/economiseur-donnees"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
