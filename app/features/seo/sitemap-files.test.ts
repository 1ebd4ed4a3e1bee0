import { describe, expect, it } from "vitest";
import { lastmodText, pagesFor, parseSitemapFileName, sitemapFileName, sitemapLanguagesOf, sitePagePaths, urlEntry, xmlEscape } from "./sitemap-files.ts";

describe("sitemap file names", () => {
  it("name a country's file by its code, language and page, and read back the same", () => {
    const file = { scope: "country", country: "SN", language: "fr", page: 3 } as const;
    expect(sitemapFileName(file)).toBe("sn-fr-3.xml");
    expect(parseSitemapFileName("sn-fr-3.xml")).toEqual(file);
    expect(parseSitemapFileName("site-fr-1.xml")).toEqual({ scope: "site", language: "fr", page: 1 });
  });

  it("have English files for the site pages and for Nigeria's and Ghana's listings only", () => {
    expect(parseSitemapFileName("site-en-1.xml")).toEqual({ scope: "site", language: "en", page: 1 });
    expect(parseSitemapFileName("ng-en-2.xml")).toEqual({ scope: "country", country: "NG", language: "en", page: 2 });
    expect(parseSitemapFileName("gh-en-1.xml")).toEqual({ scope: "country", country: "GH", language: "en", page: 1 });
    expect(parseSitemapFileName("ng-fr-1.xml")).toEqual({ scope: "country", country: "NG", language: "fr", page: 1 });
    expect(sitemapLanguagesOf("NG")).toEqual(["fr", "en"]);
    expect(sitemapLanguagesOf("GH")).toEqual(["fr", "en"]);
    expect(sitemapLanguagesOf("SN")).toEqual(["fr"]);
    expect(sitemapLanguagesOf("GW")).toEqual(["fr", "pt"]);
    expect(sitemapLanguagesOf("MA")).toEqual(["fr", "ar"]);
  });

  it("refuse a country, language or page we do not serve, and any other spelling", () => {
    for (const name of [
      "xx-fr-1.xml",
      "sn-en-1.xml",
      "ci-en-1.xml",
      "site-en-2.xml",
      "ng-de-1.xml",
      "sn-fr-0.xml",
      "sn-fr-01.xml",
      "sn-fr-1000000.xml",
      "SN-fr-1.xml",
      "sn-fr-1.xml.gz",
      "site-fr-2.xml",
      "sn-fr-.xml",
      "",
      undefined,
    ]) {
      expect(parseSitemapFileName(name)).toBeNull();
    }
  });
});

describe("sitemap text", () => {
  it("cuts a country's listings into files of at most the cap, none without listings", () => {
    expect([0, 1, 50_000, 50_001, 100_000].map((n) => pagesFor(n))).toEqual([0, 1, 1, 2, 2]);
    expect(pagesFor(5, 2)).toBe(3);
  });

  it("escapes the five XML characters and dates to the second in UTC", () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(lastmodText(new Date("2026-03-04T05:06:07.890+02:00"))).toBe("2026-03-04T03:06:07Z");
    expect(urlEntry("https://x/listings?type=location&country=Mali")).toBe("<url><loc>https://x/listings?type=location&amp;country=Mali</loc></url>\n");
  });

  it("lists the home and both browse tabs everywhere and in each of the twelve countries", () => {
    const paths = sitePagePaths();
    expect(paths.slice(0, 3)).toEqual(["/", "/listings", "/listings?type=location"]);
    expect(paths).toContain("/listings?country=Guin%C3%A9e-Bissau");
    expect(new Set(paths).size).toBe(27);
  });
});
