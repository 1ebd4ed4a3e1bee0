import { describe, expect, it } from "vitest";
import { isReadableUrl } from "./readable-urls.ts";

describe("a readable address", () => {
  it("is any address of the site, encoded as browsers do", () => {
    for (const url of [
      "/",
      "/listings?type=location&search=toyta+corola&priceMax=60000&sort=price",
      "/listings?search=C%C3%B4te%20d%27Ivoire%20%F0%9F%9A%97",
      "/profile/abc?tab=annonces&redirectTo=%2Fprofile%3Ftab%3Dx",
      "/sell/evaluer?brand=Toyota&model=Corolla&year=2018&city=Abidjan",
      "/listings?search=ligne%0Asuivante%09tab",
      "/listings?search=100%25",
      "/listings?a&=&b=",
    ]) {
      expect(isReadableUrl(url), url).toBe(true);
    }
  });

  it("is not one whose escapes are not UTF-8, in the path or the query", () => {
    for (const url of [
      "/events/rental/%ED%A0%80",
      "/x%E0%A4%A",
      "/100%",
      "/%FF",
      "/listings?search=%ED%A0%80",
      "/listings?search=%E0%A4%A",
      "/listings?search=100%",
    ]) {
      expect(isReadableUrl(url), url).toBe(false);
    }
  });

  it("is not one carrying NUL or another control character, anywhere", () => {
    for (const url of [
      "/a\u0000b",
      "/listings?x=\u001b",
      "/profile/%00",
      "/checkout/sandbox/abc%00",
      "/signaler?membre=%00",
      "/admin?q=a%00b",
      "/listings?search=%1B%5B31m",
      "/listings?x=%7F",
      "/listings?x=%C2%85",
      "/listings?na%00me=1",
      "/listings/%0A",
      "/uploads/a%09b",
    ]) {
      expect(isReadableUrl(url), url).toBe(false);
    }
  });
});
