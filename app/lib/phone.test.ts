import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone, smsDestination, telHref, whatsappHref } from "./phone.ts";

it("builds call and WhatsApp links from a stored number", () => {
  expect(telHref("+225 07 48 21 35 90")).toBe("tel:+2250748213590");
  expect(whatsappHref("+225 07 48 21 35 90")).toBe("https://wa.me/2250748213590");
  expect(whatsappHref("+225 07 48 21 35 90", "Toujours disponible ? https://x.test/listing/1")).toBe(
    "https://wa.me/2250748213590?text=Toujours%20disponible%20%3F%20https%3A%2F%2Fx.test%2Flisting%2F1",
  );
});

describe("formatPhone", () => {
  it("groups a number as its country writes it", () => {
    expect(formatPhone("+2250701559327")).toBe("+225 07 01 55 93 27");
    expect(formatPhone("+221775421836")).toBe("+221 77 542 18 36");
    expect(formatPhone("+22997123456")).toBe("+229 97 12 34 56");
    expect(formatPhone("+2290197123456")).toBe("+229 01 97 12 34 56");
    expect(formatPhone("+22670123456")).toBe("+226 70 12 34 56");
    expect(formatPhone("+2348031234567")).toBe("+234 803 123 4567");
    expect(formatPhone("+233241234567")).toBe("+233 24 123 4567");
    expect(formatPhone("+224621234567")).toBe("+224 621 23 45 67");
    expect(formatPhone("+212612345678")).toBe("+212 6 12 34 56 78");
    expect(formatPhone("+245955123456")).toBe("+245 955 123 456");
  });

  it("reads a number already spaced, and leaves an unknown shape as stored", () => {
    expect(formatPhone("+225 07 01 55 93 27")).toBe("+225 07 01 55 93 27");
    expect(formatPhone("+33612345678")).toBe("+33612345678");
    expect(formatPhone("+22507015")).toBe("+22507015");
  });
});

describe("smsDestination", () => {
  it("writes one number one way, whatever the spaces, the international prefix or a typed trunk 0", () => {
    const senegal = ["+221771120002", "+221 77 112 00 02", "00221771120002", "00 221 77-112-00-02", "+2210771120002"];
    expect(new Set(senegal.map(smsDestination))).toEqual(new Set(["221771120002"]));
    expect(smsDestination("+234 0803 123 4567")).toBe(smsDestination("+2348031234567"));
  });

  it("keeps the leading 0 that is part of an Ivorian or Beninese number, and tells different numbers apart", () => {
    expect(smsDestination("+225 07 01 55 93 27")).toBe("2250701559327");
    expect(smsDestination("+2290197123456")).not.toBe(smsDestination("+229197123456"));
    expect(smsDestination("+221771120002")).not.toBe(smsDestination("+221771120003"));
  });
});

describe("phone numbers", () => {
  it("prefixes the country's dial code and keeps international numbers", () => {
    expect(normalizePhone("77 123 45 67", "SN")).toBe("+221771234567");
    expect(normalizePhone("+233 24 123 4567", "CI")).toBe("+233241234567");
    expect(normalizePhone("00225 07 07 07 07 07", "SN")).toBe("+2250707070707");
    expect(normalizePhone("0803 123 4567", "NG")).toBe("+2348031234567");
    expect(normalizePhone("01 97 00 00 00", "BJ")).toBe("+2290197000000");
  });
});
