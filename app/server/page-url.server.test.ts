import { describe, expect, it } from "vitest";
import { pagePath, safeRedirect } from "./page-url.server.ts";

const path = (url: string) => pagePath(new Request(`http://localhost:3000${url}`));

it("reads the page a data request is for", () => {
  expect(path("/profile")).toBe("/profile");
  expect(path("/profile.data")).toBe("/profile");
  expect(path("/profile.data?_routes=routes%2Fprofile")).toBe("/profile");
  expect(path("/_.data")).toBe("/");
  expect(path("/listings.data?type=location&_routes=routes%2Flistings")).toBe("/listings?type=location");
  expect(path("/sell?index")).toBe("/sell");
});

describe("safeRedirect", () => {
  it("keeps our own pages, with their query and fragment", () => {
    expect(safeRedirect("/profile")).toBe("/profile");
    expect(safeRedirect("/listings?type=location&search=prado#r")).toBe("/listings?type=location&search=prado#r");
    expect(safeRedirect("/profile.data")).toBe("/profile");
  });

  it("sends anything that would leave the site to the fallback", () => {
    for (const hostile of [
      "//evil.example",
      "/\t/evil.example",
      "/%09/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/..//evil.example",
      "/en/..//evil.example",
      "/./en/../%2e%2e//evil.example",
      "https://evil.example",
      "http:/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
    ]) {
      const to = safeRedirect(hostile, "/home");
      expect(new URL(to, "http://localhost:3000").origin, JSON.stringify(hostile)).toBe("http://localhost:3000");
    }
    expect(safeRedirect("/\t/evil.example", "/home")).toBe("/home");
    expect(safeRedirect(null, "/home")).toBe("/home");
  });

  it("never returns what a Location header cannot carry", () => {
    for (const odd of ["/a\u0000b", "/é?q=ü", "/a\rb", "/城市", "/%0d%0aSet-Cookie:x=1"]) {
      expect(safeRedirect(odd)).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});
