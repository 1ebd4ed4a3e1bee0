import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./secret.server.ts";

const digest = (purpose: string, value: string) => createHmac("sha256", authSecret()).update(`${purpose}\n${value}`).digest();

/** An HMAC of `value` for one `purpose` (a link in a mail that needs no sign-in), URL-safe. */
export function sign(purpose: string, value: string): string {
  return digest(purpose, value).toString("base64url");
}

/** Whether `signature` is this server's for `value` and `purpose`, compared in constant time. */
export function verifySignature(purpose: string, value: string, signature: unknown): boolean {
  if (typeof signature !== "string" || signature.length > 100) return false;
  const expected = digest(purpose, value);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
