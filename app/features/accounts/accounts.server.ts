import { setTimeout as sleep } from "node:timers/promises";
import { sessionsChanged } from "../../server/session-cache.server.ts";
import { and, eq, gte, isNull, notExists, sql } from "drizzle-orm";
import { signInAttemptsMail } from "./account-mails.server.ts";
import { auth } from "./auth.server.ts";
import { db } from "../../server/db.server.ts";
import { AVATAR_WIDTHS } from "../../lib/images.ts";
import type { Result } from "../../lib/result.ts";
import { removeImageVariants, storeEncodedImage } from "../../server/images.server.ts";
import { encodeAvatar } from "./avatar.server.ts";
import { log } from "../../server/log.server.ts";
import { forgive, hitAll, hitCount, hitWindow } from "../../server/rate-limit.server.ts";
import { sendMail } from "../../server/mail.server.ts";
import { accounts, profiles } from "../../server/schema.ts";
import { TOO_MANY_ATTEMPTS, authErrorCode, frenchAuthError } from "./auth-errors.ts";
import type { SignupInput } from "./signup-schema.ts";
import {
  SIGN_IN_ALERT_WINDOW_SECONDS,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  signInAccountDelayMs,
  signInAccountKey,
  signInAddressRefused,
  signInGuessed,
} from "./signin-throttle.ts";
import { SIGN_UP_PER_ADDRESS, signUpDelayMs } from "./signup-throttle.ts";
import { AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE, SIGN_UP_FAILED } from "./signup-rules.ts";
import { sendVerificationMail } from "./verification-mail.server.ts";
import { VERIFY_FAILED, VERIFY_MISSING } from "./verify-messages.ts";
import { linkOutlivedByPassword, readVerificationLink } from "./verification-link.ts";
import { getSessionUser } from "./session.server.ts";
import { type Language, isLanguage } from "../../lib/language.ts";
import { requestLanguage } from "../../server/i18n.server.ts";

export { AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE };

export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip") ?? "unknown";
}

/**
 * Takes back a sign-up that failed after its account was made: the profile row (its sessions and
 * password go with it, by cascade) and the stored photo. Logged, never thrown: the caller answers
 * the failure it had.
 */
async function undoSignUp(userId: string, avatarPrefix: string | undefined): Promise<void> {
  try {
    await db().delete(profiles).where(eq(profiles.id, userId));
    if (avatarPrefix) await removeImageVariants(avatarPrefix, AVATAR_WIDTHS);
  } catch (error) {
    log.error("signup.undo_failed", { error, userId });
  }
}

/**
 * Creates the account with its re-encoded photo, if one was chosen (it is optional: ADR 0052), then
 * sends the verification mail, whose link signs the member in and leads to `redirectTo` (a path of
 * ours, checked again when the link is opened). All or nothing: the photo is decoded and
 * re-encoded before the account exists, and if storing it fails the account is removed again, so
 * a retry never hears "this email exists". Only the mail may fail without undoing the sign-up
 * (`mailSent: false`; the user can ask for another from /profile).
 */
export async function signUp(
  request: Request,
  input: SignupInput,
  photo: Buffer | undefined,
  { redirectTo = "/" }: { redirectTo?: string } = {},
): Promise<Result<{ userId: string; mailSent: boolean }>> {
  const hits = await hitWindow(`signup:ip:${clientIp(request)}`, SIGN_UP_PER_ADDRESS.windowSeconds);
  const wait = signUpDelayMs(hits.count);
  if (wait === null) return { ok: false, error: TOO_MANY_ATTEMPTS, retryAfterSeconds: hits.retryAfterSeconds };
  if (wait > 0) await sleep(wait);
  const avatar = photo?.byteLength ? await encodeAvatar(photo) : undefined;
  if (avatar && "error" in avatar) return { ok: false, error: avatar.error, field: "photo" };
  const [existing] = await db().select({ id: profiles.id }).from(profiles).where(sql`lower(${profiles.email}) = ${input.email.toLowerCase()}`).limit(1);
  if (existing) return { ok: false, error: /*i18n*/ "Un compte existe déjà avec cet email", field: "email" };

  const startedAt = new Date(Date.now() - 1000);
  let userId: string;
  try {
    const created = await auth().api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        country: input.country,
        city: input.city,
        userType: input.userType,
        companyName: input.companyName,
      },
    });
    userId = created.user.id;
  } catch (e) {
    const code = authErrorCode(e);
    if (!code) {
      log.error("signup.failed", { error: e });
      await removeHalfMadeAccount(input.email, startedAt);
    }
    const field = code?.startsWith("USER_ALREADY_EXISTS") ? "email" : code?.startsWith("PASSWORD") ? "password" : undefined;
    return { ok: false, error: frenchAuthError(e, SIGN_UP_FAILED), field };
  }

  let avatarPrefix: string | undefined;
  try {
    if (avatar) avatarPrefix = await storeEncodedImage(avatar.image, "avatars");
    // The sign-up page's language is the account's, so the verification mail below is in it (ADR 0049).
    await db()
      .update(profiles)
      .set({ avatarUrl: avatarPrefix ?? null, language: requestLanguage(request) })
      .where(eq(profiles.id, userId));
  } catch (e) {
    log.error("signup.avatar_failed", { error: e, userId });
    await undoSignUp(userId, avatarPrefix);
    return { ok: false, error: SIGN_UP_FAILED };
  }

  const mail = await sendVerificationMail({ id: userId, email: input.email, emailVerified: false }, redirectTo);
  return { ok: true, userId, mailSent: mail.ok };
}

/**
 * The auth library writes the user, then their password, without a transaction: an unexpected
 * failure between the two would leave an account nobody can sign in to, holding the email. Such a
 * row (this email, made during this call, with no password) is removed.
 */
async function removeHalfMadeAccount(email: string, since: Date): Promise<void> {
  try {
    await db()
      .delete(profiles)
      .where(
        and(
          sql`lower(${profiles.email}) = ${email.toLowerCase()}`,
          gte(profiles.createdAt, since),
          notExists(db().select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, profiles.id))),
        ),
      );
  } catch (error) {
    log.error("signup.undo_failed", { error, email });
  }
}

/** Warns the owner that their account is being guessed: at most once per alert window, never for an unknown email. */
async function warnOwnerOfGuessing(email: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [owner] = await db()
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      firstName: profiles.firstName,
      country: profiles.country,
      language: profiles.language,
    })
    .from(profiles)
    .where(and(sql`lower(${profiles.email}) = ${normalized}`, isNull(profiles.deletedAt)))
    .limit(1);
  if (!owner) return;
  if ((await hitCount(`signin:alert:${normalized}`, SIGN_IN_ALERT_WINDOW_SECONDS)) > 1) return;
  log.warn("signin.account_guessed", { userId: owner.id });
  await sendMail(signInAttemptsMail(owner));
}

const WRONG_PASSWORD_CODES = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_PASSWORD"]);

/**
 * Signs in (ADR 0010). Every attempt is counted on its address and its account before the password
 * is checked, so parallel guesses queue up on the counts; a success gives its attempt back. An
 * address past its ceiling is refused; an account being guessed only makes every attempt on it
 * wait longer (capped), so its owner, from an address that has not been failing, still gets in,
 * and is told by mail.
 */
export async function signIn(
  request: Request,
  email: string,
  password: string,
): Promise<Result<{ headers: Headers; country: string; language: Language | null }>> {
  const addressKey = `signin:ip:${clientIp(request)}`;
  const accountKey = signInAccountKey(email);
  const [fromAddress, onAccount] = await Promise.all([
    hitWindow(addressKey, SIGN_IN_PER_ADDRESS.windowSeconds),
    hitCount(accountKey, SIGN_IN_PER_ACCOUNT.windowSeconds),
  ]);
  if (signInAddressRefused(fromAddress.count)) {
    return { ok: false, error: TOO_MANY_ATTEMPTS, retryAfterSeconds: fromAddress.retryAfterSeconds };
  }
  // Before the check, whatever its outcome: a guesser learns nothing by not waiting for the answer.
  const wait = signInAccountDelayMs(onAccount);
  if (wait > 0) await sleep(wait);
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await Promise.all([forgive(addressKey), forgive(accountKey)]);
    const user = response.user as Record<string, unknown>;
    const country = String(user.country ?? "");
    return { ok: true, headers, country, language: isLanguage(user.language) ? user.language : null };
  } catch (e) {
    const code = authErrorCode(e);
    if (!code) log.error("signin.failed", { error: e });
    if (code && WRONG_PASSWORD_CODES.has(code) && signInGuessed(onAccount)) {
      // Not awaited: the answer must not take longer for an email that has an account.
      void warnOwnerOfGuessing(email).catch((error: unknown) => log.error("signin.alert_failed", { error }));
    }
    return { ok: false, error: frenchAuthError(e, /*i18n*/ "Erreur lors de la connexion") };
  }
}

export async function signOut(request: Request): Promise<Headers> {
  const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}

const RESET_LIMITS = {
  ip: { max: 10, windowSeconds: 60 * 60 },
  account: { max: 3, windowSeconds: 60 * 60 },
};

/** Always answers the same for known and unknown emails, so accounts cannot be enumerated. */
export async function requestPasswordReset(request: Request, email: string): Promise<Result> {
  const throttle = await hitAll([
    { key: `reset:ip:${clientIp(request)}`, rule: RESET_LIMITS.ip },
    { key: `reset:account:${email}`, rule: RESET_LIMITS.account },
  ]);
  if (!throttle.allowed) return { ok: false, error: TOO_MANY_ATTEMPTS, retryAfterSeconds: throttle.retryAfterSeconds };
  try {
    await auth().api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    return { ok: true };
  } catch (e) {
    log.error("reset.mail_failed", { error: e });
    return { ok: false, error: /*i18n*/ "Erreur lors de l'envoi de l'email" };
  }
}

export async function resetPassword(token: string, newPassword: string): Promise<Result> {
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (e) {
    return { ok: false, error: frenchAuthError(e, /*i18n*/ "Token invalide ou expiré") };
  }
}

/** A verification link opened: whether it signed the member in, and what a sign-in sets beside the session. */
export interface VerifiedEmail {
  /** The session cookie the link set (its first use), with nothing when the address was verified already. */
  headers: Headers;
  signedIn: boolean;
  country: string | null;
  language: Language | null;
}

const sessionCookieSet = (headers: Headers) => headers.getSetCookie().some((cookie) => /^(?:__Secure-)?aa\.session_token=[^;]/.test(cookie));

/**
 * Verifies the address of a link's account and, on the link's first use, signs the member in with
 * the auth library's own session (`autoSignInAfterVerification`); an address verified already is
 * not signed in again, so the link signs in once, within its 24 hours. A link made before the
 * password was last set (a reset) is refused whole: whoever kept an old link does not get in after
 * the owner changed their password (ADR 0052).
 */
export async function verifyEmail(request: Request, token: string | null | undefined): Promise<Result<VerifiedEmail>> {
  if (!token) return { ok: false, error: VERIFY_MISSING };
  const link = readVerificationLink(token);
  if (!link) return { ok: false, error: VERIFY_FAILED };
  const [member] = await db()
    .select({ id: profiles.id, country: profiles.country, language: profiles.language, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
    .from(profiles)
    .leftJoin(accounts, and(eq(accounts.userId, profiles.id), eq(accounts.providerId, "credential")))
    .where(link.userId ? eq(profiles.id, link.userId) : sql`lower(${profiles.email}) = ${link.email}`)
    .limit(1);
  if (member?.createdAt && member.updatedAt && linkOutlivedByPassword(link, { createdAt: member.createdAt, updatedAt: member.updatedAt })) {
    log.info("verify.link_outlived_by_password", { userId: member.id });
    return { ok: false, error: VERIFY_FAILED };
  }
  try {
    const { headers } = await auth().api.verifyEmail({ query: { token }, headers: request.headers, returnHeaders: true });
    const signedIn = sessionCookieSet(headers) || (await getSessionUser(request))?.id === member?.id;
    return {
      ok: true,
      headers,
      signedIn,
      country: member?.country ?? null,
      language: isLanguage(member?.language) ? member.language : null,
    };
  } catch (e) {
    const code = authErrorCode(e);
    if (!code) log.error("verify.failed", { error: e });
    return { ok: false, error: code === "USER_NOT_FOUND" || !code ? VERIFY_FAILED : frenchAuthError(e, VERIFY_FAILED) };
  }
}

/** Bans revoke every session at once; the auth library's hook then refuses any new sign-in. */
export async function banUser(userId: string, reason: string): Promise<void> {
  await db().update(profiles).set({ banned: true, banReason: reason, bannedAt: new Date() }).where(eq(profiles.id, userId));
  const ctx = await auth().$context;
  await ctx.internalAdapter.deleteUserSessions(userId);
  // Their next request, on any instance, is refused (ADR 0028).
  await sessionsChanged(userId);
}

export async function unbanUser(userId: string): Promise<void> {
  await db().update(profiles).set({ banned: false, banReason: null, bannedAt: null, banExpires: null }).where(eq(profiles.id, userId));
}
