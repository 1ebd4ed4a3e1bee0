import type { RefusalCode } from "../../lib/result.ts";
import { randomInt } from "node:crypto";
import { msg, plural } from "@lingui/core/macro";
import { and, eq, lt, sql } from "drizzle-orm";
import { dayOf } from "../../lib/calendar-day.ts";
import { formatPhone, smsDestination } from "../../lib/phone.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { forgive, hit, hitCount, takeAll } from "../../server/rate-limit.server.ts";
import { PHONE_VERIFIED, phoneCodeQueue, phoneVerifications, profiles, smsMessages } from "../../server/schema.ts";
import { sign, verifySignature } from "../../server/signature.server.ts";
import { sendSms } from "../../server/sms.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { DEFAULT_LANGUAGE, type Language, recipientLanguage } from "../../lib/language.ts";
import { phoneCodeSms } from "./phone-code-sms.server.ts";
import { siteLimit } from "../settings/site-limits.server.ts";
import {
  PHONE_CODES_PER_NUMBER,
  PHONE_CODE_MINUTES,
  PHONE_CODE_SENDS_PER_HOUR,
  PHONE_CODE_TRIES,
  PHONE_MESSAGES,
  PHONE_WAITED_CODE_HOURS,
  typedCode,
} from "./phone-verification-rules.ts";

type Outcome = { ok: true; message: string } | { ok: false; error: string; code?: RefusalCode };

const PURPOSE = "phone-code";
/** The code is kept only as a keyed hash, bound to its member and number. */
const codeHash = (userId: string, phone: string, code: string) => sign(PURPOSE, `${userId}\n${phone}\n${code}`);

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/**
 * The answers built with a value, in the page's language: French as PHONE_MESSAGES writes them
 * (the spec's words), another language from its catalog.
 */
const sentWords = (language: Language, phone: string): string =>
  language === DEFAULT_LANGUAGE ? PHONE_MESSAGES.sent(phone) : translate(language, msg`Code envoyé par SMS au ${phone}`);
const queuedWords = (language: Language, phone: string): string =>
  language === DEFAULT_LANGUAGE
    ? PHONE_MESSAGES.queued(phone)
    : translate(language, msg`Trop de SMS ont été envoyés aujourd'hui : votre code partira demain par SMS au ${phone}. Il sera valable 24 heures.`);
const wrongWords = (language: Language, left: number): string =>
  language === DEFAULT_LANGUAGE
    ? PHONE_MESSAGES.wrong(left)
    : translate(language, msg`Code incorrect. Il vous reste ${plural(left, { one: "# essai", other: "# essais" })}.`);

/** The counts of texts one number received, whoever asked: keyed by the number written one way. */
const numberRules = (phone: string) => [
  { key: `sms-number-hour:${smsDestination(phone)}`, rule: { max: PHONE_CODES_PER_NUMBER.perHour, windowSeconds: HOUR_SECONDS } },
  { key: `sms-number-day:${smsDestination(phone)}`, rule: { max: PHONE_CODES_PER_NUMBER.perDay, windowSeconds: DAY_SECONDS } },
];

/** The codes texted by the whole site on a calendar day (UTC, West Africa's time); the window outlasts the day. */
const siteDayKey = (now: Date) => `sms-codes:${dayOf(now)}`;

/** Counts one code against the site's ceiling for `now`'s day: false when that day has no room left. */
export async function takeSiteSmsSlot(now: Date): Promise<boolean> {
  const [count, ceiling] = await Promise.all([hitCount(siteDayKey(now), 2 * DAY_SECONDS), siteLimit("sms_codes_per_day")]);
  return count <= ceiling;
}

/** Gives back a slot taken for a code that was not sent after all. */
export async function giveBackSiteSmsSlot(now: Date): Promise<void> {
  await forgive(siteDayKey(now));
}

/**
 * Draws a code and texts it to `phone`, replacing any earlier one (and its count of tries): valid
 * 10 minutes, or a day for a code that waited. False when the SMS could not be sent.
 */
export async function deliverCode(userId: string, phone: string, now: Date, waited = false): Promise<boolean> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const validMs = waited ? PHONE_WAITED_CODE_HOURS * 3_600_000 : PHONE_CODE_MINUTES * 60_000;
  const row = { phone, codeHash: codeHash(userId, phone, code), expiresAt: new Date(now.getTime() + validMs), attempts: 0, smsId: null, createdAt: now };
  await db()
    .insert(phoneVerifications)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: row });
  // In the member's language: theirs, else their country's.
  const [member] = await db().select({ language: profiles.language, country: profiles.country }).from(profiles).where(eq(profiles.id, userId));
  let smsId: string;
  try {
    smsId = await sendSms(phone, phoneCodeSms(recipientLanguage(member ?? {}), code, waited));
  } catch (error) {
    log.error("phone_code.send_failed", { userId, error: String(error) });
    await db().delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    return false;
  }
  // Kept to show the member the text's delivery report; a newer code asked meanwhile keeps its own.
  await db()
    .update(phoneVerifications)
    .set({ smsId })
    .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.codeHash, row.codeHash)));
  return true;
}

/**
 * 'Vérifier mon téléphone': a 6-digit code by SMS to the profile's number, for a member whose email
 * is verified. At most 3 asks an hour per member, and 3 texts an hour and 5 a day per number
 * whoever asks (a refused ask texts nothing, so it is not counted against the number). Past the
 * site's daily ceiling (an admin setting) the ask waits in a queue, one per member, and the
 * `queued-phone-codes` job texts it when a later day has room.
 */
export async function sendPhoneCode(userId: string, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<Outcome> {
  const [profile] = await db().select({ phone: profiles.phone, emailVerified: profiles.emailVerified }).from(profiles).where(eq(profiles.id, userId));
  if (!profile?.phone) return { ok: false, error: PHONE_MESSAGES.sendFailed, code: "unavailable" };
  if (!profile.emailVerified) return { ok: false, error: PHONE_MESSAGES.emailFirst, code: "forbidden" };
  if (!(await hit(`phone-code:${userId}`, { max: PHONE_CODE_SENDS_PER_HOUR, windowSeconds: HOUR_SECONDS }))) {
    return { ok: false, error: PHONE_MESSAGES.tooManySends, code: "too-many" };
  }
  const perNumber = numberRules(profile.phone);
  const forgiveNumber = () => Promise.all(perNumber.map(({ key }) => forgive(key)));
  if (!(await takeAll(perNumber)).allowed) {
    return { ok: false, error: PHONE_MESSAGES.tooManyToNumber, code: "too-many" };
  }
  if (!(await takeSiteSmsSlot(now))) {
    const ask = { phone: profile.phone, requestedAt: now };
    await db()
      .insert(phoneCodeQueue)
      .values({ userId, ...ask })
      .onConflictDoUpdate({ target: phoneCodeQueue.userId, set: ask });
    return { ok: true, message: queuedWords(language, formatPhone(profile.phone)) };
  }
  await db().delete(phoneCodeQueue).where(eq(phoneCodeQueue.userId, userId));
  if (!(await deliverCode(userId, profile.phone, now))) {
    await Promise.all([forgiveNumber(), giveBackSiteSmsSlot(now)]);
    return { ok: false, error: PHONE_MESSAGES.sendFailed, code: "unavailable" };
  }
  return { ok: true, message: sentWords(language, formatPhone(profile.phone)) };
}

/**
 * Checks a typed code. Each try is counted before the code is compared, in one conditional update,
 * so simultaneous tries cannot exceed five; after the fifth wrong one the code is dead and only a
 * new one (within the hourly sends) helps. The phone is verified only if it is still the number the
 * code went to.
 */
export async function checkPhoneCode(userId: string, typed: unknown, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<Outcome> {
  const code = typedCode(typed);
  if (!code) return { ok: false, error: PHONE_MESSAGES.codeFormat };
  const [attempt] = await db()
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.userId, userId), lt(phoneVerifications.attempts, PHONE_CODE_TRIES)))
    .returning();
  if (!attempt) {
    const { codePending, codeQueued } = await phoneVerificationState(userId);
    return { ok: false, error: codePending ? PHONE_MESSAGES.locked : codeQueued ? PHONE_MESSAGES.codeQueued : PHONE_MESSAGES.noCode };
  }
  if (attempt.expiresAt <= now) return { ok: false, error: PHONE_MESSAGES.expired };
  if (!verifySignature(PURPOSE, `${userId}\n${attempt.phone}\n${code}`, attempt.codeHash)) {
    const left = PHONE_CODE_TRIES - attempt.attempts;
    return { ok: false, error: left > 0 ? wrongWords(language, left) : PHONE_MESSAGES.locked };
  }
  const verified = await db()
    .update(profiles)
    .set({ phoneVerified: attempt.phone })
    .where(and(eq(profiles.id, userId), eq(profiles.phone, attempt.phone)))
    .returning({ id: profiles.id });
  await db().delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  return verified.length > 0 ? { ok: true, message: PHONE_MESSAGES.verified } : { ok: false, error: PHONE_MESSAGES.phoneChanged };
}

/**
 * Whether the member's phone is verified, whether a code is waiting to be typed or to be sent,
 * whether the gateway reported the code's text lost (failed, undelivered), and whether their email
 * is verified (asked first).
 */
export async function phoneVerificationState(
  userId: string,
): Promise<{ phone: string; verified: boolean; codePending: boolean; codeQueued: boolean; codeUndelivered: boolean; emailVerified: boolean }> {
  const [row] = await db()
    .select({
      phone: profiles.phone,
      verified: PHONE_VERIFIED,
      emailVerified: profiles.emailVerified,
      codePending: sql<boolean>`exists (select 1 from ${phoneVerifications} where ${phoneVerifications}.user_id = ${profiles}.id)`,
      codeQueued: sql<boolean>`exists (select 1 from ${phoneCodeQueue} where ${phoneCodeQueue}.user_id = ${profiles}.id)`,
      codeUndelivered: sql<boolean>`exists (select 1 from ${phoneVerifications} join ${smsMessages} on ${smsMessages}.id = ${phoneVerifications}.sms_id
        where ${phoneVerifications}.user_id = ${profiles}.id and ${smsMessages}.status in ('failed', 'undelivered'))`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return {
    phone: row?.phone ?? "",
    verified: Boolean(row?.verified),
    codePending: Boolean(row?.codePending),
    codeQueued: Boolean(row?.codeQueued),
    codeUndelivered: Boolean(row?.codeUndelivered),
    emailVerified: Boolean(row?.emailVerified),
  };
}
