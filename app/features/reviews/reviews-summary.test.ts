import { describe, expect, it } from "vitest";
import { formatAverage, summarizeRatings } from "./reviews-summary.ts";

describe("reviews summary", () => {
  it("averages to one decimal and lists every star from 5 to 1", () => {
    const summary = summarizeRatings([
      { rating: 5, count: 2 },
      { rating: 4, count: 1 },
    ]);
    expect(summary.total).toBe(3);
    expect(summary.average).toBe(4.7);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 2, percent: 67 },
      { stars: 4, count: 1, percent: 33 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it("rounds half up to one decimal", () => {
    // (5 + 4 + 4 + 4) / 4 = 4.25
    expect(
      summarizeRatings([
        { rating: 5, count: 1 },
        { rating: 4, count: 3 },
      ]).average,
    ).toBe(4.3);
    expect(
      summarizeRatings([
        { rating: 1, count: 2 },
        { rating: 2, count: 1 },
      ]).average,
    ).toBe(1.3);
  });

  it("has an average of 0 and empty bars without reviews", () => {
    const summary = summarizeRatings([]);
    expect(summary.total).toBe(0);
    expect(summary.average).toBe(0);
    expect(summary.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(summary.distribution.every((d) => d.count === 0 && d.percent === 0)).toBe(true);
  });

  it("prints the average the French way", () => {
    expect(formatAverage(4.3)).toBe("4,3");
    expect(formatAverage(5)).toBe("5,0");
  });
});
