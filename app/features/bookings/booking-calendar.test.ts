import { describe, expect, it } from "vitest";
import { addMonths, isPickable, isTaken, monthName, monthWeeks, overlapsTaken, selectDay } from "./booking-calendar.ts";
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
    const first = selectDay(none, "2027-03-11", today, taken, 90);
    expect(first).toEqual({ selection: { start: "2027-03-11", end: null }, error: null });
    expect(selectDay(first.selection, "2027-03-13", today, taken, 90)).toEqual({ selection: { start: "2027-03-11", end: "2027-03-13" }, error: null });
    expect(selectDay(first.selection, "2027-03-11", today, taken, 90).selection).toEqual({ start: "2027-03-11", end: "2027-03-11" });
    expect(selectDay(first.selection, "2027-03-10", today, taken, 90).selection).toEqual({ start: "2027-03-10", end: null });
    expect(selectDay(first.selection, "2027-03-09", today, taken, 90)).toEqual({ selection: first.selection, error: null });
    expect(selectDay(first.selection, "2027-03-16", today, taken, 90)).toEqual({ selection: first.selection, error: null });
    // A complete selection starts again.
    expect(selectDay({ start: "2027-03-11", end: "2027-03-12" }, "2027-03-20", today, taken, 90).selection).toEqual({ start: "2027-03-20", end: null });
  });

  it("rejects a range with a taken day inside, and one longer than the longest stay", () => {
    expect(selectDay({ start: "2027-03-12", end: null }, "2027-03-20", today, taken, 90)).toEqual({
      selection: { start: "2027-03-12", end: null },
      error: BOOKING_MESSAGES.datesTaken,
    });
    expect(selectDay({ start: "2027-03-20", end: null }, "2027-06-18", today, [], 90).error).toBe(BOOKING_MESSAGES.tooLong(90));
    expect(selectDay({ start: "2027-03-20", end: null }, "2027-06-17", today, [], 90).error).toBeNull();
    expect(selectDay({ start: "2027-03-20", end: null }, "2027-03-27", today, [], 7).error).toBe("Une réservation ne peut pas dépasser 7 jours.");
  });

  it("cannot pick a day past the calendar's last one, 12 months ahead", () => {
    expect(isPickable("2028-03-10", today, [])).toBe(true);
    expect(isPickable("2028-03-11", today, [])).toBe(false);
    expect(selectDay({ start: "2028-03-01", end: null }, "2028-03-11", today, [], 90)).toEqual({ selection: { start: "2028-03-01", end: null }, error: null });
    expect(selectDay(none, "2031-01-01", today, [], 90).selection).toEqual(none);
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
