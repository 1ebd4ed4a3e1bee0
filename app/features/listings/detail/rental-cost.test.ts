import { describe, expect, it } from "vitest";
import { RENTAL_DAYS, clampRentalDays, rentalCost, sliderPosition } from "./rental-cost.ts";

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
