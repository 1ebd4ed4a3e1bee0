import { describe, expect, it } from "vitest";
import { linkOutlivedByPassword, readVerificationLink } from "./verification-link.ts";

/** A token shaped as the auth library signs it (header.payload.signature, base64url); the signature is not read here. */
function token(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256" })}.${part(payload)}.c2lnbmF0dXJl`;
}

const at = (iso: string) => new Date(iso);

describe("a verification link's claims", () => {
  it("name the address, the account and the second the link was made", () => {
    const iat = Date.UTC(2026, 10, 2, 9, 30, 0) / 1000;
    expect(readVerificationLink(token({ email: "Awa@Example.test", userId: "u-1", iat, exp: iat + 86400 }))).toEqual({
      email: "awa@example.test",
      userId: "u-1",
      issuedAt: at("2026-11-02T09:30:00Z"),
    });
    expect(readVerificationLink(token({ email: "awa@example.test", iat }))?.userId).toBeNull();
  });

  it("are none in a malformed token", () => {
    for (const bad of [
      "",
      "abc",
      "a.b.c",
      "a.%%%.c",
      token("texte"),
      token({ email: "x@example.test" }),
      token({ iat: 1 }),
      token({ email: "x@example.test", iat: "hier" }),
    ]) {
      expect(readVerificationLink(bad), bad).toBeNull();
    }
  });

  it("read accents in the address", () => {
    expect(readVerificationLink(token({ email: "adèle@example.test", iat: 1 }))?.email).toBe("adèle@example.test");
  });
});

describe("a link outlived by a password change", () => {
  const link = { issuedAt: at("2026-11-02T09:30:00Z") };

  it("is one made before the password was set again", () => {
    const created = at("2026-11-01T08:00:00Z");
    expect(linkOutlivedByPassword(link, { createdAt: created, updatedAt: at("2026-11-02T10:00:00Z") })).toBe(true);
    expect(linkOutlivedByPassword(link, { createdAt: created, updatedAt: at("2026-11-02T09:29:59Z") })).toBe(false);
  });

  it("is not the sign-up's own link, made milliseconds after the password was first written", () => {
    const written = at("2026-11-02T09:30:00.400Z");
    expect(linkOutlivedByPassword(link, { createdAt: written, updatedAt: at("2026-11-02T09:30:00.401Z") })).toBe(false);
  });

  it("is refused, in the second the link was made, when the password was set again then: never admitted by doubt", () => {
    const created = at("2026-11-01T08:00:00Z");
    expect(linkOutlivedByPassword(link, { createdAt: created, updatedAt: at("2026-11-02T09:30:00.700Z") })).toBe(true);
  });
});
