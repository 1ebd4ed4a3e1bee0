import { type GrowingDelay, growingDelayMs } from "../../lib/growing-delay.ts";

/**
 * Sign-in attempts (ADR 0010). Per account, guessing is slowed, never walled: a wall per account is
 * a way for anyone to lock anyone out. Per address, a wall far above what a shared address (carrier
 * NAT, cybercafé) fails in a quarter of an hour. A successful sign-in gives its attempt back on both
 * counters, so only failures (and attempts still in flight) add up.
 */
export const SIGN_IN_PER_ACCOUNT = {
  windowSeconds: 15 * 60,
  /** Attempts on one account in the window with no wait at all. */
  free: 5,
  /** Added to the wait for each attempt past the free ones. */
  stepMs: 500,
  /** The most the owner waits while their account is being guessed. */
  maxDelayMs: 10_000,
} as const satisfies GrowingDelay & { windowSeconds: number };

export const SIGN_IN_PER_ADDRESS = {
  windowSeconds: 15 * 60,
  /** Past this many failed attempts in the window the address is refused until the window ends. */
  ceiling: 30,
} as const;

/** The owner is told by mail that their account is being guessed at most once in this window. */
export const SIGN_IN_ALERT_WINDOW_SECONDS = 24 * 60 * 60;

/** How long the `count`-th attempt of the window on one account waits before the password is checked. */
export function signInAccountDelayMs(count: number): number {
  return growingDelayMs(count, SIGN_IN_PER_ACCOUNT) ?? SIGN_IN_PER_ACCOUNT.maxDelayMs;
}

/** Whether the `count`-th attempt of the window from one address is refused outright. */
export function signInAddressRefused(count: number): boolean {
  return count > SIGN_IN_PER_ADDRESS.ceiling;
}

/** Whether the `count`-th attempt on one account means its owner should hear of it. */
export function signInGuessed(count: number): boolean {
  return count > SIGN_IN_PER_ACCOUNT.free;
}

/** The one key an account is counted under, however the email was typed. */
export function signInAccountKey(email: string): string {
  return `signin:account:${email.trim().toLowerCase()}`;
}
