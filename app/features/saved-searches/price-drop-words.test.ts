import { describe, expect, it } from "vitest";
import { getCountry } from "../../lib/countries.ts";
import { onlineSince, priceChangeLine } from "../listings/detail/price-history.ts";
import { priceDropLine } from "./price-drop-words.ts";

const CI = getCountry("CI")!;

describe("price drop words", () => {
  it("says the drop as the issue does", () => {
    expect(priceDropLine("Toyota Hilux 2018", 13_500_000, 12_500_000, CI)).toBe("Baisse de prix : Toyota Hilux 2018 — 12,5 millions CFA (−1 million)");
  });
  it("writes a history line with the exact amount and a short date", () => {
    expect(priceChangeLine({ oldPrice: 9_000_000, newPrice: 8_500_000, changedAt: "2026-11-12T10:00:00Z" }, CI)).toBe(
      "Prix baissé de 500\u202f000 CFA le 12 nov.",
    );
    expect(priceChangeLine({ oldPrice: 8_500_000, newPrice: 9_000_000, changedAt: "2026-11-12T10:00:00Z" }, CI)).toMatch(/^Prix augmenté de 500/);
  });
  it("counts whole days online", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(onlineSince("2026-11-12T13:00:00Z", now)).toBe("En ligne depuis 11 jours");
    expect(onlineSince("2026-11-23T11:00:00Z", now)).toBe("En ligne depuis 1 jour");
    expect(onlineSince("2026-11-24T11:00:00Z", now)).toBe("En ligne depuis aujourd'hui");
  });
});
