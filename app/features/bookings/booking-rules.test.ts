import { describe, expect, it } from "vitest";
import { serverI18n } from "../../server/i18n.server.ts";
import {
  BOOKING_MESSAGES,
  BOOKING_MONTHS_AHEAD,
  BOOKING_NOTES_MAX,
  MAX_PENDING_REQUESTS,
  addDays,
  bookingDatesError,
  bookingDays,
  bookingRefusal,
  bookingRefusalText,
  bookingTooLongRefusal,
  isCalendarDay,
  lastBookableDay,
  shortFrenchDay,
} from "./booking-rules.ts";

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

  it("refuses missing, past, reversed and over-long ranges: the request's fault (no code), the stay's limit as a number", () => {
    const today = "2027-03-10";
    expect(bookingDatesError("", "2027-03-12", today, 90)).toEqual({ ok: false, error: BOOKING_MESSAGES.datesMissing, datesMissing: true });
    expect(bookingDatesError("2027-03-09", "2027-03-12", today, 90)).toEqual({ ok: false, error: BOOKING_MESSAGES.pastDates });
    expect(bookingDatesError("2027-03-12", "2027-03-11", today, 90)).toEqual({ ok: false, error: BOOKING_MESSAGES.endBeforeStart });
    expect(bookingDatesError(today, addDays(today, 90), today, 90)).toEqual({
      ok: false,
      error: "Une réservation ne peut pas dépasser 90 jours.",
      maxDays: 90,
    });
    expect(bookingDatesError(today, addDays(today, 89), today, 90)).toBeNull();
    expect(bookingDatesError(today, addDays(today, 7), today, 7)).toEqual(bookingTooLongRefusal(7));
    expect(bookingDatesError(today, addDays(today, 6), today, 7)).toBeNull();
    expect(bookingDatesError(today, today, today, 1)).toBeNull();
    // An administrator may set the longest stay to a single day.
    expect(bookingDatesError(today, addDays(today, 1), today, 1)).toEqual({ ok: false, error: "Une réservation ne peut pas dépasser 1 jour.", maxDays: 1 });
  });

  it("refuses a stay reaching past the calendar's last day, 12 months ahead", () => {
    const today = "2027-03-10";
    expect(lastBookableDay(today)).toBe("2028-03-10");
    expect(bookingDatesError("2028-03-08", "2028-03-10", today, 90)).toBeNull();
    expect(bookingDatesError("2028-03-08", "2028-03-11", today, 90)).toEqual(bookingRefusal(BOOKING_MESSAGES.tooFarAhead));
    expect(bookingDatesError("2031-06-01", "2031-06-02", today, 90)?.error).toBe("Vous ne pouvez pas réserver plus de 12 mois à l'avance.");
    // A date the month 12 months on does not have: its last day.
    expect(lastBookableDay("2028-02-29")).toBe("2029-02-28");
    expect(lastBookableDay("2027-12-31")).toBe("2028-12-31");
    expect(lastBookableDay("2027-01-01")).toBe("2028-01-01");
  });

  it("write out the limits their marked messages name", () => {
    expect(BOOKING_MESSAGES.tooFarAhead).toContain(`${BOOKING_MONTHS_AHEAD} mois`);
    expect(BOOKING_MESSAGES.tooManyPending).toContain(`${MAX_PENDING_REQUESTS} demandes`);
    expect(BOOKING_MESSAGES.notesTooLong).toContain(`${BOOKING_NOTES_MAX} caractères`);
  });

  it("say a refusal in the page's language, the stay's length included", () => {
    const fr = serverI18n("fr");
    const en = serverI18n("en");
    expect(bookingRefusalText(bookingTooLongRefusal(90), fr)).toBe(BOOKING_MESSAGES.tooLong(90));
    expect(bookingRefusalText(bookingTooLongRefusal(1), fr)).toBe("Une réservation ne peut pas dépasser 1 jour.");
    expect(bookingRefusalText(bookingTooLongRefusal(90), en)).toBe("A booking cannot be longer than 90 days.");
    expect(bookingRefusalText(bookingRefusal(BOOKING_MESSAGES.datesTaken, "conflict"), en)).toBe("These dates are already booked. Please choose other dates.");
    expect(bookingRefusalText(bookingRefusal("Autre chose"), en)).toBe("Autre chose");
  });

  it("say the too-long refusal in English from its number, 1 day and 90 days, never reading its French words", () => {
    const en = serverI18n("en");
    // The refusal the rules make carries the number; its words are not what is said.
    for (const [maxDays, english] of [
      [1, "A booking cannot be longer than 1 day."],
      [90, "A booking cannot be longer than 90 days."],
    ] as const) {
      const refusal = bookingDatesError("2027-03-10", addDays("2027-03-10", maxDays), "2027-03-10", maxDays);
      expect(refusal).toMatchObject({ ok: false, maxDays });
      expect(bookingRefusalText(refusal!, en)).toBe(english);
      // Whatever the French says (reworded, or not at all), the English comes from `maxDays` alone.
      expect(bookingRefusalText({ error: "Séjour trop long.", maxDays }, en)).toBe(english);
      expect(bookingRefusalText({ error: "", maxDays }, en)).toBe(english);
    }
    // A French sentence without the number is not read back: it is a message like any other.
    expect(bookingRefusalText({ error: BOOKING_MESSAGES.tooLong(90) }, en)).toBe(BOOKING_MESSAGES.tooLong(90));
  });
});
