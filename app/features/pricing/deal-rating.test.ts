import { describe, expect, it } from "vitest";
import { serverI18n } from "../../server/i18n.server.ts";
import {
  BADGE_HYSTERESIS,
  DEAL_THRESHOLDS,
  comparablesWording,
  dealRatingOf,
  isSuspiciouslyCheap,
  savingsPercentage,
  savingsWording,
  steadyDealRating,
} from "./deal-rating.ts";

describe("deal rating", () => {
  it("rates by savings against the market value, with the thresholds written in the module", () => {
    expect(dealRatingOf(30)).toBe("excellent");
    expect(dealRatingOf(15)).toBe("excellent");
    expect(dealRatingOf(14.9)).toBe("good");
    expect(dealRatingOf(5)).toBe("good");
    expect(dealRatingOf(4.9)).toBe("fair");
    expect(dealRatingOf(0)).toBe("fair");
    expect(dealRatingOf(-10)).toBe("fair");
    expect(dealRatingOf(-10.1)).toBe("poor");
  });

  it("rates a listing 20 % under its value better than one 20 % over", () => {
    const value = 5_000_000;
    const under = dealRatingOf(savingsPercentage(4_000_000, value));
    const over = dealRatingOf(savingsPercentage(6_000_000, value));
    expect(under).toBe("excellent");
    expect(over).toBe("poor");
    expect(savingsPercentage(4_000_000, value)).toBe(20);
    expect(savingsPercentage(6_000_000, value)).toBe(-20);
  });

  it("cautions instead of praising a price under 55 % of the value, once there are 5 comparables", () => {
    expect(isSuspiciouslyCheap(2_500_000, 5_000_000, 5)).toBe(true);
    expect(isSuspiciouslyCheap(2_500_000, 5_000_000, 4)).toBe(false);
    expect(isSuspiciouslyCheap(2_800_000, 5_000_000, 12)).toBe(false);
  });

  it("words the comparables and the savings as the spec does", () => {
    const fr = serverI18n("fr");
    expect(comparablesWording(7, fr)).toBe("Basé sur 7 annonces similaires");
    expect(comparablesWording(3, fr)).toBe("Basé sur 3 annonces similaires");
    expect(comparablesWording(2, fr)).toBe("Données limitées (2 annonces)");
    expect(comparablesWording(1, fr)).toBe("Données limitées (1 annonce)");
    expect(savingsWording(12.4)).toBe("-12 %");
    expect(savingsWording(-8)).toBe("+8 %");
    expect(savingsWording(0)).toBe("0 %");
  });

  it("says the same in English", () => {
    const en = serverI18n("en");
    expect(comparablesWording(7, en)).toBe("Based on 7 similar listings");
    expect(comparablesWording(1, en)).toBe("Limited data (1 listing)");
    expect(savingsWording(12.4, "en")).toBe("-12%");
  });
});

describe("steadyDealRating", () => {
  it("rates as dealRatingOf when nothing was rated before or the rating holds", () => {
    for (const savings of [-30, -10, 0, 5, 14.9, 15, 40]) expect(steadyDealRating(savings)).toBe(dealRatingOf(savings));
    expect(steadyDealRating(16, "excellent")).toBe("excellent");
  });

  it("keeps the previous badge while the savings stay within the hysteresis of its band", () => {
    expect(steadyDealRating(DEAL_THRESHOLDS.excellent - 1, "excellent")).toBe("excellent");
    expect(steadyDealRating(DEAL_THRESHOLDS.good + BADGE_HYSTERESIS - 0.1, "fair")).toBe("fair");
    expect(steadyDealRating(DEAL_THRESHOLDS.fair - BADGE_HYSTERESIS + 0.1, "fair")).toBe("fair");
  });

  it("moves once the savings are clearly past the threshold", () => {
    expect(steadyDealRating(DEAL_THRESHOLDS.excellent - BADGE_HYSTERESIS - 0.1, "excellent")).toBe("good");
    expect(steadyDealRating(DEAL_THRESHOLDS.good + BADGE_HYSTERESIS, "fair")).toBe("good");
    expect(steadyDealRating(-40, "good")).toBe("poor");
  });
});
