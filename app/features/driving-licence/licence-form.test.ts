import { describe, expect, it } from "vitest";
import { LICENCE_COUNTRY_CODES, LICENCE_FORM_MESSAGES, checkLicenceFields, normalizeLicenceNumber } from "./licence-form.ts";

const TODAY = "2026-03-10";
const good = { number: " ab-123 456 ", country: "sn", expiresOn: "2030-01-31" };

describe("the licence form's fields", () => {
  it("keeps a good licence, cleaned", () => {
    expect(checkLicenceFields(good, TODAY)).toEqual({ ok: true, value: { number: "AB-123 456", country: "SN", expiresOn: "2030-01-31" } });
  });

  it("takes a licence valid through today, refuses one that expired yesterday", () => {
    expect(checkLicenceFields({ ...good, expiresOn: TODAY }, TODAY).ok).toBe(true);
    expect(checkLicenceFields({ ...good, expiresOn: "2026-03-09" }, TODAY)).toEqual({ ok: false, errors: { expiresOn: LICENCE_FORM_MESSAGES.expired } });
  });

  it("refuses a malformed or absurd date", () => {
    for (const expiresOn of ["", "2030-02-30", "31/01/2030", "2030-1-1", "99999-01-01", "2200-01-01", "2030-01-01\u0000"]) {
      expect(checkLicenceFields({ ...good, expiresOn }, TODAY)).toEqual({ ok: false, errors: { expiresOn: LICENCE_FORM_MESSAGES.expiresOnInvalid } });
    }
  });

  it("refuses a number too short, too long or with other signs", () => {
    for (const number of ["", "AB1", "A".repeat(31), "AB<script>", "12/34/56", "-1234", "AB\u00001234"]) {
      expect(checkLicenceFields({ ...good, number }, TODAY)).toEqual({ ok: false, errors: { number: LICENCE_FORM_MESSAGES.number } });
    }
    expect(checkLicenceFields({ ...good, number: "A".repeat(30) }, TODAY).ok).toBe(true);
    expect(checkLicenceFields({ ...good, number: "Łódź 12" }, TODAY).ok).toBe(true);
  });

  it("refuses a country outside the list", () => {
    for (const country of ["", "XX", "ZZ", "SEN", "s"]) {
      expect(checkLicenceFields({ ...good, country }, TODAY)).toEqual({ ok: false, errors: { country: LICENCE_FORM_MESSAGES.country } });
    }
  });

  it("names every wrong field at once", () => {
    const checked = checkLicenceFields({ number: "x", country: "XX", expiresOn: "nope" }, TODAY);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(["country", "expiresOn", "number"]);
  });

  it("lists the site's countries first and each country once", () => {
    expect(LICENCE_COUNTRY_CODES.slice(0, 2)).toEqual(["SN", "CI"]);
    expect(new Set(LICENCE_COUNTRY_CODES).size).toBe(LICENCE_COUNTRY_CODES.length);
    for (const code of ["FR", "BE", "CA", "US", "GB", "DE", "IT", "ES", "MA", "LB"]) expect(LICENCE_COUNTRY_CODES).toContain(code);
  });

  it("writes the number in capitals with single spaces", () => {
    expect(normalizeLicenceNumber("  ci  12\t34 ab ")).toBe("CI 12 34 AB");
  });
});
