import { describe, expect, it } from "vitest";
import { addMonths, gridMove, isPickable, isTaken, monthName, monthWeeks, overlapsTaken, selectDay, shiftMonths, weekdays } from "./booking-calendar.ts";
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
      error: { ok: false, error: BOOKING_MESSAGES.datesTaken, code: "conflict" },
    });
    expect(selectDay({ start: "2027-03-20", end: null }, "2027-06-18", today, [], 90).error).toEqual({
      ok: false,
      error: BOOKING_MESSAGES.tooLong(90),
      maxDays: 90,
    });
    expect(selectDay({ start: "2027-03-20", end: null }, "2027-06-17", today, [], 90).error).toBeNull();
    expect(selectDay({ start: "2027-03-20", end: null }, "2027-03-27", today, [], 7).error).toEqual({
      ok: false,
      error: "Une réservation ne peut pas dépasser 7 jours.",
      maxDays: 7,
    });
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

  it("names the week's days in the page's language, Monday first", () => {
    expect(
      weekdays("fr")
        .map((d) => d.initial)
        .join(""),
    ).toBe("LMMJVSD");
    expect(weekdays("en")[0]).toEqual({ initial: "M", name: "Monday" });
    expect(weekdays("pt")[0]).toEqual({ initial: "S", name: "segunda-feira" });
    expect(weekdays("ar")[6]?.name).toBe("الأحد");
  });

  describe("the keys of the date grid", () => {
    // 10 March 2027 is a Wednesday; 15-17 March are taken.
    const bounds = { first: today, last: "2028-03-10", canPick: (day: string) => isPickable(day, today, taken) };

    it("move a day or a week, passing over the days that cannot be picked, and stay at the calendar's ends", () => {
      expect(gridMove("2027-03-11", "ArrowRight", bounds)).toBe("2027-03-12");
      expect(gridMove("2027-03-14", "ArrowRight", bounds)).toBe("2027-03-18");
      expect(gridMove("2027-03-18", "ArrowLeft", bounds)).toBe("2027-03-14");
      expect(gridMove("2027-03-10", "ArrowLeft", bounds)).toBeNull();
      expect(gridMove("2027-03-11", "ArrowDown", bounds)).toBe("2027-03-18");
      // A week on from the 10th is the 17th, taken: the week after.
      expect(gridMove("2027-03-10", "ArrowDown", bounds)).toBe("2027-03-24");
      expect(gridMove("2027-03-12", "ArrowUp", bounds)).toBeNull();
      expect(gridMove("2028-03-08", "ArrowDown", bounds)).toBeNull();
    });

    it("swap left and right on a right-to-left page", () => {
      expect(gridMove("2027-03-11", "ArrowRight", { ...bounds, rtl: true })).toBe("2027-03-10");
      expect(gridMove("2027-03-11", "ArrowLeft", { ...bounds, rtl: true })).toBe("2027-03-12");
    });

    it("go to the week's first and last days with Home and End, not before today", () => {
      expect(gridMove("2027-03-25", "Home", bounds)).toBe("2027-03-22");
      expect(gridMove("2027-03-25", "End", bounds)).toBe("2027-03-28");
      expect(gridMove("2027-03-12", "Home", bounds)).toBe("2027-03-10");
      // The week of the 15th: its Monday to Wednesday are taken.
      expect(gridMove("2027-03-19", "Home", bounds)).toBe("2027-03-18");
    });

    it("turn a month with Page Up and Page Down, a year with Shift, kept within the month and the calendar", () => {
      expect(gridMove("2027-03-20", "PageDown", bounds)).toBe("2027-04-20");
      expect(gridMove("2027-04-20", "PageUp", bounds)).toBe("2027-03-20");
      expect(gridMove("2027-04-12", "PageUp", bounds)).toBe("2027-03-12");
      // 16 March is taken: Page Up goes on backwards, to the 14th.
      expect(gridMove("2027-04-16", "PageUp", bounds)).toBe("2027-03-14");
      expect(gridMove("2027-04-05", "PageUp", bounds)).toBe("2027-03-10");
      expect(gridMove("2027-03-20", "PageDown", bounds, true)).toBe("2028-03-10");
      expect(gridMove("2027-03-10", "PageUp", bounds)).toBeNull();
      expect(shiftMonths("2027-01-31", 1)).toBe("2027-02-28");
      expect(shiftMonths("2028-03-31", -1)).toBe("2028-02-29");
    });

    it("leave the other keys to the day's button", () => {
      expect(gridMove("2027-03-20", "Enter", bounds)).toBeNull();
      expect(gridMove("2027-03-20", " ", bounds)).toBeNull();
    });
  });
});

describe("monthName: French without Intl", () => {
  it("names every month of 2026–2030 as Intl's fr-FR does", () => {
    const intl = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
    for (let year = 2026; year <= 2030; year++) {
      for (let month = 1; month <= 12; month++) {
        const key = `${year}-${String(month).padStart(2, "0")}`;
        expect(monthName(key)).toBe(intl.format(new Date(`${key}-01T00:00:00Z`)));
      }
    }
  });
});
