import { describe, expect, it } from "vitest";
import { type DocumentRequest, browserLanguage, languageRedirect, languageToKeep, preferredLanguage } from "./language-redirect.ts";

const BROWSER = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** React Router's `country` cookie as the country switch writes it: "NG" as JSON, base64, percent-encoded. */
const NIGERIA = "country=Ik5HIg%3D%3D";
const IVORY_COAST = "country=IkNJIg%3D%3D";

function request(path: string, cookie: string | undefined, more: Partial<DocumentRequest> = {}): DocumentRequest {
  const [pathname = path, query] = path.split("?");
  return {
    method: "GET",
    path: pathname,
    search: query === undefined ? "" : `?${query}`,
    cookie,
    userAgent: BROWSER,
    fetchDest: "document",
    accept: "text/html,application/xhtml+xml",
    ...more,
  };
}

describe("languageRedirect", () => {
  it("sends a person who chose English to the page's /en copy, query string kept", () => {
    expect(languageRedirect(request("/listings?type=location&page=2", "aa_lang=en"))).toBe("/en/listings?type=location&page=2");
    expect(languageRedirect(request("/", "aa_lang=en"))).toBe("/en");
    expect(languageRedirect(request("/?q=toyota", "aa_lang=en"))).toBe("/en?q=toyota");
    expect(languageRedirect(request("/listing/5b0c3c9e-4a35-4e8f-9d53-0c6a3a7e2f11", "x=1; aa_lang=en"))).toBe(
      "/en/listing/5b0c3c9e-4a35-4e8f-9d53-0c6a3a7e2f11",
    );
  });

  it("leaves French choosers and visitors without a cookie on the French page", () => {
    expect(languageRedirect(request("/listings", "aa_lang=fr"))).toBeNull();
    expect(languageRedirect(request("/listings", undefined))).toBeNull();
    expect(languageRedirect(request("/listings", "aa_lang=de"))).toBeNull();
  });

  it("follows the country's default when nobody chose: Nigeria and Ghana read English", () => {
    expect(languageRedirect(request("/listings", NIGERIA))).toBe("/en/listings");
    expect(languageRedirect(request("/listings", "country=IkdIIg%3D%3D"))).toBe("/en/listings");
    expect(languageRedirect(request("/listings", "country=GH"))).toBe("/en/listings");
    expect(languageRedirect(request("/listings", IVORY_COAST))).toBeNull();
    expect(languageRedirect(request("/listings", "country=%%%"))).toBeNull();
  });

  it("sends Guinée-Bissau to Portuguese, and any other language chosen to its prefix", () => {
    expect(languageRedirect(request("/listings", "country=GW"))).toBe("/pt/listings");
    expect(languageRedirect(request("/", "aa_lang=ar"))).toBe("/ar");
    expect(languageRedirect(request("/listing/5b0c3c9e-4a35-4e8f-9d53-0c6a3a7e2f11", "aa_lang=pt"))).toBe("/pt/listing/5b0c3c9e-4a35-4e8f-9d53-0c6a3a7e2f11");
    expect(languageRedirect(request("/pt/listings", "aa_lang=fr"))).toBeNull();
    expect(languageRedirect(request("/ar", "country=GW"))).toBeNull();
  });

  it("answers a first visit, nothing chosen, in the language the browser ranks first, unless it accepts French", () => {
    const english = { acceptLanguage: "en-NG,en;q=0.9" };
    expect(languageRedirect(request("/listings", undefined, english))).toBe("/en/listings");
    expect(languageToKeep(request("/listings", undefined, english))).toBe("en");
    expect(languageRedirect(request("/", undefined, { acceptLanguage: "pt-PT,pt;q=0.9,en;q=0.5" }))).toBe("/pt");
    expect(languageRedirect(request("/", undefined, { acceptLanguage: "ar-MA" }))).toBe("/ar");
    // French accepted anywhere: a phone set in English by its maker, read in French.
    expect(languageRedirect(request("/listings", undefined, { acceptLanguage: "en-US,en;q=0.9,fr;q=0.8" }))).toBeNull();
    expect(languageRedirect(request("/listings", undefined, { acceptLanguage: "de-DE,de;q=0.9" }))).toBeNull();
    // The choice, then the country, come first; a crawler is never moved.
    expect(languageRedirect(request("/listings", "aa_lang=fr", english))).toBeNull();
    expect(languageToKeep(request("/listings", "aa_lang=fr", english))).toBeNull();
    expect(languageRedirect(request("/listings", "country=GW", english))).toBe("/pt/listings");
    expect(languageToKeep(request("/listings", "country=GW", english))).toBeNull();
    expect(languageRedirect(request("/listings", undefined, { ...english, userAgent: GOOGLEBOT }))).toBeNull();
  });

  it("reads Accept-Language's weights, variants and nonsense", () => {
    expect(browserLanguage("fr;q=0.2, en;q=0.9")).toBe("fr");
    expect(browserLanguage("de, en;q=0.5, pt;q=0.7")).toBe("pt");
    expect(browserLanguage("EN-gb")).toBe("en");
    expect(browserLanguage("en;q=0, ar;q=abc, *")).toBeNull();
    expect(browserLanguage(undefined)).toBeNull();
    expect(browserLanguage("x".repeat(10_000))).toBeNull();
  });

  it("puts the choice over the country", () => {
    expect(languageRedirect(request("/listings", `${NIGERIA}; aa_lang=fr`))).toBeNull();
    expect(languageRedirect(request("/listings", `${IVORY_COAST}; aa_lang=en`))).toBe("/en/listings");
  });

  it("never moves an English page: a shared link shows what it says", () => {
    expect(languageRedirect(request("/en/listings", "aa_lang=fr"))).toBeNull();
    expect(languageRedirect(request("/en", "aa_lang=en"))).toBeNull();
    expect(languageRedirect(request("/en/listings", NIGERIA))).toBeNull();
  });

  it("leaves crawlers on the French page", () => {
    expect(languageRedirect(request("/listings", "aa_lang=en", { userAgent: GOOGLEBOT }))).toBeNull();
    expect(languageRedirect(request("/", NIGERIA, { userAgent: GOOGLEBOT }))).toBeNull();
  });

  it("leaves a client-side navigation's data and a script's fetch alone", () => {
    expect(languageRedirect(request("/listings.data", "aa_lang=en"))).toBeNull();
    expect(languageRedirect(request("/_.data", "aa_lang=en"))).toBeNull();
    expect(languageRedirect(request("/moi", "aa_lang=en", { fetchDest: "empty", accept: "*/*" }))).toBeNull();
    expect(languageRedirect(request("/__manifest", "aa_lang=en"))).toBeNull();
    // Without Sec-Fetch-Dest (older browsers), a page is what asks for HTML.
    expect(languageRedirect(request("/listings", "aa_lang=en", { fetchDest: undefined }))).toBe("/en/listings");
    expect(languageRedirect(request("/listings", "aa_lang=en", { fetchDest: undefined, accept: "*/*" }))).toBeNull();
  });

  it("leaves forms and other methods alone", () => {
    expect(languageRedirect(request("/listings", "aa_lang=en", { method: "POST" }))).toBeNull();
    expect(languageRedirect(request("/listings", "aa_lang=en", { method: "HEAD" }))).toBe("/en/listings");
  });

  it("leaves resources alone: one URL for every language", () => {
    for (const path of [
      "/sitemap.xml",
      "/robots.txt",
      "/photos/listing/1",
      "/manifest.webmanifest",
      "/favicon.svg",
      "/assets/app.js",
      "/vues",
      "/webhooks/stripe",
      "/listings/nombre",
    ]) {
      expect(languageRedirect(request(path, "aa_lang=en")), path).toBeNull();
    }
  });
});

describe("preferredLanguage", () => {
  it("reads the choice, then the country, then French", () => {
    expect(preferredLanguage("aa_lang=en")).toBe("en");
    expect(preferredLanguage(`${NIGERIA}; aa_lang=fr`)).toBe("fr");
    expect(preferredLanguage(NIGERIA)).toBe("en");
    expect(preferredLanguage(undefined)).toBe("fr");
  });
});
