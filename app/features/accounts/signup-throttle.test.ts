import { expect, it } from "vitest";
import { SIGN_UP_PER_ADDRESS, signUpDelayMs } from "./signup-throttle.ts";

it("lets a shared address sign people up: free at first, then a growing wait, a wall only far away", () => {
  expect(signUpDelayMs(1)).toBe(0);
  expect(signUpDelayMs(SIGN_UP_PER_ADDRESS.free)).toBe(0);
  expect(signUpDelayMs(SIGN_UP_PER_ADDRESS.free + 1)).toBe(250);
  expect(signUpDelayMs(SIGN_UP_PER_ADDRESS.free + 4)).toBe(1_000);
  expect(signUpDelayMs(200)).toBe(SIGN_UP_PER_ADDRESS.maxDelayMs);
  expect(signUpDelayMs(SIGN_UP_PER_ADDRESS.ceiling)).toBe(SIGN_UP_PER_ADDRESS.maxDelayMs);
  expect(signUpDelayMs(SIGN_UP_PER_ADDRESS.ceiling + 1)).toBeNull();
  // Never decreasing: each extra sign-up costs at least as much as the one before.
  for (let n = 1; n < SIGN_UP_PER_ADDRESS.ceiling; n++) expect(signUpDelayMs(n + 1) ?? Infinity).toBeGreaterThanOrEqual(signUpDelayMs(n) ?? 0);
});
