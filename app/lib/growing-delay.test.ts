import { expect, it } from "vitest";
import { growingDelayMs } from "./growing-delay.ts";

it("waits nothing for the free attempts, then a step more each time, capped; refused only past a ceiling", () => {
  const rule = { free: 3, stepMs: 100, maxDelayMs: 450, ceiling: 10 };
  expect([1, 2, 3, 4, 5, 7, 8, 10].map((n) => growingDelayMs(n, rule))).toEqual([0, 0, 0, 100, 200, 400, 450, 450]);
  expect(growingDelayMs(11, rule)).toBeNull();
  // Without a ceiling, never refused: only ever slower, up to the cap.
  const { ceiling: _, ...noWall } = rule;
  expect(growingDelayMs(1_000_000, noWall)).toBe(450);
});
