import { expect, it } from "vitest";
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, signInAccountDelayMs, signInAccountKey, signInAddressRefused, signInGuessed } from "./signin-throttle.ts";

it("slows guesses on one account more and more, capped, and never walls the account", () => {
  expect(signInAccountDelayMs(1)).toBe(0);
  expect(signInAccountDelayMs(SIGN_IN_PER_ACCOUNT.free)).toBe(0);
  expect(signInAccountDelayMs(SIGN_IN_PER_ACCOUNT.free + 1)).toBe(SIGN_IN_PER_ACCOUNT.stepMs);
  expect(signInAccountDelayMs(SIGN_IN_PER_ACCOUNT.free + 3)).toBe(3 * SIGN_IN_PER_ACCOUNT.stepMs);
  expect(signInAccountDelayMs(10_000_000)).toBe(SIGN_IN_PER_ACCOUNT.maxDelayMs);
  for (let n = 1; n < 100; n++) expect(signInAccountDelayMs(n + 1)).toBeGreaterThanOrEqual(signInAccountDelayMs(n));
});

it("walls an address only past its ceiling", () => {
  expect(signInAddressRefused(SIGN_IN_PER_ADDRESS.ceiling)).toBe(false);
  expect(signInAddressRefused(SIGN_IN_PER_ADDRESS.ceiling + 1)).toBe(true);
});

it("tells the owner once the free attempts are spent", () => {
  expect(signInGuessed(SIGN_IN_PER_ACCOUNT.free)).toBe(false);
  expect(signInGuessed(SIGN_IN_PER_ACCOUNT.free + 1)).toBe(true);
});

it("counts an account under one key, whatever the case and spaces of the email typed", () => {
  expect(signInAccountKey(" Cible@Example.TEST ")).toBe(signInAccountKey("cible@example.test"));
});
