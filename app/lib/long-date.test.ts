import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date.ts";

describe("dates in words", () => {
  it("prints 'd MMMM yyyy' in French", () => {
    expect(formatLongDate("2025-03-05T10:00:00Z")).toBe("5 mars 2025");
    expect(formatLongDate(new Date("2024-12-31T23:30:00Z"))).toBe("31 décembre 2024");
  });

  it("writes the first day of a month as the French ordinal '1er'", () => {
    expect(formatLongDate("2025-12-01")).toBe("1er décembre 2025");
    expect(formatLongDate("2025-12-01T09:00:00Z")).toBe("1er décembre 2025");
    expect(formatLongDate("2025-12-01", { year: false })).toBe("1er décembre");
    expect(formatLongDate("2025-12-01", { month: "short", year: false })).toBe("1er déc.");
    expect(formatLongDate("2025-12-01", { weekday: true })).toBe("lundi 1er décembre 2025");
    expect(formatLongDate("2025-12-01T10:05:00Z", { month: "short", time: true })).toBe("1er déc. 2025, 10:05");
  });

  it("leaves other days as numbers, 11 and 21 included", () => {
    expect(formatLongDate("2025-12-11")).toBe("11 décembre 2025");
    expect(formatLongDate("2025-12-21", { year: false })).toBe("21 décembre");
    expect(formatLongDate("2025-12-02", { weekday: true })).toBe("mardi 2 décembre 2025");
  });

  it("keeps a date-only value on its calendar day, and an instant on West African time", () => {
    expect(formatLongDate("2024-08-01")).toBe("1er août 2024");
    // 23:30 UTC is still the 30th in Abidjan (UTC+0), the next day nowhere it is printed.
    expect(formatLongDate("2024-08-31T23:30:00Z")).toBe("31 août 2024");
  });

  it("writes English dates without the French ordinal", () => {
    expect(formatLongDate("2026-12-01", {}, "en")).toBe("1 December 2026");
    expect(formatLongDate("2025-03-05T10:00:00Z", {}, "en")).toBe("5 March 2025");
    expect(formatLongDate("2025-12-01", { weekday: true }, "en")).toBe("Monday, 1 December 2025");
    expect(formatLongDate("2025-12-01", { month: "short", year: false }, "en")).toBe("1 Dec");
    expect(formatLongDate("2025-12-01T10:05:00Z", { month: "short", time: true }, "en")).toBe("1 Dec 2025, 10:05");
    expect(formatLongDate("hier", {}, "en")).toBe("");
  });

  it("prints nothing for an invalid date", () => {
    expect(formatLongDate("hier")).toBe("");
    expect(formatLongDate(new Date(Number.NaN))).toBe("");
  });
});

describe("formatLongDate: French calendar days without Intl", () => {
  it("writes every day of 2026–2028, in every shape, as Intl's fr-FR does (1er for the first)", () => {
    for (const weekday of [false, true]) {
      for (const year of [false, true]) {
        const intl = new Intl.DateTimeFormat("fr-FR", {
          timeZone: "UTC",
          day: "numeric",
          month: "long",
          ...(weekday ? { weekday: "long" } : {}),
          ...(year ? { year: "numeric" } : {}),
        });
        for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
          const day = new Date(time).toISOString().slice(0, 10);
          const expected = intl
            .formatToParts(new Date(time))
            .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
            .join("");
          expect(formatLongDate(day, { weekday, year })).toBe(expected);
        }
      }
    }
  });
});
