import { existsSync, readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sendQueuedPhoneCodes } from "../../app/features/accounts/phone-code-queue.server.ts";
import { checkPhoneCode, phoneVerificationState, sendPhoneCode } from "../../app/features/accounts/phone-verification.server.ts";
import { PHONE_MESSAGES } from "../../app/features/accounts/phone-verification-rules.ts";
import { publicProfile } from "../../app/features/accounts/public-profile.server.ts";
import { updateProfile } from "../../app/features/accounts/profile-update.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { setSiteLimit } from "../../app/features/settings/site-limits.server.ts";
import { SITE_LIMITS } from "../../app/features/settings/site-limit-rules.ts";
import { action as phoneAction, loader as phoneLoader } from "../../app/routes/profile-phone.tsx";
import { db } from "../../app/server/db.server.ts";
import { profiles, rateLimits } from "../../app/server/schema.ts";
import { smsLogPath } from "../../app/server/sms.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";
import { formatPhone } from "../../app/lib/phone.ts";

useTestDatabase();

let seq = 0;
const member = (phone: string) => createUser({ email: `tel${++seq}@example.test`, phone, country: "SN" });
/** The last code texted to a number, read from the SMS log as a person reads their phone. */
function lastCodeTo(phone: string): string {
  const lines = readFileSync(smsLogPath(), "utf8")
    .trim()
    .split("\n")
    .filter((l) => l.split("\t")[1] === phone);
  const code = lines.at(-1)?.match(/code de vérification est (\d{6})/)?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}
/** Every text sent to a number so far. */
const textsTo = (phone: string) =>
  readFileSync(smsLogPath(), "utf8")
    .split("\n")
    .filter((l) => l.split("\t")[1] === phone);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("verifying a phone by SMS", () => {
  it("sends a 6-digit code to the profile's number and verifies it; the public profile then says so, without the number", async () => {
    const user = await member("+221771110001");
    expect(await sendPhoneCode(user.id)).toEqual({ ok: true, message: "Code envoyé par SMS au +221 77 111 00 01" });
    const code = lastCodeTo("+221771110001");
    expect(await checkPhoneCode(user.id, "12 34")).toEqual({ ok: false, error: PHONE_MESSAGES.codeFormat });
    expect(await checkPhoneCode(user.id, wrong(code))).toEqual({ ok: false, error: "Code incorrect. Il vous reste 4 essais." });
    expect(await checkPhoneCode(user.id, code)).toEqual({ ok: true, message: "Téléphone vérifié" });
    expect(await phoneVerificationState(user.id)).toEqual({
      phone: "+221771110001",
      verified: true,
      codePending: false,
      codeQueued: false,
      codeUndelivered: false,
      emailVerified: true,
    });
    const shown = await publicProfile(user.id);
    expect(shown?.phoneVerified).toBe(true);
    expect(JSON.stringify(shown)).not.toContain("771110001");
  });

  it("answers an English page in English: the code sent, a wrong code and the tries left", async () => {
    const user = await member("+221771110009");
    expect(await sendPhoneCode(user.id, new Date(), "en")).toEqual({ ok: true, message: "Code sent by SMS to +221 77 111 00 09" });
    const code = lastCodeTo("+221771110009");
    expect(await checkPhoneCode(user.id, wrong(code), new Date(), "en")).toEqual({ ok: false, error: "Wrong code. You have 4 tries left." });
    expect(await checkPhoneCode(user.id, code, new Date(), "en")).toEqual({ ok: true, message: "Téléphone vérifié" });
  });

  it("locks the code after five wrong tries, even for the right one, and counts simultaneous tries", async () => {
    const user = await member("+221771110002");
    await sendPhoneCode(user.id);
    const code = lastCodeTo("+221771110002");
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkPhoneCode(user.id, wrong(code))));
    expect(answers.filter((a) => !a.ok && a.error === PHONE_MESSAGES.locked).length).toBeGreaterThanOrEqual(2);
    expect(answers.filter((a) => !a.ok && a.error.startsWith("Code incorrect"))).toHaveLength(4);
    expect(await checkPhoneCode(user.id, code)).toEqual({ ok: false, error: PHONE_MESSAGES.locked });
    expect((await phoneVerificationState(user.id)).verified).toBe(false);
  });

  it("refuses an expired code, a fourth send within the hour, and another member's code", async () => {
    const [user, other] = [await member("+221771110003"), await member("+221771110004")];
    const sentAt = new Date();
    await sendPhoneCode(user.id, sentAt);
    const code = lastCodeTo("+221771110003");
    expect(await checkPhoneCode(user.id, code, new Date(sentAt.getTime() + 10 * 60_000 + 1))).toEqual({ ok: false, error: PHONE_MESSAGES.expired });
    await sendPhoneCode(user.id);
    await sendPhoneCode(user.id);
    expect(await sendPhoneCode(user.id)).toEqual({ ok: false, error: PHONE_MESSAGES.tooManySends, code: "too-many" });

    await sendPhoneCode(other.id);
    expect(await checkPhoneCode(other.id, lastCodeTo("+221771110003"))).toMatchObject({ ok: false });
    expect(await checkPhoneCode(other.id, lastCodeTo("+221771110004"))).toEqual({ ok: true, message: "Téléphone vérifié" });
  });

  it("is lost when the phone changes, and a code sent to the old number no longer verifies", async () => {
    const user = await member("+221771110005");
    await sendPhoneCode(user.id);
    await checkPhoneCode(user.id, lastCodeTo("+221771110005"));
    const fields = { firstName: "Awa", lastName: "Diop", country: "SN" as const, city: "Dakar", userType: "buyer" as const, companyName: undefined };
    await updateProfile(user.id, { ...fields, phone: "+221771110005" });
    expect((await phoneVerificationState(user.id)).verified).toBe(true);
    await updateProfile(user.id, { ...fields, phone: "+221771110006" });
    expect((await phoneVerificationState(user.id)).verified).toBe(false);
    expect((await db().select().from(profiles).where(eq(profiles.id, user.id)))[0]?.phoneVerified).toBeNull();

    await sendPhoneCode(user.id);
    const code = lastCodeTo("+221771110006");
    await updateProfile(user.id, { ...fields, phone: "+221771110007" });
    expect(await checkPhoneCode(user.id, code)).toEqual({ ok: false, error: PHONE_MESSAGES.phoneChanged });
  });
});

/** Every window of an hour or less ends now, as an hour later; the day's windows run on. */
const anHourPasses = () => db().update(rateLimits).set({ windowEndsAt: sql`now()` }).where(sql`${rateLimits.windowEndsAt} <= now() + interval '1 hour'`);
/** Stores a phone as it may have been typed, bypassing the forms' normalisation (older rows, other ways in). */
const storePhone = (userId: string, phone: string) => db().update(profiles).set({ phone }).where(eq(profiles.id, userId));

describe("the limits on texting codes", () => {
  it("texts nothing to a member whose email is not verified, and /profile/telephone says to verify the email first", async () => {
    const user = await createUser({ email: `tel${++seq}@example.test`, phone: "+221771120001", country: "SN", emailVerified: false });
    expect(await sendPhoneCode(user.id)).toEqual({ ok: false, error: PHONE_MESSAGES.emailFirst, code: "forbidden" });
    expect(PHONE_MESSAGES.emailFirst).toContain("Vérifiez d'abord votre adresse email");
    expect(existsSync(smsLogPath()) ? textsTo("+221771120001") : []).toEqual([]);

    const cookie = await sessionCookie(user.email);
    const args = (init?: RequestInit) =>
      ({
        request: new Request("http://localhost:3000/profile/telephone", { headers: { cookie }, ...init }),
        params: {},
        context: new RouterContextProvider(),
      }) as never;
    expect(await phoneLoader(args())).toMatchObject({ emailVerified: false, verified: false, codePending: false, codeQueued: false });
    const answer = (await phoneAction(args({ method: "POST", body: new URLSearchParams({ intent: "send" }) }))) as {
      data: { error: string };
      init: { status: number };
    };
    expect(answer.data.error).toBe(PHONE_MESSAGES.emailFirst);
    expect(answer.init.status).toBe(403);
  });

  it("texts one number at most 3 codes an hour and 5 a day whoever asks, however the number is written", async () => {
    const askers = await Promise.all([1, 2, 3, 4].map(() => member("+221771120002")));
    // The same number, as several members' rows may hold it.
    await storePhone(askers[1]!.id, "00221771120002");
    await storePhone(askers[2]!.id, "+221 77 112 00 02");
    await storePhone(askers[3]!.id, "+2210771120002");
    const answers = await Promise.all(askers.map((a) => sendPhoneCode(a.id)));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, error: PHONE_MESSAGES.tooManyToNumber, code: "too-many" }]);

    await anHourPasses();
    const later = await Promise.all(askers.map((a) => sendPhoneCode(a.id)));
    expect(later.filter((a) => a.ok)).toHaveLength(2);
    await anHourPasses();
    expect(await sendPhoneCode(askers[0]!.id)).toEqual({ ok: false, error: PHONE_MESSAGES.tooManyToNumber, code: "too-many" });
    const texted = ["+221771120002", "00221771120002", "+221 77 112 00 02", "+2210771120002"].flatMap(textsTo);
    expect(texted).toHaveLength(5);
    // Another number is not held back by this one's count.
    expect(await sendPhoneCode((await member("+221771120003")).id)).toMatchObject({ ok: true });
  });

  it("keeps codes past the site's daily ceiling waiting, and the job texts them when the next day opens, within that day's ceiling", async () => {
    const day1 = new Date("2031-05-10T09:00:00Z");
    const day2 = new Date("2031-05-11T00:03:00Z");
    const day3 = new Date("2031-05-12T00:03:00Z");
    const phones = ["+221771130001", "+221771130002", "+221771130003", "+221771130004", "+221771130005"];
    const members = await Promise.all(phones.map((p) => member(p)));
    await setSiteLimit("sms_codes_per_day", 2);
    try {
      const answers = [];
      for (const m of members) answers.push(await sendPhoneCode(m.id, day1));
      expect(answers.slice(0, 2).every((a) => a.ok && a.message.startsWith("Code envoyé"))).toBe(true);
      expect(answers.slice(2)).toEqual(phones.slice(2).map((p) => ({ ok: true, message: PHONE_MESSAGES.queued(formatPhone(p)) })));
      expect(PHONE_MESSAGES.queued("+221 77 113 00 03")).toContain("demain");
      expect(phones.slice(2).flatMap(textsTo)).toEqual([]);
      expect(await phoneVerificationState(members[2]!.id)).toMatchObject({ codePending: false, codeQueued: true });
      expect(await checkPhoneCode(members[2]!.id, "123456", day1)).toEqual({ ok: false, error: PHONE_MESSAGES.codeQueued });

      // The same day, nothing leaves; the next, two wait no more and the third waits a day longer.
      expect(await sendQueuedPhoneCodes(day1)).toBe(0);
      expect(await sendQueuedPhoneCodes(day2)).toBe(2);
      expect(await sendQueuedPhoneCodes(day2)).toBe(0);
      expect(phones.slice(2, 4).map((p) => textsTo(p).length)).toEqual([1, 1]);
      expect(textsTo(phones[4]!)).toEqual([]);
      expect(textsTo(phones[2]!)[0]).toContain("Il est valable 24 heures.");
      expect(await phoneVerificationState(members[2]!.id)).toMatchObject({ codePending: true, codeQueued: false });
      // A code that waited stays valid for a day: its member may be away when it arrives.
      const code = lastCodeTo(phones[2]!);
      expect(await checkPhoneCode(members[2]!.id, code, new Date(day2.getTime() + 20 * 3_600_000))).toEqual({ ok: true, message: "Téléphone vérifié" });

      // A queued code whose member changed number meanwhile is dropped, not texted to the new one.
      await storePhone(members[4]!.id, "+221771130009");
      expect(await sendQueuedPhoneCodes(day3)).toBe(0);
      expect([...textsTo(phones[4]!), ...textsTo("+221771130009")]).toEqual([]);
      expect(await phoneVerificationState(members[4]!.id)).toMatchObject({ codeQueued: false });
    } finally {
      await setSiteLimit("sms_codes_per_day", SITE_LIMITS.sms_codes_per_day.default);
    }
  });
});
