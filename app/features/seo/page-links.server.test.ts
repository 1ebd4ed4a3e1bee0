import { describe, expect, it } from "vitest";
import { ownPathLinks, pageLinks } from "./page-links.server.ts";

// APP_URL of the tests (vitest.config.ts).
const ORIGIN = "http://localhost:3000";

describe("a page's head links (ADR 0049)", () => {
  it("start with the canonical, the page's own version, never the other language's", () => {
    expect(pageLinks("/listings?type=location", "en")[0]).toEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/en/listings?type=location` });
    expect(pageLinks("/en/listings", "fr")[0]).toEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/listings` });
  });

  it("then name every version: eleven French hreflangs, three English, two Portuguese and two Arabic ones with x-default", () => {
    const links = pageLinks("/en/listings", "en");
    expect(links).toHaveLength(1 + 11 + 3 + 2 + 2 + 1);
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "pt-GW", href: `${ORIGIN}/pt/listings` });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "ar-MA", href: `${ORIGIN}/ar/listings` });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "fr-SN", href: `${ORIGIN}/listings` });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: `${ORIGIN}/en/listings` });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/listings` });
  });

  it("of a page whose one address is its path leave its query out", () => {
    const links = ownPathLinks(new Request(`${ORIGIN}/en/profile/abc?tab=avis&utm_source=whatsapp`));
    expect(links[0]?.href).toBe(`${ORIGIN}/en/profile/abc`);
    expect(links.find((link) => link.hrefLang === "fr-CI")?.href).toBe(`${ORIGIN}/profile/abc`);
  });
});
