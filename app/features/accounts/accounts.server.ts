import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { auth } from "./auth.server.ts";
import { db } from "../../server/db.server.ts";
import { AVATAR_WIDTHS } from "../../lib/images.ts";
import { ImageRejected, assertImage, storeImageVariants } from "../../server/images.server.ts";
import { log } from "../../server/log.server.ts";
import { hitAll, hitWindow } from "../../server/rate-limit.server.ts";
import { profiles } from "../../server/schema.ts";
import { TOO_MANY_ATTEMPTS, authErrorCode, frenchAuthError } from "./auth-errors.ts";
import { requireUser } from "./session.server.ts";
import type { SignupInput } from "./signup-schema.ts";
import { SIGN_UP_PER_ADDRESS, signUpDelayMs } from "./signup-throttle.ts";
import { AVATAR_NOT_IMAGE, AVATAR_REQUIRED, AVATAR_TOO_LARGE, avatarProblem } from "./signup-rules.ts";
import { VERIFY_FAILED, VERIFY_MISSING } from "./verify-messages.ts";

/** A refusal of the throttles carries `retryAfterSeconds`: when the attempt may be made again. */
export type Result<T = object> = ({ ok: true } & T) | { ok: false; error: string; field?: string; retryAfterSeconds?: number };

export { AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE };

export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip") ?? "unknown";
}

async function avatarCheck(photo: Buffer | undefined): Promise<string | undefined> {
  if (!photo || photo.byteLength === 0) return AVATAR_REQUIRED;
  try {
    await assertImage(photo);
  } catch (e) {
    if (e instanceof ImageRejected) return avatarProblem(e.reason);
    throw e;
  }
}


/** Creates the account, stores the re-encoded photo, then sends the verification mail. */
export async function signUp(
  request: Request,
  input: SignupInput,
  photo: Buffer | undefined,
): Promise<Result<{ userId: string; mailSent: boolean }>> {
  const hits = await hitWindow(`signup:ip:${clientIp(request)}`, SIGN_UP_PER_ADDRESS.windowSeconds);
  const wait = signUpDelayMs(hits.count);
  if (wait === null) return { ok: false, error: TOO_MANY_ATTEMPTS, retryAfterSeconds: hits.retryAfterSeconds };
  if (wait > 0) await sleep(wait);
  const photoError = await avatarCheck(photo);
  if (photoError) return { ok: false, error: photoError, field: "photo" };
  const [existing] = await db()
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  if (existing) return { ok: false, error: "Un compte existe déjà avec cet email", field: "email" };

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
    if (!code) log.error("signup.failed", { error: e });
    const field = code?.startsWith("USER_ALREADY_EXISTS") ? "email" : code?.startsWith("PASSWORD") ? "password" : undefined;
    return { ok: false, error: frenchAuthError(e, "Erreur lors de l'inscription"), field };
  }

  const prefix = await storeImageVariants(photo as Buffer, "avatars", AVATAR_WIDTHS, { square: true });
  await db().update(profiles).set({ avatarUrl: prefix }).where(eq(profiles.id, userId));

  let mailSent = true;
  try {
    await auth().api.sendVerificationEmail({ body: { email: input.email } });
  } catch (e) {
    mailSent = false;
    log.error("signup.verification_mail_failed", { error: e, userId });
  }
  return { ok: true, userId, mailSent };
}

const SIGN_IN_LIMITS = {
  ip: { max: 30, windowSeconds: 15 * 60 },
  account: { max: 8, windowSeconds: 15 * 60 },
};

export async function signIn(
  request: Request,
  email: string,
  password: string,
): Promise<Result<{ headers: Headers; country: string }>> {
  const throttle = await hitAll([
    { key: `signin:ip:${clientIp(request)}`, rule: SIGN_IN_LIMITS.ip },
    { key: `signin:account:${email}`, rule: SIGN_IN_LIMITS.account },
  ]);
  if (!throttle.allowed) return { ok: false, error: TOO_MANY_ATTEMPTS, retryAfterSeconds: throttle.retryAfterSeconds };
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    const country = String((response.user as Record<string, unknown>).country ?? "");
    return { ok: true, headers, country };
  } catch (e) {
    if (!authErrorCode(e)) log.error("signin.failed", { error: e });
    return { ok: false, error: frenchAuthError(e, "Erreur lors de la connexion") };
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
    return { ok: false, error: "Erreur lors de l'envoi de l'email" };
  }
}

export async function resetPassword(token: string, newPassword: string): Promise<Result> {
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (e) {
    return { ok: false, error: frenchAuthError(e, "Token invalide ou expiré") };
  }
}

/** A new verification link for the signed-in user (asked from /profile); false when it was not sent. */
export async function resendVerificationEmail(request: Request): Promise<boolean> {
  const user = await requireUser(request);
  try {
    await auth().api.sendVerificationEmail({ body: { email: user.email } });
    return true;
  } catch (e) {
    log.error("verify.resend_failed", { error: e, userId: user.id });
    return false;
  }
}

export async function verifyEmail(token: string | null | undefined): Promise<Result> {
  if (!token) return { ok: false, error: VERIFY_MISSING };
  try {
    await auth().api.verifyEmail({ query: { token } });
    return { ok: true };
  } catch (e) {
    const code = authErrorCode(e);
    if (!code) log.error("verify.failed", { error: e });
    return { ok: false, error: code === "USER_NOT_FOUND" || !code ? VERIFY_FAILED : frenchAuthError(e, VERIFY_FAILED) };
  }
}

/** Bans revoke every session at once; the auth library's hook then refuses any new sign-in. */
export async function banUser(userId: string, reason: string): Promise<void> {
  await db()
    .update(profiles)
    .set({ banned: true, banReason: reason, bannedAt: new Date() })
    .where(eq(profiles.id, userId));
  const ctx = await auth().$context;
  await ctx.internalAdapter.deleteUserSessions(userId);
}

export async function unbanUser(userId: string): Promise<void> {
  await db()
    .update(profiles)
    .set({ banned: false, banReason: null, bannedAt: null, banExpires: null })
    .where(eq(profiles.id, userId));
}
