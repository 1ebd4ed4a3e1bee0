import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
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
import { getSessionUser } from "../../app/features/accounts/session.server.ts";
import { requireAdmin } from "../../app/routes/guards.server.ts";
import { signupSchema } from "../../app/features/accounts/signup-schema.ts";
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, signInAccountDelayMs } from "../../app/features/accounts/signin-throttle.ts";
import { SIGN_UP_PER_ADDRESS } from "../../app/features/accounts/signup-throttle.ts";
import { AVATAR_TOO_MANY_PIXELS, SIGN_UP_FAILED } from "../../app/features/accounts/signup-rules.ts";
import { auth } from "../../app/features/accounts/auth.server.ts";
import { localStorage } from "../../app/server/storage.server.ts";
import { db } from "../../app/server/db.server.ts";
import { profiles, rateLimits, sessions } from "../../app/server/schema.ts";
import { sendVerificationMail } from "../../app/features/accounts/verification-mail.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { signUpFields } from "../support/sign-up.ts";
import { useTestDatabase } from "../support/database.ts";
import { brokenPng, hugePng, truncatedJpeg } from "../support/images.ts";

const ctx = useTestDatabase();

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();

function signupInput(email: string) {
  return signupSchema.parse(signUpFields(email));
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
  if (!existsSync(dir)) return [];
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
    expect(await verifyEmail(requestFrom("10.0.0.1"), token)).toMatchObject({ ok: true, signedIn: true });
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

  it("creates an account without a photo: the photo is optional (ADR 0052)", async () => {
    const result = await signUp(requestFrom("10.9.0.3"), signupInput("sansphoto@example.test"), undefined);
    expect(result).toMatchObject({ ok: true, mailSent: true });
    const [row] = await db().select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.email, "sansphoto@example.test"));
    expect(row).toEqual({ avatarUrl: null });
    // An empty file is no photo either.
    expect(await signUp(requestFrom("10.9.0.3"), signupInput("vide@example.test"), Buffer.alloc(0))).toMatchObject({ ok: true });
  });

  it("lets a shared address (carrier NAT, cybercafé) keep signing people up, slower past 20 an hour", async () => {
    const notAnImage = Buffer.from("pas une image");
    const timed = async (i: number) => {
      const started = performance.now();
      const outcome = await signUp(requestFrom("10.8.0.1"), signupInput(`lot${i}@example.test`), notAnImage);
      return { outcome, ms: performance.now() - started };
    };
    const outcomes = [];
    for (let i = 0; i < SIGN_UP_PER_ADDRESS.free; i++) outcomes.push(await timed(i));
    // Handled (the photo is refused for itself), not walled off.
    for (const { outcome } of outcomes) expect(outcome).toMatchObject({ ok: false, field: "photo" });
    const past = [await timed(100), await timed(101)];
    expect(past[0].outcome).toMatchObject({ ok: false, field: "photo" });
    expect(past[0].ms).toBeGreaterThanOrEqual(SIGN_UP_PER_ADDRESS.stepMs - 5);
    expect(past[1].ms).toBeGreaterThanOrEqual(2 * SIGN_UP_PER_ADDRESS.stepMs - 5);
    // Another address is not slowed by this one.
    const elsewhere = performance.now();
    await signUp(requestFrom("10.8.0.2"), signupInput("ailleurs@example.test"), notAnImage);
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

describe("sign-up, all or nothing", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function accountsWith(email: string): Promise<number> {
    return db().$count(profiles, sql`lower(${profiles.email}) = ${email.toLowerCase()}`);
  }

  function avatarFiles(): string[] {
    const dir = join(ctx.dataDir(), "uploads", "avatars");
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }

  it("refuses a truncated JPEG or a damaged PNG with the photo message and creates no account; the same email then signs up", async () => {
    const files = avatarFiles();
    for (const damaged of [await truncatedJpeg(), await brokenPng()]) {
      const refused = await signUp(requestFrom("10.9.1.1"), signupInput("abimee@example.test"), damaged);
      expect(refused).toEqual({ ok: false, error: AVATAR_NOT_IMAGE, field: "photo" });
    }
    expect(await accountsWith("abimee@example.test")).toBe(0);
    expect(mailsTo("abimee@example.test")).toEqual([]);
    expect(avatarFiles()).toEqual(files);

    const retry = await signUp(requestFrom("10.9.1.1"), signupInput("abimee@example.test"), await jpeg());
    expect(retry).toMatchObject({ ok: true, mailSent: true });
    expect(mailsTo("abimee@example.test")).toHaveLength(1);
  });

  it("refuses a 16 000 × 16 000 photo with its own message, creating nothing", async () => {
    const refused = await signUp(requestFrom("10.9.1.2"), signupInput("geante@example.test"), await hugePng());
    expect(refused).toEqual({ ok: false, error: AVATAR_TOO_MANY_PIXELS, field: "photo" });
    expect(await accountsWith("geante@example.test")).toBe(0);
  });

  it("removes the account and its photo when storing the photo fails, so a retry is not told the email exists", async () => {
    const files = avatarFiles();
    const put = localStorage.put.bind(localStorage);
    let writes = 0;
    // The 96 px variant is written, the 256 px one fails.
    vi.spyOn(localStorage, "put").mockImplementation(async (key, data, type) => {
      if (++writes === 2) throw new Error("EIO: i/o error");
      return put(key, data, type);
    });
    const failed = await signUp(requestFrom("10.9.1.3"), signupInput("disque@example.test"), await jpeg());
    expect(failed).toEqual({ ok: false, error: SIGN_UP_FAILED });
    expect(writes).toBe(2);
    expect(await accountsWith("disque@example.test")).toBe(0);
    expect(avatarFiles()).toEqual(files);
    expect(mailsTo("disque@example.test")).toEqual([]);
    vi.restoreAllMocks();

    const retry = await signUp(requestFrom("10.9.1.3"), signupInput("disque@example.test"), await jpeg());
    expect(retry).toMatchObject({ ok: true, mailSent: true });
    expect(avatarFiles()).toHaveLength(files.length + 2);
  });

  it("removes a half-made account when the auth library fails between the user and the password", async () => {
    vi.spyOn(auth().api, "signUpEmail").mockImplementationOnce(async (context) => {
      const body = context?.body as { name: string; email: string };
      // What the library leaves if it fails after writing the user and before the password.
      await db().insert(profiles).values({
        id: crypto.randomUUID(),
        name: body.name,
        email: body.email,
        firstName: "Fatou",
        lastName: "Diop",
        phone: "+221771234567",
        country: "SN",
        city: "Dakar",
      });
      throw new Error("connection reset");
    });
    const failed = await signUp(requestFrom("10.9.1.4"), signupInput("moitie@example.test"), await jpeg());
    expect(failed).toMatchObject({ ok: false, error: SIGN_UP_FAILED });
    expect(await accountsWith("moitie@example.test")).toBe(0);
    vi.restoreAllMocks();
    expect(await signUp(requestFrom("10.9.1.4"), signupInput("moitie@example.test"), await jpeg())).toMatchObject({ ok: true });
  });

  it("keeps the account when only the verification mail fails, and says so", async () => {
    vi.spyOn(auth().api, "sendVerificationEmail").mockRejectedValueOnce(new Error("SMTP down"));
    const result = await signUp(requestFrom("10.9.1.5"), signupInput("sansmail@example.test"), await jpeg());
    expect(result).toMatchObject({ ok: true, mailSent: false });
    const [row] = await db().select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(sql`lower(${profiles.email}) = 'sansmail@example.test'`);
    expect(row?.avatarUrl).toMatch(/^avatars\/[0-9a-f-]{36}$/);
  });
});

describe("email verification", () => {
  it("says the token is missing or invalid", async () => {
    expect(await verifyEmail(requestFrom("10.0.0.1"), "")).toEqual({ ok: false, error: VERIFY_MISSING });
    expect(await verifyEmail(requestFrom("10.0.0.1"), "not-a-token")).toEqual({ ok: false, error: VERIFY_FAILED });
    expect(await verifyEmail(requestFrom("10.0.0.1"), "a.b.c")).toEqual({ ok: false, error: VERIFY_FAILED });
  });
});

describe("the verification link signs the member in (ADR 0052)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const tokenIn = (email: string) => new URL(linkIn(mailsTo(email).at(-1) as string, "/verify-email")).searchParams.get("verify") as string;
  const sessionCookieIn = (headers: Headers) => headers.getSetCookie().some((c) => /^aa\.session_token=[^;]/.test(c));

  it("signs in on its first use with the auth library's session; opened again it verifies nothing more and signs no one in", async () => {
    await signUp(requestFrom("10.9.2.1"), signupInput("lien@example.test"), undefined);
    const token = tokenIn("lien@example.test");
    const first = await verifyEmail(requestFrom("10.9.2.1"), token);
    expect(first).toMatchObject({ ok: true, signedIn: true, country: "SN" });
    if (!first.ok) return;
    expect(sessionCookieIn(first.headers)).toBe(true);
    const member = await getSessionUser(requestFrom("10.9.2.1", cookieOf(first.headers)));
    expect(member?.email).toBe("lien@example.test");
    expect(member?.emailVerified).toBe(true);

    // The same link again, on another phone: the address is verified, nobody is signed in.
    const again = await verifyEmail(requestFrom("10.9.2.2"), token);
    expect(again).toMatchObject({ ok: true, signedIn: false });
    if (again.ok) expect(sessionCookieIn(again.headers)).toBe(false);
    // Opened again where the link signed in, the member is still signed in.
    expect(await verifyEmail(requestFrom("10.9.2.1", cookieOf(first.headers)), token)).toMatchObject({ ok: true, signedIn: true });
  });

  it("expires after 24 hours, signing no one in", async () => {
    await signUp(requestFrom("10.9.2.3"), signupInput("tard@example.test"), undefined);
    const token = tokenIn("tard@example.test");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    expect(await verifyEmail(requestFrom("10.9.2.3"), token)).toEqual({ ok: false, error: VERIFY_FAILED });
    vi.useRealTimers();
    const [row] = await db().select({ emailVerified: profiles.emailVerified }).from(profiles).where(eq(profiles.email, "tard@example.test"));
    expect(row?.emailVerified).toBe(false);
  });

  it("lets no one in with a link made before the password was reset; a link asked after the reset signs in", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await signUp(requestFrom("10.9.2.4"), signupInput("vole@example.test"), undefined);
    const old = tokenIn("vole@example.test");
    // Ten minutes on, the owner resets the password from the mail's link.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(await requestPasswordReset(requestFrom("10.9.2.4"), "vole@example.test")).toEqual({ ok: true });
    const reset = new URL(linkIn(mailsTo("vole@example.test").at(-1) as string, "/reset-password")).searchParams.get("token") as string;
    expect(await resetPassword(reset, "nouveaumotdepasse")).toEqual({ ok: true });

    vi.setSystemTime(Date.now() + 60_000);
    const stale = await verifyEmail(requestFrom("10.66.6.6"), old);
    expect(stale).toEqual({ ok: false, error: VERIFY_FAILED });
    const [row] = await db().select({ id: profiles.id, emailVerified: profiles.emailVerified }).from(profiles).where(eq(profiles.email, "vole@example.test"));
    expect(row?.emailVerified).toBe(false);
    expect(await db().$count(sessions, eq(sessions.userId, row?.id as string))).toBe(0);

    // A new link, asked once the password is the new one, signs its owner in.
    await db().delete(rateLimits).where(sql`${rateLimits.key} like 'verification-mail:%'`);
    expect(await sendVerificationMail({ id: row?.id as string, email: "vole@example.test", emailVerified: false })).toEqual({ ok: true });
    vi.setSystemTime(Date.now() + 60_000);
    expect(await verifyEmail(requestFrom("10.9.2.4"), tokenIn("vole@example.test"))).toMatchObject({ ok: true, signedIn: true });
  });

  it("carries the page the member signed up from into the mail's link", async () => {
    await signUp(requestFrom("10.9.2.5"), signupInput("retour@example.test"), undefined, { redirectTo: "/listing/0b7c?tab=contact" });
    const link = new URL(linkIn(mailsTo("retour@example.test").at(-1) as string, "/verify-email"));
    expect(link.searchParams.get("redirectTo")).toBe("/listing/0b7c?tab=contact");
    // From /auth itself there is nowhere to go back to: the link carries none.
    await signUp(requestFrom("10.9.2.5"), signupInput("accueil@example.test"), undefined, { redirectTo: "/" });
    expect(new URL(linkIn(mailsTo("accueil@example.test").at(-1) as string, "/verify-email")).searchParams.has("redirectTo")).toBe(false);
  });
});

describe("sign-in", () => {
  it("refuses a wrong password with a French message", async () => {
    await createUser({ email: "moussa@example.test", password: "bonmotdepasse" });
    const result = await signIn(requestFrom("10.0.1.1"), "moussa@example.test", "mauvais");
    expect(result).toEqual({ ok: false, error: "Email ou mot de passe incorrect" });
  });

  it("slows repeated attempts on one account, even from many addresses, yet lets the owner in and tells them once", async () => {
    await createUser({ email: "cible@example.test", password: "bonmotdepasse" });
    const outcomes = [];
    for (let i = 0; i < 10; i++) {
      // Changing the email's case does not make a new account to count under.
      const email = i % 2 ? "Cible@Example.TEST" : "cible@example.test";
      const started = performance.now();
      outcomes.push({ outcome: await signIn(requestFrom(`10.1.0.${i}`), email, "faux"), ms: performance.now() - started });
    }
    // Every guess is refused, and past the free ones each waits longer than the one before.
    for (const { outcome } of outcomes) expect(outcome).toEqual({ ok: false, error: "Email ou mot de passe incorrect" });
    expect(outcomes[SIGN_IN_PER_ACCOUNT.free].ms).toBeGreaterThanOrEqual(SIGN_IN_PER_ACCOUNT.stepMs - 5);
    expect(outcomes[9].ms).toBeGreaterThanOrEqual(signInAccountDelayMs(10) - 5);
    // The owner, from an address that has not been failing, gets in: slowed, not locked out.
    const started = performance.now();
    const right = await signIn(requestFrom("10.1.0.99"), "cible@example.test", "bonmotdepasse");
    expect(right.ok).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(signInAccountDelayMs(11) - 5);
    // The owner's success is given back; the ten guesses still count against the account.
    const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, "signin:account:cible@example.test"));
    expect(row.count).toBe(10);
    // One mail to the owner for the whole burst, not one per guess.
    const alerts = () => mailsTo("cible@example.test").filter((m) => m.includes("Tentatives_de_connexion"));
    await vi.waitFor(() => expect(alerts()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toContain("/auth?mode=3Dreset");
  });

  it("refuses an address past its ceiling, even the right password, while a clean address gets in", async () => {
    await createUser({ email: "mur@example.test", password: "bonmotdepasse" });
    await db()
      .insert(rateLimits)
      .values({ key: "signin:ip:10.1.1.1", count: SIGN_IN_PER_ADDRESS.ceiling, windowEndsAt: new Date(Date.now() + 60_000) });
    expect(await signIn(requestFrom("10.1.1.1"), "mur@example.test", "bonmotdepasse")).toEqual({
      ok: false,
      error: "Trop de tentatives. Réessayez dans quelques minutes.",
      retryAfterSeconds: expect.any(Number),
    });
    expect((await signIn(requestFrom("10.1.1.2"), "mur@example.test", "bonmotdepasse")).ok).toBe(true);
    // No mail: nobody was guessing this account.
    expect(mailsTo("mur@example.test")).toHaveLength(0);
  });

  it("does not count successful sign-ins against a shared address", async () => {
    await createUser({ email: "cybercafe@example.test", password: "bonmotdepasse" });
    for (let i = 0; i <= SIGN_IN_PER_ADDRESS.ceiling + 1; i++) {
      expect((await signIn(requestFrom("10.1.2.1"), "cybercafe@example.test", "bonmotdepasse")).ok).toBe(true);
    }
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
