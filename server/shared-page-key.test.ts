import { describe, expect, it } from "vitest";
import { type PageRequest, sharedPageKey } from "./shared-page-key.ts";

const ID = "0091cc55-cd5b-4269-bf11-ba5e19d15282";
const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  method: "GET",
  path: "/listings",
  search: "",
  cookie: undefined,
  userAgent: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  ...overrides,
});

describe("sharedPageKey", () => {
  it("shares the home page, the listings and a listing's page, documents and navigation data", () => {
    for (const path of ["/", "/listings", `/listing/${ID}`, `/rental/${ID}`, "/_root.data", "/listings.data", `/listing/${ID}.data`]) {
      expect(sharedPageKey(request({ path })), path).not.toBeNull();
    }
  });

  it("never shares another page, a malformed id or another method", () => {
    for (const path of ["/favorites", "/messages", "/profile", "/auth", "/listing/42", `/listing/${ID}/x`, "/listings/", "/sell"]) {
      expect(sharedPageKey(request({ path })), path).toBeNull();
    }
    for (const method of ["POST", "HEAD", "PUT", "DELETE"]) expect(sharedPageKey(request({ method })), method).toBeNull();
  });

  it("keeps the page of a visitor with a session, a toast or any unknown cookie to themselves", () => {
    expect(sharedPageKey(request({ cookie: "better-auth.session_token=abc" }))).toBeNull();
    expect(sharedPageKey(request({ cookie: "country=SN; __Secure-better-auth.session_token=abc" }))).toBeNull();
    expect(sharedPageKey(request({ cookie: "toast=xyz" }))).toBeNull();
  });

  it("tells pages apart by country, query and crawler", () => {
    const keys = new Set([
      sharedPageKey(request()),
      sharedPageKey(request({ cookie: "country=SN" })),
      sharedPageKey(request({ cookie: "country=CI" })),
      sharedPageKey(request({ search: "?search=toyota" })),
      sharedPageKey(request({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })),
    ]);
    expect(keys.size).toBe(5);
    expect(sharedPageKey(request({ cookie: "country=SN" }))).toBe(sharedPageKey(request({ cookie: " country=SN " })));
  });
});
