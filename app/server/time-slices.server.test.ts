import { describe, expect, it } from "vitest";
import { runInSlices } from "./time-slices.server.ts";

describe("runInSlices", () => {
  it("lets other work run while a long computation goes on, and returns its result", async () => {
    function* busy(): Generator<void, number> {
      let sum = 0;
      for (let step = 0; step < 60; step++) {
        const until = performance.now() + 2;
        while (performance.now() < until) sum++;
        yield;
      }
      return sum;
    }
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    const result = await runInSlices(busy());
    clearInterval(timer);
    expect(result).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    // About 120 ms of work in slices of 10 ms: the timer ran between them.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });
});
