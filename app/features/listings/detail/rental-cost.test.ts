import { describe, expect, it } from "vitest";
import { COUNTRIES, resolveCountry } from "../../../lib/countries.ts";
import { RENTAL_DAYS, clampRentalDays, rentalCost, rentalCostIn, sliderPosition } from "./rental-cost.ts";

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
    expect(rentalCost(45_000, 7)).toEqual({ days: 7, subtotal: 315_000, fees: 47_250, estimate: 362_250 });
  });

  it("rounds the fees to a whole franc", () => {
    expect(rentalCost(333, 1)).toEqual({ days: 1, subtotal: 333, fees: 50, estimate: 383 });
  });

  it("computes on the clamped number of days", () => {
    expect(rentalCost(10_000, 400).subtotal).toBe(3_650_000);
  });
});

describe("the estimate in the visitor's currency", () => {
  it("adds up line by line in every currency", () => {
    for (const country of COUNTRIES) {
      for (const [rate, days] of [[27_500, 7], [28_333, 7], [45_000, 30], [15_000, 365], [99_999, 1]] as const) {
        const cost = rentalCostIn(country, rate, days);
        expect(cost.subtotal, `${country.code} ${rate}×${days}`).toBe(cost.pricePerDay * cost.days);
        expect(cost.estimate).toBe(cost.subtotal + cost.fees);
        expect(Number.isInteger(cost.fees)).toBe(true);
      }
    }
  });

  it("shows 28 000 CFA × 7 jours as 196 000 CFA, not a rounded 193K", () => {
    const cost = rentalCostIn(resolveCountry("CI"), 28_000, 7);
    expect(cost).toMatchObject({ pricePerDay: 28_000, subtotal: 196_000, fees: 29_400, estimate: 225_400 });
  });
});
