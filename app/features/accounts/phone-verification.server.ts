import { randomInt } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { formatPhone } from "../../lib/phone.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { hit } from "../../server/rate-limit.server.ts";
import { PHONE_VERIFIED, phoneVerifications, profiles } from "../../server/schema.ts";
import { sign, verifySignature } from "../../server/signature.server.ts";
import { sendSms } from "../../server/sms.server.ts";
import { PHONE_CODE_MINUTES, PHONE_CODE_SENDS_PER_HOUR, PHONE_CODE_TRIES, PHONE_MESSAGES, typedCode } from "./phone-verification-rules.ts";

type Outcome = { ok: true; message: string } | { ok: false; error: string };

const PURPOSE = "phone-code";
/** The code is kept only as a keyed hash, bound to its member and number. */
const codeHash = (userId: string, phone: string, code: string) => sign(PURPOSE, `${userId}\n${phone}\n${code}`);

/**
 * 'Vérifier mon téléphone': a new 6-digit code by SMS to the profile's number, valid 10 minutes,
 * replacing any earlier one (and its count of tries). At most 3 sends an hour per member.
 */
export async function sendPhoneCode(userId: string, now = new Date()): Promise<Outcome> {
  const [profile] = await db().select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, userId));
  if (!profile?.phone) return { ok: false, error: PHONE_MESSAGES.sendFailed };
  if (!(await hit(`phone-code:${userId}`, { max: PHONE_CODE_SENDS_PER_HOUR, windowSeconds: 3600 }))) {
    return { ok: false, error: PHONE_MESSAGES.tooManySends };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const row = {
    phone: profile.phone,
    codeHash: codeHash(userId, profile.phone, code),
    expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
    attempts: 0,
    createdAt: now,
  };
  await db().insert(phoneVerifications).values({ userId, ...row }).onConflictDoUpdate({ target: phoneVerifications.userId, set: row });
  try {
    await sendSms(profile.phone, PHONE_MESSAGES.sms(code));
  } catch (error) {
    log.error("phone_code.send_failed", { userId, error: String(error) });
    await db().delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    return { ok: false, error: PHONE_MESSAGES.sendFailed };
  }
  return { ok: true, message: PHONE_MESSAGES.sent(formatPhone(profile.phone)) };
}

/**
 * Checks a typed code. Each try is counted before the code is compared, in one conditional update,
 * so simultaneous tries cannot exceed five; after the fifth wrong one the code is dead and only a
 * new one (within the hourly sends) helps. The phone is verified only if it is still the number the
 * code went to.
 */
export async function checkPhoneCode(userId: string, typed: unknown, now = new Date()): Promise<Outcome> {
  const code = typedCode(typed);
  if (!code) return { ok: false, error: PHONE_MESSAGES.codeFormat };
  const [attempt] = await db()
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.userId, userId), lt(phoneVerifications.attempts, PHONE_CODE_TRIES)))
    .returning();
  if (!attempt) {
    const [pending] = await db().select({ userId: phoneVerifications.userId }).from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    return { ok: false, error: pending ? PHONE_MESSAGES.locked : PHONE_MESSAGES.noCode };
  }
  if (attempt.expiresAt <= now) return { ok: false, error: PHONE_MESSAGES.expired };
  if (!verifySignature(PURPOSE, `${userId}\n${attempt.phone}\n${code}`, attempt.codeHash)) {
    const left = PHONE_CODE_TRIES - attempt.attempts;
    return { ok: false, error: left > 0 ? PHONE_MESSAGES.wrong(left) : PHONE_MESSAGES.locked };
  }
  const verified = await db()
    .update(profiles)
    .set({ phoneVerified: attempt.phone })
    .where(and(eq(profiles.id, userId), eq(profiles.phone, attempt.phone)))
    .returning({ id: profiles.id });
  await db().delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  return verified.length > 0 ? { ok: true, message: PHONE_MESSAGES.verified } : { ok: false, error: PHONE_MESSAGES.phoneChanged };
}

/** Whether the member's phone is verified, and whether a code is waiting to be typed. */
export async function phoneVerificationState(userId: string): Promise<{ phone: string; verified: boolean; codePending: boolean }> {
  const [row] = await db()
    .select({
      phone: profiles.phone,
      verified: PHONE_VERIFIED,
      codePending: sql<boolean>`exists (select 1 from ${phoneVerifications} where ${phoneVerifications}.user_id = ${profiles}.id)`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { phone: row?.phone ?? "", verified: Boolean(row?.verified), codePending: Boolean(row?.codePending) };
}
