import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { type DocumentRequest, languageRedirect } from "../../server/language-redirect.ts";
import { defaultLanguageOf } from "../lib/language.ts";
import { redirectsInPageLanguage } from "./language-redirects.server.ts";
import { localizedRedirect, safeRedirect } from "./page-url.server.ts";

/**
 * Every Location built from an address someone else wrote (a form's `redirectTo`, a link's query, the
 * request's own path), once put in a language: addresses a browser reads as another site must come
 * out as a page of ours. "/en//evil.example" once came out of the switch to French as "//evil.example".
 */

const SITE = "http://site.invalid";

const HOSTILE = [
  "/en//evil.example",
  "//evil.example",
  "/\\evil.example",
  "/en/\\evil.example",
  "/en/%2F%2Fevil.example",
  "/en//\\evil.example",
  "/%09/evil.example",
  "/en/%5C%5Cevil.example",
  "https://evil.example",
  "/en///evil.example",
  "/en\\/evil.example",
  "\t//evil.example",
  "/en/\t/evil.example",
  "/./en//evil.example",
  "/en/..//evil.example",
  "/en//evil.example/steal",
  "/en//evil.example?x=1#y",
  "javascript:alert(1)",
];

/** A path of our own origin, as a Location header carries it: one "/", then no "/" nor "\", printable ASCII only. */
function expectOwnPage(location: string | null, hostile: string) {
  expect(location, JSON.stringify(hostile)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(new URL(location ?? "", SITE).origin, JSON.stringify(hostile)).toBe(SITE);
}

/** The Location an English page's redirect leaves with, once the root middleware has put it in English. */
async function fromEnglishPage(location: string): Promise<string | null> {
  const request = new Request(`${SITE}/en/data-saver`, { method: "POST" });
  const response = await redirectsInPageLanguage({ request } as never, async () => redirect(location));
  return (response as Response).headers.get("Location");
}

const REDIRECT_TARGETS: Record<string, (redirectTo: string) => string | null | Promise<string | null>> = {
  "/langue, language=fr": (redirectTo) => localizedRedirect(redirectTo, "fr"),
  "/langue, language=en": (redirectTo) => localizedRedirect(redirectTo, "en"),
  "/country, a French reader (Senegal)": (redirectTo) => localizedRedirect(redirectTo, defaultLanguageOf("SN")),
  "/country, an English reader (Nigeria)": (redirectTo) => localizedRedirect(redirectTo, defaultLanguageOf("NG")),
};

describe.each(Object.entries(REDIRECT_TARGETS))("%s", (_, target) => {
  it.each(HOSTILE)("keeps redirectTo=%j on the site", async (hostile) => {
    expectOwnPage(await target(hostile), hostile);
  });
});

describe("a return address without a language of its own (data-saver, favorites, notifications, auth)", () => {
  it.each(HOSTILE)("keeps redirectTo=%j on the site, from a French page and from an English one", async (hostile) => {
    expectOwnPage(safeRedirect(hostile), hostile);
    expectOwnPage(await fromEnglishPage(safeRedirect(hostile)), hostile);
  });
});

describe("localizedRedirect", () => {
  it("puts our own pages in the language asked for, query and fragment kept", () => {
    expect(localizedRedirect("/en/listing/abc?photo=2#top", "fr")).toBe("/listing/abc?photo=2#top");
    expect(localizedRedirect("/listings?type=location", "en")).toBe("/en/listings?type=location");
    expect(localizedRedirect("/en", "fr")).toBe("/");
    expect(localizedRedirect("/", "en")).toBe("/en");
  });

  it("drops the /en prefix without leaving two slashes: the page stays ours, a 404 at worst", () => {
    expect(localizedRedirect("/en//evil.example/steal", "fr")).toBe("/evil.example/steal");
    expect(localizedRedirect("/en//evil.example", "en")).toBe("/en/evil.example");
  });

  it("leaves a resource at its one address", () => {
    expect(localizedRedirect("/photos/a.jpg", "en")).toBe("/photos/a.jpg");
  });

  it("gives the fallback in the language asked for to anything that leaves the site", () => {
    expect(localizedRedirect("/en/..//evil.example", "fr", "/favorites")).toBe("/favorites");
    expect(localizedRedirect("//evil.example", "en", "/favorites")).toBe("/en/favorites");
    expect(localizedRedirect(null, "en")).toBe("/en");
  });
});

/** A page the browser opens, by a person who chose English: the server's redirect to the page's /en copy. */
function englishReader(path: string): DocumentRequest {
  return { method: "GET", path, search: "", cookie: "aa_lang=en", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0", fetchDest: "document" };
}

describe("languageRedirect, fed a request path a browser would read as another site", () => {
  it.each([
    "//evil.example",
    "/%2F/evil.example",
    "/%2F%2Fevil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "///evil.example",
    "/.//evil.example",
    "/%5C%5Cevil.example",
  ])("keeps %j on the site", (path) => {
    const location = languageRedirect(englishReader(path));
    if (location !== null) expectOwnPage(location, path);
  });
});
