import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../lib/language.ts";
import { SMS_MAX_LENGTH } from "../../lib/sms-limits.ts";
import { phoneCodeSms } from "./phone-code-sms.server.ts";
import { PHONE_MESSAGES } from "./phone-verification-rules.ts";

describe("the phone code's text", () => {
  it("says in French what it always said", () => {
    expect(phoneCodeSms("fr", "123456")).toBe(PHONE_MESSAGES.sms("123456"));
    expect(phoneCodeSms("fr", "123456", true)).toBe(PHONE_MESSAGES.sms("123456", PHONE_MESSAGES.waitedValidity));
  });

  it("is in English for an English reader", () => {
    expect(phoneCodeSms("en", "123456")).toBe("AutoAfrique: your verification code is 123456. It is valid for 10 minutes.");
  });

  it("fits one SMS in every language", () => {
    for (const language of LANGUAGES) {
      for (const waited of [false, true]) expect(phoneCodeSms(language, "123456", waited).length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    }
  });
});
