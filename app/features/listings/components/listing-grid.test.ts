import { describe, expect, it } from "vitest";
import { adAfter } from "./listing-grid.tsx";

describe("adAfter (spec §9: a banner after every 5th card, not after the last)", () => {
  it("places blocks after cards 5, 10… but never at the end", () => {
    const slots = (total: number) => Array.from({ length: total }, (_, i) => i).filter((i) => adAfter(i, total));
    expect(slots(12)).toEqual([4, 9]);
    expect(slots(10)).toEqual([4]);
    expect(slots(5)).toEqual([]);
    expect(slots(4)).toEqual([]);
  });
});
