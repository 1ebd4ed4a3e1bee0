import type { SignInReason } from "./sign-in-reasons.ts";

/**
 * /auth, back to `redirectTo` once signed in, telling why by code. Apart from the reasons' sentences,
 * so that a page linking to sign-in does not carry every feature's messages in its script.
 */
export function signInPath(redirectTo: string, reason: SignInReason): string {
  return `/auth?${new URLSearchParams({ redirectTo, reason })}`;
}
