import { describe, expect, it } from "vitest";
import { prepaidPeriodEnd, reminderDueBy } from "./prepaid-period.ts";

const now = new Date("2026-11-25T10:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe("a prepaid Pro period", () => {
  it("runs 30 days from now for a first month", () => {
    expect(prepaidPeriodEnd(null, now)).toEqual(days(30));
  });

  it("adds 30 days to a running period, so renewing early loses nothing", () => {
    expect(prepaidPeriodEnd({ status: "active", currentPeriodEnd: days(2) }, now)).toEqual(days(32));
  });

  it("starts again from now after a period that ended, or one no longer active", () => {
    expect(prepaidPeriodEnd({ status: "active", currentPeriodEnd: days(-5) }, now)).toEqual(days(30));
    expect(prepaidPeriodEnd({ status: "canceled", currentPeriodEnd: days(10) }, now)).toEqual(days(30));
    expect(prepaidPeriodEnd({ status: "active", currentPeriodEnd: null }, now)).toEqual(days(30));
  });
});

describe("the reminder before a prepaid period ends", () => {
  it("is due for periods ending within the next 3 days", () => {
    expect(reminderDueBy(now)).toEqual(days(3));
  });
});
