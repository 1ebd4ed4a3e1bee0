import { describe, expect, it } from "vitest";
import { type PageRequest, keyOfPage, keyedPath, readsToast, sharedPage } from "./shared-page-key.ts";

const ID = "0091cc55-cd5b-4269-bf11-ba5e19d15282";
const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  method: "GET",
  path: "/listings",
  search: "",
  cookie: undefined,
  userAgent: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  ...overrides,
});
const keyOf = (overrides: Partial<PageRequest> = {}) => sharedPage(request(overrides))?.key ?? null;

describe("sharedPage", () => {
  it("shares the home page, the listings and a listing's page, documents and navigation data", () => {
    for (const path of ["/", "/listings", `/listing/${ID}`, `/rental/${ID}`, "/_.data", "/listings.data", `/listing/${ID}.data`]) {
      expect(keyOf({ path }), path).not.toBeNull();
    }
  });

  it("never shares another page, a malformed id or another method", () => {
    for (const path of ["/favorites", "/messages", "/profile", "/auth", "/moi", "/listing/42", `/listing/${ID}/x`, "/listings/", "/sell"]) {
      expect(keyOf({ path }), path).toBeNull();
      expect(keyOf({ path, cookie: "country=SN; aa.session_token=abc" }), path).toBeNull();
    }
    for (const method of ["POST", "HEAD", "PUT", "DELETE"]) expect(keyOf({ method }), method).toBeNull();
  });

  it("keeps the page of a visitor with a toast or any unknown cookie to themselves", () => {
    expect(keyOf({ cookie: "better-auth.session_token=abc" })).toBeNull();
    expect(keyOf({ cookie: "toast=xyz" })).toBeNull();
    expect(keyOf({ cookie: "country=SN; aa.session_token=abc; toast=xyz" })).toBeNull();
    expect(keyOf({ cookie: "country=SN; aa.session_token=abc; aa_flash=xyz" })).toBeNull();
    expect(keyOf({ cookie: "aa_flash=xyz" })).toBeNull();
    expect(keyOf({ path: "/listings.data", search: "?_routes=root%2Croutes%2Flistings", cookie: "country=SN; aa.session_token=abc; aa_flash=xyz" })).toBeNull();
    expect(keyOf({ path: "/listings.data", cookie: "country=SN; aa.session_token=abc; aa_flash=xyz" })).toBeNull();
  });

  it("shares a navigation's data that does not ask for the root's, whose answer a toast held does not change", () => {
    const search = "?_routes=routes%2Flistings";
    for (const cookie of ["country=SN; aa.session_token=abc", "", "country=SN"]) {
      const key = keyOf({ path: "/listings.data", search, cookie: `${cookie}; aa_flash=xyz` });
      expect(key, cookie).not.toBeNull();
      expect(key, cookie).toBe(keyOf({ path: "/listings.data", search, cookie }));
    }
  });

  it("gives members with a country their own shared copy, and a member without a chosen country their own page", () => {
    expect(sharedPage(request({ cookie: "country=SN; aa.session_token=abc" }))).toMatchObject({ audience: "member", country: "SN" });
    expect(sharedPage(request({ cookie: "__Secure-aa.session_token=abc; country=SN" }))).toMatchObject({ audience: "member" });
    // Two members share one copy: the key holds nothing of the session, nor of their own pages' revision.
    expect(keyOf({ cookie: "country=SN; aa.session_token=abc; aa_rev=r1" })).toBe(keyOf({ cookie: "country=SN; aa.session_token=xyz" }));
    expect(keyOf({ cookie: "country=SN; aa.session_token=abc" })).toBe(keyOf({ cookie: "country=SN; aa.session_token=xyz" }));
    expect(keyOf({ cookie: "country=SN; aa.session_token=abc" })).not.toBe(keyOf({ cookie: "country=SN" }));
    expect(keyOf({ cookie: "aa.session_token=abc" })).toBeNull();
  });

  it("ignores the browser's view-counting id", () => {
    expect(keyOf({ cookie: "country=SN; aa_visiteur=v1" })).toBe(keyOf({ cookie: "country=SN" }));
  });

  it("tells pages apart by country, query and crawler", () => {
    const keys = new Set([
      keyOf(),
      keyOf({ cookie: "country=SN" }),
      keyOf({ cookie: "country=CI" }),
      keyOf({ search: "?search=toyota" }),
      keyOf({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ]);
    expect(keys.size).toBe(5);
    expect(keyOf({ cookie: "country=SN" })).toBe(keyOf({ cookie: " country=SN " }));
  });

  it("keys on the data saver: the device's choice, else Save-Data; a member's account choice first", () => {
    const on = keyOf({ cookie: "country=SN; aa_economie=oui" });
    const off = keyOf({ cookie: "country=SN; aa_economie=non" });
    const auto = keyOf({ cookie: "country=SN" });
    expect(new Set([on, off, auto]).size).toBe(3);
    expect(keyOf({ cookie: "country=SN", saveData: "on" })).toBe(on);
    expect(keyOf({ cookie: "country=SN; aa_economie=non", saveData: "on" })).toBe(off);
    expect(keyOf({ cookie: "country=SN; aa_economie=n'importe", saveData: "on" })).toBe(on);
    expect(sharedPage(request({ cookie: "country=SN", saveData: "on" }))?.dataSaver).toBe("on");
    // A member's account decides over the device; a visitor has no account to ask.
    const member = "country=SN; aa.session_token=abc; aa_economie=oui";
    expect(sharedPage(request({ cookie: member }), false)?.dataSaver).toBe("off");
    expect(sharedPage(request({ cookie: member }), false)?.key).not.toBe(sharedPage(request({ cookie: member }))?.key);
    expect(sharedPage(request({ cookie: "country=SN; aa_economie=oui" }), false)?.dataSaver).toBe("on");
  });

  it("shares the English pages under /en, named English in the key, apart from the French ones", () => {
    for (const path of ["/en", "/en/", "/en/listings", `/en/listing/${ID}`, `/en/rental/${ID}`, "/en.data", "/en/listings.data", `/en/listing/${ID}.data`]) {
      expect(sharedPage(request({ path })), path).toMatchObject({ language: "en" });
    }
    for (const path of ["/", "/listings", "/_.data", `/listing/${ID}.data`]) expect(sharedPage(request({ path })), path).toMatchObject({ language: "fr" });
    for (const path of ["/en/favorites", "/en/_.data", "/en/listings/", "/en/en/listings", "/enlistings", "/fr/listings", `/en/listing/42`]) {
      expect(keyOf({ path }), path).toBeNull();
    }
    expect(keyOf({ path: "/en/listings", cookie: "country=GH" })).toBe("browser visitor GH en auto /en/listings");
    expect(keyOf({ path: "/en/listings" })).not.toBe(keyOf({ path: "/listings" }));
  });

  it("ignores the chosen language's cookie: a page's language is its URL's", () => {
    expect(keyOf({ cookie: "country=NG; aa_lang=en" })).toBe(keyOf({ cookie: "country=NG" }));
    expect(keyOf({ path: "/en/listings", cookie: "country=SN; aa_lang=fr" })).toBe(keyOf({ path: "/en/listings", cookie: "country=SN" }));
  });
});

describe("keyOfPage", () => {
  const key = (path: string, search = "") => sharedPage(request({ path, search, cookie: "country=SN" }))?.key ?? "";

  it("finds a listing's document and data in both languages, from either language's path", () => {
    const keys = [key(`/listing/${ID}`), key(`/listing/${ID}.data`), key(`/en/listing/${ID}`), key(`/en/listing/${ID}.data`, "?tab=contact")];
    for (const path of [`/listing/${ID}`, `/en/listing/${ID}`]) {
      for (const k of keys) expect(keyOfPage(k, path), `${k} ${path}`).toBe(true);
    }
    expect(keyOfPage(key(`/rental/${ID}`), `/listing/${ID}`)).toBe(false);
  });

  it("finds the browse pages whatever their query, and the home's English page with a query", () => {
    for (const k of [key("/listings", "?type=location"), key("/en/listings", "?type=location"), key("/en/listings.data")])
      expect(keyOfPage(k, "/listings"), k).toBe(true);
    expect(keyOfPage(key("/en", "?vitrine=location"), "/")).toBe(true);
    expect(keyOfPage(key("/en/listings"), "/")).toBe(false);
  });

  it("reads a key's path without its query or language", () => {
    expect(keyedPath("browser visitor SN en auto /en/listings?type=location")).toBe("/listings");
    expect(keyedPath("browser visitor SN en auto /en.data")).toBe("/_.data");
    expect(keyedPath("browser visitor SN fr auto /listing/x.data?a=b")).toBe("/listing/x.data");
  });
});

describe("readsToast", () => {
  it("is a document, or the data of a navigation that asks for the root's (every route's without `_routes`)", () => {
    expect(readsToast("/favorites", "")).toBe(true);
    expect(readsToast("/favorites", "?_routes=routes%2Ffavorites")).toBe(true);
    expect(readsToast("/favorites.data", "")).toBe(true);
    expect(readsToast("/favorites.data", "?_routes=")).toBe(true);
    expect(readsToast("/favorites.data", "?_routes=root%2Croutes%2Ffavorites")).toBe(true);
    expect(readsToast("/favorites.data", "?_routes=routes%2Ffavorites")).toBe(false);
    expect(readsToast("/_.data", "?_routes=routes%2Fhome")).toBe(false);
    expect(readsToast("/favorites.data", "?_routes=rooted")).toBe(false);
  });
});
