import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkPhoneCode, phoneVerificationState, sendPhoneCode } from "../../app/features/accounts/phone-verification.server.ts";
import { PHONE_MESSAGES } from "../../app/features/accounts/phone-verification-rules.ts";
import { publicProfile } from "../../app/features/accounts/public-profile.server.ts";
import { updateProfile } from "../../app/features/accounts/profile-update.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { smsLogPath } from "../../app/server/sms.server.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

let seq = 0;
const member = (phone: string) => createUser({ email: `tel${++seq}@example.test`, phone, country: "SN" });
/** The last code texted to a number, read from the SMS log as a person reads their phone. */
function lastCodeTo(phone: string): string {
  const lines = readFileSync(smsLogPath(), "utf8").trim().split("\n").filter((l) => l.split("\t")[1] === phone);
  const code = lines.at(-1)?.match(/code de vérification est (\d{6})/)?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("verifying a phone by SMS", () => {
  it("sends a 6-digit code to the profile's number and verifies it; the public profile then says so, without the number", async () => {
    const user = await member("+221771110001");
    expect(await sendPhoneCode(user.id)).toEqual({ ok: true, message: "Code envoyé par SMS au +221 77 111 00 01" });
    const code = lastCodeTo("+221771110001");
    expect(await checkPhoneCode(user.id, "12 34")).toEqual({ ok: false, error: PHONE_MESSAGES.codeFormat });
    expect(await checkPhoneCode(user.id, wrong(code))).toEqual({ ok: false, error: "Code incorrect. Il vous reste 4 essais." });
    expect(await checkPhoneCode(user.id, code)).toEqual({ ok: true, message: "Téléphone vérifié" });
    expect(await phoneVerificationState(user.id)).toEqual({ phone: "+221771110001", verified: true, codePending: false });
    const shown = await publicProfile(user.id);
    expect(shown?.phoneVerified).toBe(true);
    expect(JSON.stringify(shown)).not.toContain("771110001");
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
    expect(await sendPhoneCode(user.id)).toEqual({ ok: false, error: PHONE_MESSAGES.tooManySends });

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
