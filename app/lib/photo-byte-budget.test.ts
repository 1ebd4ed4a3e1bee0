import { describe, expect, it } from "vitest";
import { ENCODING_LADDER, type EncodingStep, PHOTO_BYTE_CEILINGS, encodeWithinCeiling } from "./photo-byte-budget.ts";

/** A fake encoder whose output weighs what `weigh` says for a step, and which records the steps asked. */
function encoder(weigh: (step: EncodingStep) => number) {
  const asked: EncodingStep[] = [];
  const encode = async (step: EncodingStep) => {
    asked.push(step);
    return Buffer.alloc(weigh(step));
  };
  return { asked, encode };
}

describe("the byte budget of a photo", () => {
  it("sets the ceilings of ADR 0024: 40 KB on a card, 120 KB on a listing's page, 350 KB full screen", () => {
    expect(PHOTO_BYTE_CEILINGS[400]).toBe(40 * 1024);
    expect(PHOTO_BYTE_CEILINGS[800]).toBe(120 * 1024);
    expect(PHOTO_BYTE_CEILINGS[1600]).toBe(350 * 1024);
  });

  it("lowers the quality step by step, a bounded number of times, before blurring", () => {
    const qualities = ENCODING_LADDER.map((step) => step.quality);
    expect(qualities).toEqual([...qualities].sort((a, b) => b - a));
    expect(ENCODING_LADDER.length).toBeLessThanOrEqual(5);
    expect(ENCODING_LADDER[0]).toEqual({ quality: 72 });
    expect(ENCODING_LADDER.findIndex((step) => step.blur)).toBeGreaterThan(1);
  });

  it("encodes an ordinary photo once", async () => {
    const { asked, encode } = encoder(() => 30 * 1024);
    expect((await encodeWithinCeiling(400, encode)).byteLength).toBe(30 * 1024);
    expect(asked).toEqual([ENCODING_LADDER[0]]);
  });

  it("goes down the ladder until a result is within the ceiling, a byte over it being too much", async () => {
    const ceiling = PHOTO_BYTE_CEILINGS[800];
    const { asked, encode } = encoder((step) => (step.quality > 48 ? ceiling + 1 : ceiling));
    expect((await encodeWithinCeiling(800, encode)).byteLength).toBe(ceiling);
    expect(asked).toEqual(ENCODING_LADDER.slice(0, 3));
  });

  it("keeps the smallest result when no step fits", async () => {
    const sizes = [900, 800, 700, 650, 660].map((kb) => kb * 1024);
    const { asked, encode } = encoder((step) => sizes[ENCODING_LADDER.indexOf(step)] as number);
    expect((await encodeWithinCeiling(1600, encode)).byteLength).toBe(650 * 1024);
    expect(asked).toEqual(ENCODING_LADDER);
  });
});
