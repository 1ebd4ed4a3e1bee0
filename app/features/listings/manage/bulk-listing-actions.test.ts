import { describe, expect, it } from "vitest";
import { BULK_MESSAGES, priceAfter, readBulkIds, readPercent } from "./bulk-listing-actions.ts";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("the percentage typed", () => {
  it.each([
    ["-10", -10],
    ["\u221210", -10],
    ["+5", 5],
    ["5", 5],
    [" 20 % ", 20],
    ["-90", -90],
    ["100", 100],
  ])("reads %j as %d", (raw, percent) => {
    expect(readPercent(raw)).toEqual({ ok: true, value: percent });
  });

  it.each(["-91", "101", "1000", "2.5", "-10,5", "", "abc", "1e2", "0x10", "--5", "5\u0000", "99999999999999999999"])("refuses %j", (raw) => {
    expect(readPercent(raw)).toEqual({ ok: false, error: BULK_MESSAGES.invalidPercent });
  });

  it("refuses 0 and a missing field", () => {
    expect(readPercent("0")).toEqual({ ok: false, error: BULK_MESSAGES.zeroPercent });
    expect(readPercent(null)).toEqual({ ok: false, error: BULK_MESSAGES.invalidPercent });
  });
});

describe("the new price", () => {
  it("rounds to a whole XOF", () => {
    expect(priceAfter(4_500_000, -10)).toBe(4_050_000);
    expect(priceAfter(25_000, 5)).toBe(26_250);
    expect(priceAfter(999, -10)).toBe(899); // 899.1
    expect(priceAfter(995, -10)).toBe(896); // 895.5 rounds up
    expect(priceAfter(3, 100)).toBe(6);
  });

  it("never goes under 1 XOF, nor past what a price holds", () => {
    expect(priceAfter(1, -90)).toBe(1);
    expect(priceAfter(4, -90)).toBe(1);
    expect(priceAfter(2_000_000_000, 100)).toBeNull();
  });
});

describe("the ids ticked", () => {
  it("keeps each once, in lower case", () => {
    expect(readBulkIds([id(1), id(1).toUpperCase(), id(2)])).toEqual({ ok: true, value: [id(1), id(2)] });
  });

  it("refuses none, more than 200, or a malformed one", () => {
    expect(readBulkIds([])).toEqual({ ok: false, error: BULK_MESSAGES.noSelection });
    expect(readBulkIds(Array.from({ length: 200 }, (_, i) => id(i))).ok).toBe(true);
    expect(readBulkIds(Array.from({ length: 201 }, (_, i) => id(i)))).toEqual({ ok: false, error: BULK_MESSAGES.tooMany });
    expect(readBulkIds([id(1), "1; drop table listings"])).toEqual({ ok: false, error: BULK_MESSAGES.invalidSelection });
    expect(readBulkIds([id(1), new Blob(["x"])])).toEqual({ ok: false, error: BULK_MESSAGES.invalidSelection });
  });
});
