import { describe, expect, it } from "vitest";
import { alternates } from "./alternates.ts";

const ORIGIN = "https://autoafrique.com";
const FRENCH = ["fr-SN", "fr-CI", "fr-BJ", "fr-BF", "fr-ML", "fr-NE", "fr-TG", "fr-GW", "fr-GN", "fr-MA", "fr"];
const ENGLISH = ["en-NG", "en-GH", "en"];
const PORTUGUESE = ["pt-GW", "pt"];
const ARABIC = ["ar-MA", "ar"];

function byHreflang(set: { hreflang: string; href: string }[]): Record<string, string> {
  return Object.fromEntries(set.map(({ hreflang, href }) => [hreflang, href]));
}

describe("hreflang alternates", () => {
  it("send the francophone countries and x-default to the French page, Nigeria and Ghana to the English one, Guinée-Bissau to the Portuguese, Maroc to the Arabic", () => {
    const set = byHreflang(alternates(ORIGIN, "/listing/abc"));
    expect(Object.keys(set)).toEqual([...FRENCH, ...ENGLISH, ...PORTUGUESE, ...ARABIC, "x-default"]);
    for (const hreflang of PORTUGUESE) expect(set[hreflang]).toBe(`${ORIGIN}/pt/listing/abc`);
    for (const hreflang of ARABIC) expect(set[hreflang]).toBe(`${ORIGIN}/ar/listing/abc`);
    for (const hreflang of FRENCH) expect(set[hreflang]).toBe(`${ORIGIN}/listing/abc`);
    for (const hreflang of ENGLISH) expect(set[hreflang]).toBe(`${ORIGIN}/en/listing/abc`);
    expect(set["x-default"]).toBe(`${ORIGIN}/listing/abc`);
  });

  it("are the same set from either version, each listing itself", () => {
    expect(alternates(ORIGIN, "/en/listing/abc")).toEqual(alternates(ORIGIN, "/listing/abc"));
    expect(alternates(ORIGIN, "/ar/listing/abc")).toEqual(alternates(ORIGIN, "/listing/abc"));
    expect(byHreflang(alternates(ORIGIN, "/en"))).toMatchObject({ fr: `${ORIGIN}/`, en: `${ORIGIN}/en`, "x-default": `${ORIGIN}/` });
    expect(byHreflang(alternates(`${ORIGIN}/`, "/"))).toMatchObject({ fr: `${ORIGIN}/`, en: `${ORIGIN}/en` });
  });

  it("keep a browse page's state", () => {
    const set = byHreflang(alternates(ORIGIN, "/en/listings?type=location&priceMax=60000"));
    expect(set.fr).toBe(`${ORIGIN}/listings?type=location&priceMax=60000`);
    expect(set["en-GH"]).toBe(`${ORIGIN}/en/listings?type=location&priceMax=60000`);
  });
});
