import { describe, expect, it } from "vitest";
import { PHONE_CODE_LENGTH, PHONE_MESSAGES, isPhoneVerified, typedCode } from "./phone-verification-rules.ts";

describe("phone verification rules", () => {
  it("reads 6 digits, spaces allowed, and nothing else", () => {
    expect(typedCode("123456")).toBe("123456");
    expect(typedCode(" 123 456 ")).toBe("123456");
    expect(typedCode("12345")).toBeNull();
    expect(typedCode("1234567")).toBeNull();
    expect(typedCode("12a456")).toBeNull();
    expect(typedCode(null)).toBeNull();
  });

  it("counts a phone as verified only while it is the verified number", () => {
    expect(isPhoneVerified("+221771234567", "+221771234567")).toBe(true);
    expect(isPhoneVerified("+221771234568", "+221771234567")).toBe(false);
    expect(isPhoneVerified("+221771234567", null)).toBe(false);
    expect(isPhoneVerified("", "")).toBe(false);
  });

  it("says how many tries are left, and fits the code in one SMS", () => {
    expect(PHONE_MESSAGES.wrong(4)).toBe("Code incorrect. Il vous reste 4 essais.");
    expect(PHONE_MESSAGES.wrong(1)).toBe("Code incorrect. Il vous reste 1 essai.");
    // Written out so that it can be translated: it must still say the rule's length.
    expect(PHONE_MESSAGES.codeFormat).toBe(`Le code contient ${PHONE_CODE_LENGTH} chiffres`);
    expect(PHONE_MESSAGES.sms("123456").length).toBeLessThanOrEqual(160);
  });
});
