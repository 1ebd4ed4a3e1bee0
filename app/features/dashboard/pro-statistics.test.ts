import { describe, expect, it } from "vitest";
import { chartTicks, contactRate, fillDays } from "./pro-statistics.ts";

describe("Pro statistics", () => {
  it("gives every day of the window, oldest first, ending today, with the days without views at 0", () => {
    const days = fillDays(
      "2026-03-02",
      [
        { day: "2026-03-01", views: 4 },
        { day: "2026-02-27", views: 1 },
        { day: "2026-01-01", views: 9 },
      ],
      5,
    );
    expect(days).toEqual([
      { day: "2026-02-26", views: 0 },
      { day: "2026-02-27", views: 1 },
      { day: "2026-02-28", views: 0 },
      { day: "2026-03-01", views: 4 },
      { day: "2026-03-02", views: 0 },
    ]);
    expect(fillDays("2026-11-25", [])).toHaveLength(30);
  });

  it("rates contacts per hundred views, none before a first view", () => {
    expect(contactRate(0, 0)).toBeNull();
    expect(contactRate(3, 0)).toBeNull();
    expect(contactRate(1, 3)).toBe(33.3);
    expect(contactRate(2, 40)).toBe(5);
  });

  it("names today and every week before it under the chart", () => {
    expect(chartTicks(30)).toEqual([1, 8, 15, 22, 29]);
    expect(chartTicks(7)).toEqual([6]);
    expect(chartTicks(8)).toEqual([0, 7]);
  });
});
