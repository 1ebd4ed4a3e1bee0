import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, addDays, bookingDatesError, bookingDays, isCalendarDay, shortFrenchDay } from "./booking-rules.ts";

describe("booking dates", () => {
  it("counts both days and knows real calendar days", () => {
    expect(bookingDays("2027-03-10", "2027-03-12")).toBe(3);
    expect(bookingDays("2027-03-10", "2027-03-10")).toBe(1);
    expect(bookingDays("2028-02-28", "2028-03-01")).toBe(3);
    expect(isCalendarDay("2027-02-28")).toBe(true);
    expect(isCalendarDay("2027-02-30")).toBe(false);
    expect(isCalendarDay("10/03/2027")).toBe(false);
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(shortFrenchDay("2027-03-10")).toBe("10/03/2027");
  });

  it("refuses missing, past, reversed and over-long ranges", () => {
    const today = "2027-03-10";
    expect(bookingDatesError("", "2027-03-12", today)).toBe(BOOKING_MESSAGES.datesMissing);
    expect(bookingDatesError("2027-03-09", "2027-03-12", today)).toBe(BOOKING_MESSAGES.pastDates);
    expect(bookingDatesError("2027-03-12", "2027-03-11", today)).toBe(BOOKING_MESSAGES.endBeforeStart);
    expect(bookingDatesError(today, addDays(today, 365), today)).toBe(BOOKING_MESSAGES.tooLong);
    expect(bookingDatesError(today, addDays(today, 364), today)).toBeNull();
    expect(bookingDatesError(today, today, today)).toBeNull();
  });
});
