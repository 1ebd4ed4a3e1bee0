/** Spec §9 budget calculator (sale mode only): all amounts in XOF. */

export const BUDGET_DEFAULTS = { downPayment: 5_000_000, monthlyPayment: 500_000, months: 36 } as const;
export const BUDGET_MIN_MONTHS = 12;
export const BUDGET_MAX_MONTHS = 84;
export const BUDGET_MONTH_STEP = 6;
export const BUDGET_ANNUAL_RATE = 0.08;

/** 12, 18, … 84. */
export const BUDGET_MONTH_CHOICES: readonly number[] = Array.from(
  { length: (BUDGET_MAX_MONTHS - BUDGET_MIN_MONTHS) / BUDGET_MONTH_STEP + 1 },
  (_, i) => BUDGET_MIN_MONTHS + i * BUDGET_MONTH_STEP,
);

export interface BudgetInput {
  downPayment: number;
  monthlyPayment: number;
  months: number;
}

/** Nearest allowed duration: 12 to 84 months in steps of 6. */
export function clampMonths(months: number): number {
  if (!Number.isFinite(months)) return BUDGET_DEFAULTS.months;
  const stepped = BUDGET_MIN_MONTHS + Math.round((months - BUDGET_MIN_MONTHS) / BUDGET_MONTH_STEP) * BUDGET_MONTH_STEP;
  return Math.min(BUDGET_MAX_MONTHS, Math.max(BUDGET_MIN_MONTHS, stepped));
}

/** Present value of `months` monthly payments at 8 % a year, compounded monthly. */
export function presentValueOfPayments(monthlyPayment: number, months: number, annualRate = BUDGET_ANNUAL_RATE): number {
  const r = annualRate / 12;
  if (r === 0) return monthlyPayment * months;
  return (monthlyPayment * (1 - (1 + r) ** -months)) / r;
}

/** Maximum price affordable: down payment plus the present value of the monthly payments, rounded down. */
export function maxBudget({ downPayment, monthlyPayment, months }: BudgetInput): number {
  const down = Math.max(0, downPayment);
  const monthly = Math.max(0, monthlyPayment);
  return Math.floor(down + presentValueOfPayments(monthly, clampMonths(months)));
}
