import { describe, expect, it } from "vitest";
import { BOTTOM_BAR, isActiveEntry } from "./nav.ts";

describe("bottom bar", () => {
  it("has the five entries of the spec in order", () => {
    expect(BOTTOM_BAR.map((e) => e.label.message)).toEqual(["Accueil", "Acheter", "Poster", "Messages", "Profil"]);
    expect(BOTTOM_BAR.map((e) => e.to)).toEqual(["/", "/listings", "/sell", "/messages", "/profile"]);
  });

  it("matches / only exactly", () => {
    expect(isActiveEntry("/", "/")).toBe(true);
    expect(isActiveEntry("/listings", "/")).toBe(false);
  });

  it("matches other entries by path prefix", () => {
    expect(isActiveEntry("/sell/vendre", "/sell")).toBe(true);
    expect(isActiveEntry("/profile/abc", "/profile")).toBe(true);
    expect(isActiveEntry("/listings", "/listings")).toBe(true);
    expect(isActiveEntry("/sellers", "/sell")).toBe(false);
  });

  it("leaves 'Acheter' off on the Louer tab", () => {
    expect(isActiveEntry("/listings", "/listings", "?type=location&brand=Kia")).toBe(false);
    expect(isActiveEntry("/en/listings", "/listings", "?search=kia")).toBe(true);
  });

  it("matches English pages by their path without /en", () => {
    expect(isActiveEntry("/en", "/")).toBe(true);
    expect(isActiveEntry("/en/listings", "/")).toBe(false);
    expect(isActiveEntry("/en/sell/vendre", "/sell")).toBe(true);
  });
});
