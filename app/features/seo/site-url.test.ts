import { describe, expect, it } from "vitest";
import { siteUrl } from "./site-url.ts";

describe("site URLs", () => {
  it("keeps French paths as they are and joins them to the origin", () => {
    expect(siteUrl("https://autoafrique.com/", "/listings?type=location")).toBe("https://autoafrique.com/listings?type=location");
    expect(siteUrl("https://autoafrique.com", "/")).toBe("https://autoafrique.com/");
    expect(siteUrl("https://autoafrique.com", "/listing/abc", "fr")).toBe("https://autoafrique.com/listing/abc");
  });

  it("puts English pages under /en, whichever language the path was given in", () => {
    expect(siteUrl("https://autoafrique.com", "/listing/abc", "en")).toBe("https://autoafrique.com/en/listing/abc");
    expect(siteUrl("https://autoafrique.com/", "/", "en")).toBe("https://autoafrique.com/en");
    expect(siteUrl("https://autoafrique.com", "/listings?type=location", "en")).toBe("https://autoafrique.com/en/listings?type=location");
    expect(siteUrl("https://autoafrique.com", "/en/listing/abc", "en")).toBe("https://autoafrique.com/en/listing/abc");
    expect(siteUrl("https://autoafrique.com", "/en/listing/abc", "fr")).toBe("https://autoafrique.com/listing/abc");
  });
});
