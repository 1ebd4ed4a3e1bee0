import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  defaultLanguageOf,
  isLanguage,
  isPagePath,
  languageOfPath,
  localeOf,
  localizedPath,
  pathWithoutLanguage,
  recipientLanguage,
} from "./language.ts";

describe("the site's languages", () => {
  it("are French, the default, English, Portuguese and Arabic", () => {
    expect(LANGUAGES).toEqual(["fr", "en", "pt", "ar"]);
    expect(isLanguage("pt")).toBe(true);
    expect(isLanguage("ar")).toBe(true);
    expect(DEFAULT_LANGUAGE).toBe("fr");
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("fr")).toBe(true);
    expect(isLanguage("de")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe("languageOfPath", () => {
  it("reads English from the /en prefix only", () => {
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/en/")).toBe("en");
    expect(languageOfPath("/en/listings")).toBe("en");
    expect(languageOfPath("/en.data")).toBe("en");
    expect(languageOfPath("/")).toBe("fr");
    expect(languageOfPath("/listings")).toBe("fr");
    expect(languageOfPath("/english")).toBe("fr");
    expect(languageOfPath("/enchères")).toBe("fr");
    expect(languageOfPath("/listings/en")).toBe("fr");
  });
});

describe("pathWithoutLanguage", () => {
  it("drops the /en prefix, and leaves French paths as they are", () => {
    expect(pathWithoutLanguage("/en/listings")).toBe("/listings");
    expect(pathWithoutLanguage("/en/listing/abc")).toBe("/listing/abc");
    expect(pathWithoutLanguage("/en")).toBe("/");
    expect(pathWithoutLanguage("/en/")).toBe("/");
    expect(pathWithoutLanguage("/en.data")).toBe("/_.data");
    expect(pathWithoutLanguage("/en/listings.data")).toBe("/listings.data");
    expect(pathWithoutLanguage("/listings")).toBe("/listings");
    expect(pathWithoutLanguage("/english")).toBe("/english");
    expect(pathWithoutLanguage("/")).toBe("/");
  });

  it("never leaves two slashes where the prefix was: a browser reads //other.site as another site", () => {
    expect(pathWithoutLanguage("/en//evil.example")).toBe("/evil.example");
    expect(pathWithoutLanguage("/en///evil.example/steal?x=1")).toBe("/evil.example/steal?x=1");
    expect(pathWithoutLanguage("/en/\\evil.example")).toBe("/evil.example");
    expect(pathWithoutLanguage("/en//\\evil.example")).toBe("/evil.example");
    expect(pathWithoutLanguage("/en/\t/evil.example")).toBe("/evil.example");
    expect(pathWithoutLanguage("/en/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
});

describe("localizedPath", () => {
  it("keeps French paths bare", () => {
    expect(localizedPath("/listings")).toBe("/listings");
    expect(localizedPath("/listings", "fr")).toBe("/listings");
    expect(localizedPath("/en/listings", "fr")).toBe("/listings");
    expect(localizedPath("/", "fr")).toBe("/");
  });

  it("prefixes English paths with /en, the home page included", () => {
    expect(localizedPath("/listings", "en")).toBe("/en/listings");
    expect(localizedPath("/listings?type=location", "en")).toBe("/en/listings?type=location");
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/?x=1", "en")).toBe("/en?x=1");
    expect(localizedPath("/#top", "en")).toBe("/en#top");
  });

  it("never gives a path that starts with two slashes, whatever it is given", () => {
    expect(localizedPath("/en//evil.example", "fr")).toBe("/evil.example");
    expect(localizedPath("/en//evil.example?x=1#y", "fr")).toBe("/evil.example?x=1#y");
    expect(localizedPath("/en/\\evil.example", "fr")).toBe("/evil.example");
    expect(localizedPath("//evil.example", "fr")).toBe("/evil.example");
    expect(localizedPath("/\\evil.example", "fr")).toBe("/evil.example");
    expect(localizedPath("//evil.example", "en")).toBe("/en/evil.example");
    expect(localizedPath("/en//evil.example", "en")).toBe("/en/evil.example");
  });

  it("never prefixes twice", () => {
    expect(localizedPath("/en/listings", "en")).toBe("/en/listings");
    expect(localizedPath("/en", "en")).toBe("/en");
  });
});

describe("defaultLanguageOf", () => {
  it("gives English to Nigeria and Ghana, French elsewhere and to nobody known", () => {
    expect(defaultLanguageOf("NG")).toBe("en");
    expect(defaultLanguageOf("GH")).toBe("en");
    expect(defaultLanguageOf("SN")).toBe("fr");
    expect(defaultLanguageOf("CI")).toBe("fr");
    expect(defaultLanguageOf(null)).toBe("fr");
    expect(defaultLanguageOf(undefined)).toBe("fr");
    expect(defaultLanguageOf("")).toBe("fr");
  });
});

describe("localeOf", () => {
  it("joins the language and the country", () => {
    expect(localeOf("fr", "SN")).toBe("fr-SN");
    expect(localeOf("fr", "CI")).toBe("fr-CI");
    expect(localeOf("en", "NG")).toBe("en-NG");
    expect(localeOf("en", "GH")).toBe("en-GH");
    expect(localeOf("en", "SN")).toBe("en-SN");
  });

  it("falls back to France or Britain without a country", () => {
    expect(localeOf("fr", null)).toBe("fr-FR");
    expect(localeOf("en", undefined)).toBe("en-GB");
    expect(localeOf("en", "not a code")).toBe("en-GB");
  });
});

describe("isPagePath", () => {
  it("takes the site's pages, in either language", () => {
    expect(isPagePath("/")).toBe(true);
    expect(isPagePath("/listings")).toBe(true);
    expect(isPagePath("/listing/abc")).toBe(true);
    expect(isPagePath("/en/listings")).toBe(true);
    expect(isPagePath("/messages?c=1")).toBe(true);
    expect(isPagePath("/notifications")).toBe(true);
  });

  it("leaves out resources, other origins and relative paths", () => {
    expect(isPagePath("/photos/a.webp")).toBe(false);
    expect(isPagePath("/notifications/push")).toBe(false);
    expect(isPagePath("/listings/nombre")).toBe(false);
    expect(isPagePath("/rental/abc/calendar")).toBe(false);
    expect(isPagePath("/sitemap.xml")).toBe(false);
    expect(isPagePath("/robots.txt")).toBe(false);
    expect(isPagePath("/sw.js")).toBe(false);
    expect(isPagePath("/manifest.webmanifest")).toBe(false);
    expect(isPagePath("/en/photos/a.webp")).toBe(false);
    expect(isPagePath("//evil.example/x")).toBe(false);
    expect(isPagePath("https://example.com/")).toBe(false);
    expect(isPagePath("listings")).toBe(false);
  });
});

describe("recipientLanguage", () => {
  it("writes to a member in the language they chose", () => {
    expect(recipientLanguage({ language: "en", country: "SN" })).toBe("en");
    expect(recipientLanguage({ language: "fr", country: "NG" })).toBe("fr");
  });

  it("else in their country's", () => {
    expect(recipientLanguage({ language: null, country: "NG" })).toBe("en");
    expect(recipientLanguage({ language: "de", country: "GH" })).toBe("en");
    expect(recipientLanguage({ country: "CI" })).toBe("fr");
    expect(recipientLanguage({})).toBe("fr");
  });
});
