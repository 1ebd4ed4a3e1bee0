import { describe, expect, it } from "vitest";
import { addMonths, isTaken, monthName, monthWeeks, overlapsTaken, selectDay } from "./booking-calendar.ts";
import { BOOKING_MESSAGES } from "./booking-rules.ts";

const today = "2027-03-10";
const taken = [{ start: "2027-03-15", end: "2027-03-17" }];
const none = { start: null, end: null };

describe("the booking calendar", () => {
  it("knows taken days and ranges that touch them, both ends included", () => {
    expect(["2027-03-14", "2027-03-15", "2027-03-17", "2027-03-18"].map((d) => isTaken(d, taken))).toEqual([false, true, true, false]);
    expect(overlapsTaken("2027-03-12", "2027-03-14", taken)).toBe(false);
    expect(overlapsTaken("2027-03-12", "2027-03-15", taken)).toBe(true);
    expect(overlapsTaken("2027-03-16", "2027-03-16", taken)).toBe(true);
    expect(overlapsTaken("2027-03-18", "2027-03-20", taken)).toBe(false);
  });

  it("picks a first then a last day, starts again on an earlier day, and ignores past and taken days", () => {
    const first = selectDay(none, "2027-03-11", today, taken);
    expect(first).toEqual({ selection: { start: "2027-03-11", end: null }, error: null });
    expect(selectDay(first.selection, "2027-03-13", today, taken)).toEqual({ selection: { start: "2027-03-11", end: "2027-03-13" }, error: null });
    expect(selectDay(first.selection, "2027-03-11", today, taken).selection).toEqual({ start: "2027-03-11", end: "2027-03-11" });
    expect(selectDay(first.selection, "2027-03-10", today, taken).selection).toEqual({ start: "2027-03-10", end: null });
    expect(selectDay(first.selection, "2027-03-09", today, taken)).toEqual({ selection: first.selection, error: null });
    expect(selectDay(first.selection, "2027-03-16", today, taken)).toEqual({ selection: first.selection, error: null });
    // A complete selection starts again.
    expect(selectDay({ start: "2027-03-11", end: "2027-03-12" }, "2027-03-20", today, taken).selection).toEqual({ start: "2027-03-20", end: null });
  });

  it("rejects a range with a taken day inside, and one longer than a year", () => {
    expect(selectDay({ start: "2027-03-12", end: null }, "2027-03-20", today, taken)).toEqual({
      selection: { start: "2027-03-12", end: null },
      error: BOOKING_MESSAGES.datesTaken,
    });
    expect(selectDay({ start: "2027-03-20", end: null }, "2028-03-20", today, []).error).toBe(BOOKING_MESSAGES.tooLong);
    expect(selectDay({ start: "2027-03-20", end: null }, "2028-03-18", today, []).error).toBeNull();
  });

  it("lays a month out in weeks starting on Monday", () => {
    const weeks = monthWeeks("2027-03");
    // 1 March 2027 is a Monday; 31 March a Wednesday.
    expect(weeks[0]?.[0]).toEqual({ day: "2027-03-01", date: 1 });
    expect(weeks.at(-1)?.map((c) => c?.date ?? null)).toEqual([29, 30, 31, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks("2028-02").flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks("2027-08")[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(addMonths("2027-11", 2)).toBe("2028-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(monthName("2027-03")).toBe("mars 2027");
  });
});
