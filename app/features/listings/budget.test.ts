import { describe, expect, it } from "vitest";
import { BUDGET_MONTH_CHOICES, clampMonths, maxBudget, presentValueOfPayments } from "./budget.ts";

describe("budget calculator", () => {
  it("offers 12 to 84 months in steps of 6", () => {
    expect(BUDGET_MONTH_CHOICES[0]).toBe(12);
    expect(BUDGET_MONTH_CHOICES.at(-1)).toBe(84);
    expect(BUDGET_MONTH_CHOICES).toHaveLength(13);
    expect(clampMonths(3)).toBe(12);
    expect(clampMonths(100)).toBe(84);
    expect(clampMonths(40)).toBe(42);
    expect(clampMonths(Number.NaN)).toBe(36);
  });

  it("discounts the monthly payments at 8 % a year", () => {
    // 500 000 a month for 36 months at 0.08/12: annuity factor 31.9118 (checked independently)
    expect(presentValueOfPayments(500_000, 36)).toBeCloseTo(15_955_902.76, 1);
    expect(presentValueOfPayments(100, 12, 0)).toBe(1200);
  });

  it("adds the down payment, rounded down", () => {
    expect(maxBudget({ downPayment: 5_000_000, monthlyPayment: 500_000, months: 36 })).toBe(20_955_902);
    expect(maxBudget({ downPayment: 1_000_000, monthlyPayment: 0, months: 84 })).toBe(1_000_000);
    expect(maxBudget({ downPayment: -5, monthlyPayment: -5, months: 12 })).toBe(0);
  });
});
