import { describe, expect, it } from "vitest";
import { COUNTRIES, resolveCountry } from "../../lib/countries.ts";
import { RENTAL_DAYS, clampRentalDays, rentalCost, rentalCostIn, rentalTotal, sliderPosition } from "./rental-cost.ts";

describe("rental days input", () => {
  it("defaults to 7 days", () => {
    expect(RENTAL_DAYS.default).toBe(7);
    expect(rentalCost(45_000, RENTAL_DAYS.default).days).toBe(7);
  });

  it("clamps typed days to 1-365", () => {
    expect(clampRentalDays("0")).toBe(1);
    expect(clampRentalDays("-4")).toBe(1);
    expect(clampRentalDays("12")).toBe(12);
    expect(clampRentalDays("365")).toBe(365);
    expect(clampRentalDays("366")).toBe(365);
    expect(clampRentalDays(10_000)).toBe(365);
    expect(clampRentalDays("7.9")).toBe(7);
  });

  it("reads anything non-numeric as 1", () => {
    expect(clampRentalDays("")).toBe(1);
    expect(clampRentalDays("abc")).toBe(1);
    expect(clampRentalDays(Number.NaN)).toBe(1);
    expect(clampRentalDays(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it("keeps the slider within 1-30 whatever was typed", () => {
    expect(RENTAL_DAYS.sliderMin).toBe(1);
    expect(RENTAL_DAYS.sliderMax).toBe(30);
    expect(sliderPosition(7)).toBe(7);
    expect(sliderPosition(30)).toBe(30);
    expect(sliderPosition(120)).toBe(30);
    expect(sliderPosition(0)).toBe(1);
  });
});

describe("rental cost", () => {
  it("multiplies the days by the daily price and adds 15 % for insurance and fees", () => {
    expect(rentalCost(45_000, 7)).toEqual({ days: 7, subtotal: 315_000, fees: 47_250, total: 362_250 });
  });

  it("rounds the fees to a whole franc", () => {
    expect(rentalCost(333, 1)).toEqual({ days: 1, subtotal: 333, fees: 50, total: 383 });
  });

  it("computes on the clamped number of days", () => {
    expect(rentalCost(10_000, 400).subtotal).toBe(3_650_000);
  });
});

describe("a booking's total", () => {
  it("is the same all-in sum as the calculator's for the same days: the days at the daily price plus 15 % insurance and fees", () => {
    expect(rentalTotal(47_500, 3)).toEqual({ days: 3, subtotal: 142_500, fees: 21_375, total: 163_875 });
    for (const days of [1, 3, 7, 30, 365]) expect(rentalTotal(47_500, days)).toEqual(rentalCost(47_500, days));
  });

  it("is not clamped: the booking's rules bound its days, the calculator's clamp is for typing", () => {
    expect(rentalTotal(10_000, 400).subtotal).toBe(4_000_000);
  });
});

describe("the total in the visitor's currency", () => {
  it("adds up line by line in every currency", () => {
    for (const country of COUNTRIES) {
      for (const [rate, days] of [
        [27_500, 7],
        [28_333, 7],
        [45_000, 30],
        [15_000, 365],
        [99_999, 1],
      ] as const) {
        const cost = rentalCostIn(country, rate, days);
        expect(cost.subtotal, `${country.code} ${rate}×${days}`).toBe(cost.pricePerDay * cost.days);
        expect(cost.total).toBe(cost.subtotal + cost.fees);
        expect(Number.isInteger(cost.fees)).toBe(true);
      }
    }
  });

  it("shows 28 000 CFA × 7 jours as 196 000 CFA, not a rounded 193K", () => {
    const cost = rentalCostIn(resolveCountry("CI"), 28_000, 7);
    expect(cost).toMatchObject({ pricePerDay: 28_000, subtotal: 196_000, fees: 29_400, total: 225_400 });
  });
});
