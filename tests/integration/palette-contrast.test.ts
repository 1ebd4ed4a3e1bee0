import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The brand's palette is defined once, in app/app.css's @theme (ADR 0058): each pairing the pages
 * use keeps WCAG 2.2 AA's contrast, 4.5:1 for text and 3:1 for a control's edge or a focus ring.
 */
const theme = readFileSync("app/app.css", "utf8");

function token(name: string): string {
  const found = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(theme);
  if (!found) throw new Error(`--color-${name} is not in app/app.css`);
  return found[1];
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = "#ffffff";

describe("the brand's palette", () => {
  it("computes contrast as WCAG does", () => {
    expect(contrast(WHITE, "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#777777", WHITE)).toBeCloseTo(4.48, 2);
  });

  it.each([
    ["white text on a filled button (brand-600)", WHITE, "brand-600", 4.5],
    ["white text on a pressed button (brand-700)", WHITE, "brand-700", 4.5],
    ["brand-600 text on white", "brand-600", WHITE, 4.5],
    ["brand-700 text on white", "brand-700", WHITE, 4.5],
    ["brand-700 text on a highlighted row (brand-50)", "brand-700", "brand-50", 4.5],
    ["brand-700 text on brand-100 (the menu's initials, chips)", "brand-700", "brand-100", 4.5],
    ["brand-600 text on brand-50", "brand-600", "brand-50", 4.5],
    ["a chat time in brand-100 on one's own message (brand-600)", "brand-100", "brand-600", 4.5],
    ["the identity orange (brand-500) as a focus ring or border on white", "brand-500", WHITE, 3],
  ])("%s", (_, foreground, background, least) => {
    const colour = (c: string) => (c.startsWith("#") ? c : token(c));
    expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(least);
  });
});
