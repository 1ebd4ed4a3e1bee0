import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/field-errors.ts";
import { PASSWORD_MISMATCH, signupSchema } from "./signup-schema.ts";

const valid = {
  firstName: "Kouassi",
  lastName: "Yao",
  email: "Kouassi.Yao@Example.test ",
  password: "motdepasse123",
  confirmPassword: "motdepasse123",
  country: "CI",
  city: "Abidjan",
  phone: "07 07 07 07 07",
  userType: "buyer",
};

describe("sign-up schema", () => {
  it("accepts a complete buyer, normalising email and phone", () => {
    const out = signupSchema.parse(valid);
    expect(out.email).toBe("kouassi.yao@example.test");
    expect(out.phone).toBe("+2250707070707");
    expect(out.companyName).toBeUndefined();
  });

  it("defaults the user type to buyer", () => {
    const { userType: _omit, ...rest } = valid;
    expect(signupSchema.parse(rest).userType).toBe("buyer");
  });

  it("says the passwords do not match, on the confirmation field", () => {
    const r = signupSchema.safeParse({ ...valid, confirmPassword: "autre" });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error).confirmPassword).toBe(PASSWORD_MISMATCH);
    expect(PASSWORD_MISMATCH).toBe("Les mots de passe ne correspondent pas");
  });

  it("requires a company name for sellers and dealers only", () => {
    for (const userType of ["seller", "dealer"]) {
      const r = signupSchema.safeParse({ ...valid, userType });
      expect(r.success).toBe(false);
      if (!r.success) expect(fieldErrors(r.error).companyName).toBeDefined();
      expect(signupSchema.parse({ ...valid, userType, companyName: "Garage Plateau" }).companyName).toBe("Garage Plateau");
    }
    for (const userType of ["buyer", "agent"]) {
      expect(signupSchema.parse({ ...valid, userType, companyName: "Ignorée" }).companyName).toBeUndefined();
    }
  });

  it("asks a 'Vendeur' for a company name too, as the spec says (ADR 0052), in French", () => {
    const r = signupSchema.safeParse({ ...valid, userType: "seller", companyName: "  " });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ companyName: "Le nom de l'entreprise est obligatoire" });
  });

  it("needs no photo: the profile photo is optional at sign-up (ADR 0052), and no other field is asked", () => {
    const r = signupSchema.safeParse({ ...valid, photo: undefined });
    expect(r.success).toBe(true);
    expect(Object.keys(signupSchema.parse(valid))).not.toContain("photo");
  });

  it("requires every field, with a French message", () => {
    const r = signupSchema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success) {
      const errors = fieldErrors(r.error);
      for (const key of ["firstName", "lastName", "email", "password", "confirmPassword", "country", "city", "phone"]) {
        expect(errors[key], key).toMatch(/[a-zé]/);
      }
    }
  });

  it("refuses an unknown country, a bad email, a short password and a bad phone", () => {
    const errors = (input: object) => {
      const r = signupSchema.safeParse({ ...valid, ...input });
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(errors({ country: "FR" }).country).toBe("Veuillez choisir un pays");
    expect(errors({ email: "pas-un-email" }).email).toBe("Adresse email invalide");
    expect(errors({ password: "court", confirmPassword: "court" }).password).toMatch(/8 caractères/);
    expect(errors({ phone: "abc" }).phone).toBe("Numéro de téléphone invalide");
    expect(errors({ userType: "admin" }).userType).toBeDefined();
  });
});
