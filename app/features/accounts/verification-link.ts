/**
 * What a verification link says about itself (ADR 0052): the auth library's token is a signed JWT
 * naming the address, the account and the second it was made. Read here without its signature,
 * only to refuse more than the library would: the library checks the signature right after, so a
 * forged claim can never let anything through.
 */
export interface VerificationLink {
  email: string;
  userId: string | null;
  /** When the link was made, to the second (the JWT's `iat`). */
  issuedAt: Date;
}

export function readVerificationLink(token: string): VerificationLink | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== "object") return null;
  const { email, userId, iat } = claims as Record<string, unknown>;
  if (typeof email !== "string" || typeof iat !== "number" || !Number.isFinite(iat)) return null;
  return { email: email.toLowerCase(), userId: typeof userId === "string" ? userId : null, issuedAt: new Date(iat * 1000) };
}

/**
 * True when the account's password was set again (its row written later than its creation, by a
 * reset) no earlier than the second the link was made: the link then signs no one in. A link made
 * at sign-up follows the password's first writing by milliseconds, and `iat` drops them, hence the
 * second's margin on both sides, which can only refuse a link, never admit one.
 */
export function linkOutlivedByPassword(link: Pick<VerificationLink, "issuedAt">, password: { createdAt: Date; updatedAt: Date }): boolean {
  const setAgain = password.updatedAt.getTime() - password.createdAt.getTime() > 1000;
  return setAgain && password.updatedAt.getTime() >= link.issuedAt.getTime();
}
