import { describe, expect, it } from "vitest";
import { isSiteLanguage, localizedPath, siteUrl } from "./site-url.ts";

describe("site URLs", () => {
  it("keeps French paths as they are and joins them to the origin", () => {
    expect(localizedPath("/listing/abc")).toBe("/listing/abc");
    expect(siteUrl("https://autoafrique.com/", "/listings?type=location")).toBe("https://autoafrique.com/listings?type=location");
    expect(siteUrl("https://autoafrique.com", "/")).toBe("https://autoafrique.com/");
  });

  it("knows French only, for now", () => {
    expect(isSiteLanguage("fr")).toBe(true);
    expect(isSiteLanguage("en")).toBe(false);
    expect(isSiteLanguage("__proto__")).toBe(false);
  });
});
