import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPhoneCode, phoneVerificationState, sendPhoneCode } from "../../app/features/accounts/phone-verification.server.ts";
import { PHONE_MESSAGES } from "../../app/features/accounts/phone-verification-rules.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { setSiteLimit } from "../../app/features/settings/site-limits.server.ts";
import { SITE_LIMITS } from "../../app/features/settings/site-limit-rules.ts";
import { COUNTRIES } from "../../app/lib/countries.ts";
import { formatPhone, normalizePhone, smsDestination, smsE164 } from "../../app/lib/phone.ts";
import { action as phoneAction, loader as phoneLoader } from "../../app/routes/profile-phone.tsx";
import { action as smsWebhook } from "../../app/routes/sms-webhook.ts";
import { db } from "../../app/server/db.server.ts";
import { parseEnv } from "../../app/server/env.server.ts";
import { phoneVerifications, rateLimits, smsMessages } from "../../app/server/schema.ts";
import { configureSmsGateway } from "../../app/server/sms.server.ts";
import { SMS_RECORD_DAYS, pruneOldSms } from "../../app/server/sms/sms-messages.server.ts";
import { africasTalkingCallbackUrl } from "../../app/server/sms/africastalking.server.ts";
import { twilioSignature, verifyTwilioSignature } from "../../app/server/sms/twilio.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { FAKE_AT, FAKE_TWILIO, FakeAfricasTalking, FakeTwilio } from "../support/fake-sms-gateways.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

const routeArgs = (request: Request, params: Record<string, string | undefined> = {}) => ({ request, params, context: new RouterContextProvider() }) as never;

/** Delivers a gateway's report to /webhooks/sms/… through the route, as the gateway's POST would arrive. */
async function deliver(url: string, body: URLSearchParams, headers: Record<string, string>): Promise<number> {
  const [, provider, token] = /\/webhooks\/sms\/([^/]+)(?:\/([^/]+))?$/.exec(new URL(url).pathname) ?? [];
  const request = new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });
  return ((await smsWebhook(routeArgs(request, { provider, token }))) as Response).status;
}

const twilio = new FakeTwilio({ deliver });
const at = new FakeAfricasTalking({ deliver });
const useTwilio = () => configureSmsGateway({ provider: "twilio", ...FAKE_TWILIO, apiUrl: twilio.url });
const useAfricasTalking = () => configureSmsGateway({ provider: "africastalking", ...FAKE_AT, apiUrl: at.url });

beforeAll(async () => {
  await Promise.all([twilio.start(), at.start()]);
  at.setCallbackUrl(africasTalkingCallbackUrl());
});
afterAll(async () => {
  configureSmsGateway(undefined);
  await Promise.all([twilio.stop(), at.stop()]);
});

let seq = 0;
const member = (phone: string, country = "SN") => createUser({ email: `sms${++seq}@example.test`, phone, country });
const textOf = async (providerId: string) => (await db().select().from(smsMessages).where(eq(smsMessages.providerId, providerId)))[0];
const countOf = async (key: string) => (await db().select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;

describe("numbers in E.164", () => {
  it("writes a number of each of our countries, however typed, as + and the international digits", () => {
    for (const country of COUNTRIES) {
      const national = country.dialCode === "+225" || country.dialCode === "+229" ? "0712345678" : "0771234567".slice(0, 9);
      const stored = normalizePhone(national, country.code);
      const e164 = smsE164(stored);
      expect(e164, country.name).toMatch(/^\+[1-9]\d{7,14}$/);
      expect(e164.startsWith(country.dialCode), country.name).toBe(true);
      expect(smsE164(`00${stored.slice(1)}`)).toBe(e164);
      expect(smsE164(formatPhone(stored))).toBe(e164);
    }
    // A trunk 0 typed after the dialling code is dropped where it is not part of the number.
    expect(smsE164("+221 077 542 18 36")).toBe("+221775421836");
    expect(smsE164("+225 07 01 55 93 27")).toBe("+2250701559327");
    expect(smsE164("+234 0803 123 4567")).toBe(`+${smsDestination("+2348031234567")}`);
  });
});

describe("Twilio's request signature", () => {
  it("matches the example of Twilio's security documentation", () => {
    // twilio.com/docs/usage/security#validating-requests: this URL, these parameters, Auth Token 12345.
    const params = new URLSearchParams({ CallSid: "CA1234567890ABCDE", Caller: "+12349013030", Digits: "1234", From: "+12349013030", To: "+18005551212" });
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    expect(twilioSignature("12345", url, params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
    expect(verifyTwilioSignature("12345", url, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(true);
    expect(verifyTwilioSignature("12345", url, params, "0/KCTR6DLpKmkAf8muzZqo1nDgR=")).toBe(false);
    expect(verifyTwilioSignature("12345", url, params, null)).toBe(false);
  });
});

describe("phone codes through Twilio", () => {
  beforeAll(useTwilio);

  it("texts the code in E.164 to Twilio, records its sid, and stores the delivery report", async () => {
    const user = await member("+221 77 120 00 01");
    expect(await sendPhoneCode(user.id)).toEqual({ ok: true, message: "Code envoyé par SMS au +221 77 120 00 01" });
    const [text] = twilio.textsTo("+221771200001");
    expect(text?.body).toMatch(/^AutoAfrique : votre code de vérification est \d{6}\./);
    expect(text).toMatchObject({ from: FAKE_TWILIO.from, callbackUrl: expect.stringMatching(/\/webhooks\/sms\/twilio$/) });
    expect(await textOf(text!.id)).toMatchObject({ provider: "twilio", toNumber: "+221771200001", status: "sent", error: null });

    expect(await twilio.report(text!, "sent")).toBe(200);
    expect(await twilio.report(text!, "delivered")).toBe(200);
    expect((await textOf(text!.id))?.status).toBe("delivered");
    // A late interim report does not take a final status back.
    expect(await twilio.report(text!, "sent")).toBe(200);
    expect((await textOf(text!.id))?.status).toBe("delivered");
    expect(await phoneVerificationState(user.id)).toMatchObject({ codePending: true, codeUndelivered: false });
    expect(await checkPhoneCode(user.id, twilio.lastCodeTo("+221771200001"))).toEqual({ ok: true, message: "Téléphone vérifié" });
  });

  it("keeps a text's record (the number is personal data) for SMS_RECORD_DAYS, then the daily job removes it", async () => {
    const user = await member("+221 77 120 00 09");
    await sendPhoneCode(user.id);
    const [text] = twilio.textsTo("+221771200009");
    const soon = new Date(Date.now() + (SMS_RECORD_DAYS - 1) * 86_400_000);
    await pruneOldSms(soon);
    expect(await textOf(text!.id)).toBeDefined();
    await pruneOldSms(new Date(Date.now() + (SMS_RECORD_DAYS + 1) * 86_400_000));
    expect(await textOf(text!.id)).toBeUndefined();
    // The code's own row stays, without its text.
    const [code] = await db().select({ smsId: phoneVerifications.smsId }).from(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
    expect(code).toEqual({ smsId: null });
  });

  it("tells the member on /profile/telephone when the code was not delivered, and a new code clears it", async () => {
    const user = await member("+221771200002");
    const cookie = await sessionCookie(user.email);
    await sendPhoneCode(user.id);
    const [text] = twilio.textsTo("+221771200002");
    expect(await twilio.report(text!, "undelivered")).toBe(200);
    expect(await textOf(text!.id)).toMatchObject({ status: "undelivered", error: "ErrorCode 30003" });
    const page = (await phoneLoader(routeArgs(new Request("http://localhost/profile/telephone", { headers: { cookie } })))) as {
      codeUndelivered: boolean;
      codePending: boolean;
    };
    expect(page).toMatchObject({ codeUndelivered: true, codePending: true });

    // 'Renvoyer un code': a new text, whose report is not in yet.
    const resend = new Request("http://localhost/profile/telephone", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "send" }) });
    const sent = (await phoneAction(routeArgs(resend))) as { data: { error: string | null } };
    expect(sent.data.error).toBeNull();
    expect(twilio.textsTo("+221771200002")).toHaveLength(2);
    expect(await phoneVerificationState(user.id)).toMatchObject({ codePending: true, codeUndelivered: false });
  });

  it("refuses a forged or altered delivery report with 403, changing nothing", async () => {
    const user = await member("+221771200003");
    await sendPhoneCode(user.id);
    const [text] = twilio.textsTo("+221771200003");
    expect(await twilio.report(text!, "undelivered", (r) => (r.headers["x-twilio-signature"] = "bm90IHR3aWxpbydzIHNpZ25hdHVyZQ=="))).toBe(403);
    expect(await twilio.report(text!, "failed", (r) => delete r.headers["x-twilio-signature"])).toBe(403);
    // Signed, then altered on the way.
    expect(await twilio.report(text!, "delivered", (r) => r.body.set("MessageStatus", "failed"))).toBe(403);
    // Signed with another account's token.
    expect(await twilio.report(text!, "failed", (r) => (r.headers["x-twilio-signature"] = "Q2hhbmdlZCB0b2tlbiBzaWduYXR1cmU="))).toBe(403);
    expect(await textOf(text!.id)).toMatchObject({ status: "sent", error: null });
    expect((await phoneVerificationState(user.id)).codeUndelivered).toBe(false);
    // Africa's Talking is not the configured gateway: its endpoint does not exist.
    expect(await deliver(`http://localhost/webhooks/sms/africastalking/x`, new URLSearchParams({ id: text!.id, status: "Failed" }), {})).toBe(404);
  });

  it("tells the member when Twilio is down, and counts nothing: not the number's texts, not the site's day", async () => {
    const user = await member("+221771200004");
    const cookie = await sessionCookie(user.email);
    const day = new Date("2032-02-02T10:00:00Z");
    twilio.down = true;
    try {
      const request = new Request("http://localhost/profile/telephone", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "send" }) });
      const answer = (await phoneAction(routeArgs(request))) as { data: { error: string }; init: { status: number } };
      expect(answer.data.error).toBe("Le SMS n'a pas pu être envoyé. Réessayez plus tard.");
      expect(answer.init.status).toBe(503);
      expect(await sendPhoneCode(user.id, day)).toEqual({ ok: false, error: PHONE_MESSAGES.sendFailed, code: "unavailable" });
    } finally {
      twilio.down = false;
    }
    expect(twilio.textsTo("+221771200004")).toEqual([]);
    expect(await db().select().from(smsMessages).where(eq(smsMessages.toNumber, "+221771200004"))).toEqual([]);
    expect(await db().select().from(phoneVerifications).where(eq(phoneVerifications.userId, user.id))).toEqual([]);
    expect(await countOf("sms-number-day:221771200004")).toBe(0);
    expect(await countOf("sms-codes:2032-02-02")).toBe(0);
    // Back up, the same member gets a code (the site's day was left whole).
    expect((await sendPhoneCode(user.id, day)).ok).toBe(true);
    expect(twilio.textsTo("+221771200004")).toHaveLength(1);
    expect(await countOf("sms-codes:2032-02-02")).toBe(1);
  });

  it("keeps the site's daily ceiling before sending: past it, the gateway receives nothing and the code waits", async () => {
    const day = new Date("2032-03-03T10:00:00Z");
    const [first, second] = [await member("+221771200005"), await member("+221771200006")];
    await setSiteLimit("sms_codes_per_day", 1);
    try {
      expect((await sendPhoneCode(first.id, day)).ok).toBe(true);
      expect(await sendPhoneCode(second.id, day)).toEqual({ ok: true, message: PHONE_MESSAGES.queued("+221 77 120 00 06") });
      expect(twilio.textsTo("+221771200005")).toHaveLength(1);
      expect(twilio.textsTo("+221771200006")).toEqual([]);
      expect(await phoneVerificationState(second.id)).toMatchObject({ codeQueued: true, codePending: false });
    } finally {
      await setSiteLimit("sms_codes_per_day", SITE_LIMITS.sms_codes_per_day.default);
    }
  });
});

describe("phone codes through Africa's Talking", () => {
  beforeAll(useAfricasTalking);
  afterAll(() => configureSmsGateway(undefined));

  it("texts the code in E.164 with the sender id, and stores the report received at the secret callback URL", async () => {
    const user = await member("+2250701559327", "CI");
    expect((await sendPhoneCode(user.id)).ok).toBe(true);
    const [text] = at.textsTo("+2250701559327");
    expect(text).toMatchObject({ from: "AUTOAFRIQUE", body: expect.stringContaining("votre code de vérification est") });
    expect(await textOf(text!.id)).toMatchObject({ provider: "africastalking", status: "sent" });
    expect(await at.report(text!, "Success")).toBe(200);
    expect((await textOf(text!.id))?.status).toBe("delivered");
    // A report about a text that is not ours is taken, so the gateway stops sending it, and changes nothing.
    expect(await at.report({ ...text!, id: "ATXid_not_ours" }, "Failed")).toBe(200);
    expect(await checkPhoneCode(user.id, at.lastCodeTo("+2250701559327"))).toEqual({ ok: true, message: "Téléphone vérifié" });
  });

  it("shows a code the subscriber's phone never got (AbsentSubscriber) to its member", async () => {
    const user = await member("+2250701559328", "CI");
    await sendPhoneCode(user.id);
    const [text] = at.textsTo("+2250701559328");
    expect(await at.report(text!, "AbsentSubscriber")).toBe(200);
    expect(await textOf(text!.id)).toMatchObject({ status: "undelivered", error: "AbsentSubscriber" });
    expect((await phoneVerificationState(user.id)).codeUndelivered).toBe(true);
  });

  it("refuses a report without the secret token, or with another, changing nothing", async () => {
    const user = await member("+2250701559329", "CI");
    await sendPhoneCode(user.id);
    const [text] = at.textsTo("+2250701559329");
    const wrongToken = (r: { url: string }) => (r.url = r.url.replace(/\/[^/]+$/, "/bm90LXRoZS1zZWNyZXQtdG9rZW4tb2YtdGhpcy1zaXRlLTAxMjM"));
    expect(await at.report(text!, "Failed", wrongToken)).toBe(403);
    expect(await at.report(text!, "Failed", (r) => (r.url = r.url.replace(/\/[^/]+$/, "")))).toBe(403);
    expect(await textOf(text!.id)).toMatchObject({ status: "sent", error: null });
    // Twilio is not the configured gateway: a "signed" report there is not ours to take.
    expect(await deliver("http://localhost/webhooks/sms/twilio", new URLSearchParams({ MessageSid: text!.id, MessageStatus: "failed" }), {})).toBe(404);
  });

  it("tells the member when Africa's Talking is down, counting nothing", async () => {
    const user = await member("+2250701559330", "CI");
    at.down = true;
    try {
      expect(await sendPhoneCode(user.id)).toEqual({ ok: false, error: PHONE_MESSAGES.sendFailed, code: "unavailable" });
    } finally {
      at.down = false;
    }
    expect(await countOf(`sms-number-day:${smsDestination("+2250701559330")}`)).toBe(0);
    expect(
      await db()
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.provider, "africastalking"), eq(smsMessages.toNumber, "+2250701559330"))),
    ).toEqual([]);
  });
});

describe("the gateways' variables at boot", () => {
  const base = { NODE_ENV: "test" };
  it("asks for a gateway's variables together, in French, naming them", () => {
    expect(() => parseEnv({ ...base, SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid, TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken })).toThrow(
      /TWILIO_FROM: requis avec SMS_PROVIDER=twilio/,
    );
    expect(() => parseEnv({ ...base, SMS_PROVIDER: "africastalking", AT_USERNAME: "autoafrique" })).toThrow(
      /AT_API_KEY: requis avec SMS_PROVIDER=africastalking/,
    );
    expect(() => parseEnv({ ...base, SMS_PROVIDER: "orange" })).toThrow(/SMS_PROVIDER: log, africastalking ou twilio/);
    expect(() => parseEnv({ ...base, TWILIO_ACCOUNT_SID: "SK123" })).toThrow(/TWILIO_ACCOUNT_SID: doit commencer par AC/);
    expect(
      parseEnv({
        ...base,
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
        TWILIO_FROM: FAKE_TWILIO.from,
      }).SMS_PROVIDER,
    ).toBe("twilio");
    expect(parseEnv({ ...base, SMS_PROVIDER: "" }).SMS_PROVIDER).toBe("log");
    expect(
      parseEnv({ ...base, SMS_PROVIDER: "africastalking", AT_USERNAME: FAKE_AT.username, AT_API_KEY: FAKE_AT.apiKey, AT_SENDER_ID: FAKE_AT.senderId })
        .AT_SENDER_ID,
    ).toBe("AUTOAFRIQUE");
  });
});
