import { describe, expect, it } from "vitest";
import type { PageRequest } from "./shared-page-key.ts";
import { ownPageVariant } from "./own-page-key.ts";

const ID = "0091cc55-cd5b-4269-bf11-ba5e19d15282";
const SESSION = "country=SN; aa.session_token=abc";
const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  method: "GET",
  path: "/favorites",
  search: "",
  cookie: SESSION,
  userAgent: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  ...overrides,
});
const variant = (overrides: Partial<PageRequest> = {}) => ownPageVariant(request(overrides));

describe("ownPageVariant", () => {
  it("keeps a member's own pages, as documents and as navigation data", () => {
    for (const path of [
      "/favorites",
      "/messages",
      `/messages/${ID}`,
      "/bookings",
      "/dashboard",
      "/profile",
      "/moi",
      "/favorites.data",
      `/messages/${ID}.data`,
    ]) {
      expect(variant({ path }), path).not.toBeNull();
    }
  });

  it("keeps no other page, no malformed id and no other method", () => {
    for (const path of ["/", "/listings", "/auth", "/profile/edit", "/profile/donnees", "/messages/42", `/messages/${ID}/x`, "/admin", "/favorites/"]) {
      expect(variant({ path }), path).toBeNull();
    }
    for (const method of ["POST", "HEAD", "PUT", "DELETE"]) expect(variant({ method }), method).toBeNull();
  });

  it("never keeps a page that shows a one-time toast", () => {
    expect(variant({ cookie: `${SESSION}; aa_flash=xyz` })).toBeNull();
    // The data of a navigation that asks for the root's (which reads the toast), or for every route's.
    for (const search of ["", "?_routes=", "?_routes=root", "?_routes=routes%2Flayouts%2Fsigned-in%2Croot%2Croutes%2Ffavorites"]) {
      expect(variant({ path: "/favorites.data", search, cookie: `${SESSION}; aa_flash=xyz` }), search).toBeNull();
    }
  });

  it("keeps a navigation's data that does not ask for the root's, the toast's cookie left out of the key", () => {
    const search = "?_routes=routes%2Flayouts%2Fsigned-in%2Croutes%2Ffavorites";
    const withToast = variant({ path: "/favorites.data", search, cookie: `aa_flash=xyz; ${SESSION}` });
    expect(withToast).not.toBeNull();
    expect(withToast).toBe(variant({ path: "/favorites.data", search }));
    expect(withToast).not.toContain("aa_flash");
    // The member's bits (a resource route: no root) neither.
    for (const path of ["/moi", "/en/moi", "/moi.data"]) expect(variant({ path, cookie: `${SESSION}; aa_flash=xyz` }), path).toBe(variant({ path }));
    // Still one member's: another session, another key.
    expect(withToast).not.toBe(variant({ path: "/favorites.data", search, cookie: "country=SN; aa.session_token=xyz; aa_flash=xyz" }));
  });

  it("tells apart every cookie, the query, and a crawler from a browser, whatever the cookies' order", () => {
    expect(variant({ cookie: "aa.session_token=abc; country=SN" })).toBe(variant());
    expect(variant({ cookie: `${SESSION}; aa_rev=r2` })).not.toBe(variant({ cookie: `${SESSION}; aa_rev=r1` }));
    expect(variant({ cookie: "country=CI; aa.session_token=abc" })).not.toBe(variant());
    expect(variant({ cookie: "country=SN; aa.session_token=xyz" })).not.toBe(variant());
    expect(variant({ search: "?onglet=recues" })).not.toBe(variant());
    expect(variant({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).not.toBe(variant());
  });

  it("tells apart the data saver: its cookie and the browser's Save-Data", () => {
    expect(variant({ cookie: `${SESSION}; aa_economie=oui` })).not.toBe(variant());
    expect(variant({ saveData: "on" })).not.toBe(variant());
    expect(variant({ saveData: "off" })).toBe(variant());
  });

  it("keeps the English copies under /en as well, apart from the French ones", () => {
    for (const path of ["/en/favorites", `/en/messages/${ID}`, "/en/moi", "/en/profile.data", `/en/messages/${ID}.data`]) {
      expect(variant({ path }), path).not.toBeNull();
    }
    for (const path of ["/en", "/en/listings", "/en/favorites/", "/en/en/favorites", "/enfavorites"]) expect(variant({ path }), path).toBeNull();
    expect(variant({ path: "/en/favorites" })).not.toBe(variant({ path: "/favorites" }));
  });
});
