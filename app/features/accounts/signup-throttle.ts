import { type GrowingDelay, growingDelayMs } from "../../lib/growing-delay.ts";

/**
 * Sign-ups from one network address (ADR 0008). Carriers in West Africa put thousands of phones
 * behind one address (carrier-grade NAT), and a cybercafé puts a whole queue behind one: a low
 * wall per address would lock all of them out. So an address gets a generous free allowance,
 * then each further sign-up waits a little longer, and only a ceiling far above any shared
 * address's real traffic refuses outright. Accounts themselves stay one per email, and sign-in and
 * reset keep their own limits per account.
 */
export const SIGN_UP_PER_ADDRESS = {
  windowSeconds: 60 * 60,
  /** Sign-ups an address makes in the window with no wait at all. */
  free: 20,
  /** Added to the wait for each sign-up past the free ones. */
  stepMs: 250,
  maxDelayMs: 10_000,
  /** Past this many in the window the address is refused until the window ends. */
  ceiling: 600,
} as const satisfies GrowingDelay & { windowSeconds: number };

/** How long the `count`-th sign-up of the window waits before it is handled; null past the ceiling. */
export function signUpDelayMs(count: number): number | null {
  return growingDelayMs(count, SIGN_UP_PER_ADDRESS);
}
