import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  AVATAR_NOT_IMAGE,
  AVATAR_TOO_LARGE,
  banUser,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  unbanUser,
  verifyEmail,
} from "../../app/features/accounts/accounts.server.ts";
import { VERIFY_FAILED, VERIFY_MISSING } from "../../app/features/accounts/verify-messages.ts";
import { getSessionUser, requireAdmin } from "../../app/features/accounts/session.server.ts";
import { signupSchema } from "../../app/features/accounts/signup-schema.ts";
import { SIGN_UP_PER_ADDRESS } from "../../app/features/accounts/signup-throttle.ts";
import { db } from "../../app/server/db.server.ts";
import { rateLimits } from "../../app/server/schema.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { useTestDatabase } from "../support/database.ts";

const ctx = useTestDatabase();

const jpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: "#c2410c" } }).jpeg().toBuffer();

function signupInput(email: string) {
  return signupSchema.parse({
    firstName: "Fatou",
    lastName: "Diop",
    email,
    password: "motdepasse123",
    confirmPassword: "motdepasse123",
    country: "SN",
    city: "Dakar",
    phone: "77 123 45 67",
    userType: "buyer",
  });
}

function requestFrom(ip: string, cookie?: string) {
  const headers = new Headers({ "x-client-ip": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request("http://localhost:3000/auth", { method: "POST", headers });
}

function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function mailsTo(email: string): string[] {
  const dir = join(ctx.dataDir(), "mail");
  return readdirSync(dir)
    .filter((f) => f.includes(email))
    .sort()
    .map((f) => readFileSync(join(dir, f), "utf8"));
}

function linkIn(mail: string, path: string): string {
  // Quoted-printable mail bodies fold long lines with "=\n" and encode "=" as "=3D".
  const text = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = text.match(new RegExp(`http://localhost:3000${path}\\?[^\\s"<]+`));
  if (!match) throw new Error(`no ${path} link in mail`);
  return match[0];
}

describe("sign-up", () => {
  it("creates the account with a re-encoded avatar and writes a verification mail with a 24 h link", async () => {
    const result = await signUp(requestFrom("10.9.0.1"), signupInput("fatou@example.test"), await jpeg());
    expect(result.ok).toBe(true);
    const mails = mailsTo("fatou@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: =?UTF-8?Q?V=C3=A9rifiez_votre_adresse_email?=");
    const link = new URL(linkIn(mails[0], "/verify-email"));
    const token = link.searchParams.get("verify");
    expect(await verifyEmail(token)).toEqual({ ok: true });
    const session = await signIn(requestFrom("10.0.0.1"), "fatou@example.test", "motdepasse123");
    expect(session.ok).toBe(true);
    if (!session.ok) return;
    expect(session.country).toBe("SN");
    const user = await getSessionUser(requestFrom("10.0.0.1", cookieOf(session.headers)));
    expect(user?.emailVerified).toBe(true);
    expect(user?.phone).toBe("+221771234567");
    expect(user?.avatarUrl).toMatch(/^avatars\/[0-9a-f-]{36}$/);
    const avatar = readFileSync(join(ctx.dataDir(), "uploads", `${user?.avatarUrl}-256.webp`));
    expect((await sharp(avatar).metadata()).format).toBe("webp");
  });

  it("refuses a photo over 5 MB and creates nothing", async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]);
    const result = await signUp(requestFrom("10.9.0.1"), signupInput("big@example.test"), big);
    expect(result).toMatchObject({ ok: false, error: AVATAR_TOO_LARGE, field: "photo" });
    expect((await signIn(requestFrom("10.0.0.2"), "big@example.test", "motdepasse123")).ok).toBe(false);
  });

  it("judges the photo by its bytes, not its name", async () => {
    const fakeImage = Buffer.from("%PDF-1.4 this is not an image");
    expect(await signUp(requestFrom("10.9.0.1"), signupInput("pdf@example.test"), fakeImage)).toMatchObject({ ok: false, error: AVATAR_NOT_IMAGE });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await signUp(requestFrom("10.9.0.1"), signupInput("svg@example.test"), svg)).toMatchObject({ ok: false, error: AVATAR_NOT_IMAGE });
  });

  it("lets a shared address (carrier NAT, cybercafé) keep signing people up, slower past 20 an hour", async () => {
    const timed = async (i: number) => {
      const started = performance.now();
      const outcome = await signUp(requestFrom("10.8.0.1"), signupInput(`lot${i}@example.test`), Buffer.alloc(0));
      return { outcome, ms: performance.now() - started };
    };
    const outcomes = [];
    for (let i = 0; i < SIGN_UP_PER_ADDRESS.free; i++) outcomes.push(await timed(i));
    // Handled (the empty photo is refused for itself), not walled off.
    for (const { outcome } of outcomes) expect(outcome).toMatchObject({ ok: false, field: "photo" });
    const past = [await timed(100), await timed(101)];
    expect(past[0].outcome).toMatchObject({ ok: false, field: "photo" });
    expect(past[0].ms).toBeGreaterThanOrEqual(SIGN_UP_PER_ADDRESS.stepMs - 5);
    expect(past[1].ms).toBeGreaterThanOrEqual(2 * SIGN_UP_PER_ADDRESS.stepMs - 5);
    // Another address is not slowed by this one.
    const elsewhere = performance.now();
    await signUp(requestFrom("10.8.0.2"), signupInput("ailleurs@example.test"), Buffer.alloc(0));
    expect(performance.now() - elsewhere).toBeLessThan(SIGN_UP_PER_ADDRESS.stepMs);
  });

  it("refuses an address past the ceiling until its window ends", async () => {
    await db()
      .insert(rateLimits)
      .values({ key: "signup:ip:10.8.0.9", count: SIGN_UP_PER_ADDRESS.ceiling, windowEndsAt: new Date(Date.now() + 60_000) });
    const refused = await signUp(requestFrom("10.8.0.9"), signupInput("mur@example.test"), await jpeg());
    expect(refused).toEqual({ ok: false, error: "Trop de tentatives. Réessayez dans quelques minutes.", retryAfterSeconds: expect.any(Number) });
    // The refusal says when the window ends.
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(!refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("refuses a second account with the same email, in French", async () => {
    await signUp(requestFrom("10.9.0.1"), signupInput("twice@example.test"), await jpeg());
    const again = await signUp(requestFrom("10.9.0.1"), signupInput("TWICE@example.test"), await jpeg());
    expect(again).toMatchObject({ ok: false, error: "Un compte existe déjà avec cet email", field: "email" });
  });
});

describe("email verification", () => {
  it("says the token is missing or invalid", async () => {
    expect(await verifyEmail("")).toEqual({ ok: false, error: VERIFY_MISSING });
    expect(await verifyEmail("not-a-token")).toEqual({ ok: false, error: VERIFY_FAILED });
  });
});

describe("sign-in", () => {
  it("refuses a wrong password with a French message", async () => {
    await createUser({ email: "moussa@example.test", password: "bonmotdepasse" });
    const result = await signIn(requestFrom("10.0.1.1"), "moussa@example.test", "mauvais");
    expect(result).toEqual({ ok: false, error: "Email ou mot de passe incorrect" });
  });

  it("throttles repeated attempts on one account, even from many addresses", async () => {
    await createUser({ email: "cible@example.test", password: "bonmotdepasse" });
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push(await signIn(requestFrom(`10.1.0.${i}`), "cible@example.test", "faux"));
    expect(outcomes.at(-1)).toEqual({ ok: false, error: "Trop de tentatives. Réessayez dans quelques minutes.", retryAfterSeconds: expect.any(Number) });
    const right = await signIn(requestFrom("10.1.0.99"), "cible@example.test", "bonmotdepasse");
    expect(right.ok).toBe(false);
  });

  it("throttles one address trying many accounts", async () => {
    let last;
    for (let i = 0; i < 31; i++) last = await signIn(requestFrom("10.2.0.1"), `inconnu${i}@example.test`, "x");
    expect(last).toEqual({ ok: false, error: "Trop de tentatives. Réessayez dans quelques minutes.", retryAfterSeconds: expect.any(Number) });
  });
});

describe("bans", () => {
  it("revokes the sessions of a banned user and refuses their sign-in until unbanned", async () => {
    const user = await createUser({ email: "banni@example.test", password: "bonmotdepasse" });
    const before = await signIn(requestFrom("10.3.0.1"), "banni@example.test", "bonmotdepasse");
    if (!before.ok) throw new Error("sign-in should work before the ban");
    const cookie = cookieOf(before.headers);
    expect(await getSessionUser(requestFrom("10.3.0.1", cookie))).not.toBeNull();

    await banUser(user.id, "Annonces frauduleuses");
    expect(await getSessionUser(requestFrom("10.3.0.1", cookie))).toBeNull();
    const during = await signIn(requestFrom("10.3.0.1"), "banni@example.test", "bonmotdepasse");
    expect(during.ok).toBe(false);
    if (!during.ok) expect(during.error).toMatch(/suspendu/);

    await unbanUser(user.id);
    expect((await signIn(requestFrom("10.3.0.1"), "banni@example.test", "bonmotdepasse")).ok).toBe(true);
  });
});

describe("password reset", () => {
  it("mails a link whose token sets a new password once", async () => {
    await createUser({ email: "oubli@example.test", password: "ancienmotdepasse" });
    expect(await requestPasswordReset(requestFrom("10.4.0.1"), "oubli@example.test")).toEqual({ ok: true });
    const link = new URL(linkIn(mailsTo("oubli@example.test").at(-1) as string, "/reset-password"));
    const token = link.searchParams.get("token") as string;
    expect(await resetPassword(token, "nouveaumotdepasse")).toEqual({ ok: true });
    expect((await resetPassword(token, "encoreunautre")).ok).toBe(false);
    expect((await signIn(requestFrom("10.4.0.1"), "oubli@example.test", "nouveaumotdepasse")).ok).toBe(true);
  });

  it("answers the same for an unknown email", async () => {
    expect(await requestPasswordReset(requestFrom("10.4.0.2"), "personne@example.test")).toEqual({ ok: true });
  });
});

describe("admin guard", () => {
  it("sends a normal user to /profile and a visitor to /auth, and lets an admin through", async () => {
    await createUser({ email: "simple@example.test", password: "bonmotdepasse" });
    await createUser({ email: "chef@example.test", password: "bonmotdepasse", role: "admin" });
    const asUser = await signIn(requestFrom("10.5.0.1"), "simple@example.test", "bonmotdepasse");
    const asAdmin = await signIn(requestFrom("10.5.0.1"), "chef@example.test", "bonmotdepasse");
    if (!asUser.ok || !asAdmin.ok) throw new Error("sign-in failed");

    const refused = await requireAdmin(requestFrom("10.5.0.1", cookieOf(asUser.headers))).catch((r: Response) => r);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("location")).toBe("/profile");

    const anonymous = await requireAdmin(requestFrom("10.5.0.1")).catch((r: Response) => r);
    expect((anonymous as Response).headers.get("location")).toMatch(/^\/auth\?/);

    expect((await requireAdmin(requestFrom("10.5.0.1", cookieOf(asAdmin.headers)))).role).toBe("admin");
  });
});
