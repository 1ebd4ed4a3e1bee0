import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8"));
const ANDROID_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512];

describe("the web app manifest", () => {
  it("names the app in French, with English names beside", () => {
    expect(manifest.lang).toBe("fr");
    expect(manifest.name).toBe("AutoAfrique — Votre marketplace automobile");
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.translations.en.name).toMatch(/marketplace/);
    expect(manifest.translations.en.short_name).toBe("AutoAfrique");
  });

  it("opens standalone on the home page, which shows the member's country, within the whole site", () => {
    expect(manifest.start_url).toBe("/");
    expect(manifest.scope).toBe("/");
    expect(manifest.id).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#ea580c");
  });

  it("has an icon at every size Android asks for, each a PNG of that size", async () => {
    const any = manifest.icons.filter((icon: { purpose: string }) => icon.purpose === "any");
    expect(any.map((icon: { sizes: string }) => icon.sizes)).toEqual(ANDROID_SIZES.map((s) => `${s}x${s}`));
    for (const icon of manifest.icons) {
      const meta = await sharp(`public${icon.src}`).metadata();
      expect(meta.format, icon.src).toBe("png");
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it("has a maskable icon of 512 pixels", () => {
    expect(manifest.icons).toContainEqual(expect.objectContaining({ purpose: "maskable", sizes: "512x512" }));
  });

  it("offers shortcuts to Messages, posting a listing and Favourites", () => {
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ["Messages", "/messages"],
      ["Publier une annonce", "/sell"],
      ["Favoris", "/favorites"],
    ]);
  });
});
