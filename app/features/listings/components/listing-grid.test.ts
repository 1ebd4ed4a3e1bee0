import { describe, expect, it } from "vitest";
import { AD_EVERY_WIDE, adAfter } from "./listing-grid.tsx";

describe("adAfter (spec §9: a banner after every 5th card, not after the last)", () => {
  it("places blocks after cards 5, 10… but never at the end", () => {
    const slots = (total: number) => Array.from({ length: total }, (_, i) => i).filter((i) => adAfter(i, total));
    expect(slots(12)).toEqual([4, 9]);
    expect(slots(10)).toEqual([4]);
    expect(slots(5)).toEqual([]);
    expect(slots(4)).toEqual([]);
  });
});

describe("adAfter with two or three columns", () => {
  it("places blocks after whole rows only (every 6th card), never at the end", () => {
    const slots = (total: number) => Array.from({ length: total }, (_, i) => i).filter((i) => adAfter(i, total, AD_EVERY_WIDE));
    expect(slots(24)).toEqual([5, 11, 17]);
    expect(slots(13)).toEqual([5, 11]);
    expect(slots(12)).toEqual([5]);
    for (const columns of [2, 3]) for (const i of slots(24)) expect((i + 1) % columns).toBe(0);
  });
});
