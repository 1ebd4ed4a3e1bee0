import { describe, expect, it } from "vitest";
import { notifyBatches } from "./events.server.ts";

describe("notifyBatches", () => {
  it("keeps a few events in one NOTIFY and splits many under the 8 000-byte payload limit, in order", () => {
    const event = (i: number) => ({ userId: `user-${i}`, event: { type: "bookings-changed" as const } });
    expect(notifyBatches([])).toEqual([]);
    expect(notifyBatches([event(1), event(2)])).toEqual([[event(1), event(2)]]);
    const many = Array.from({ length: 500 }, (_, i) => event(i));
    const batches = notifyBatches(many);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(many);
    for (const batch of batches) expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThan(8_000);
  });
});
