import { z } from "zod";
import { COUNTRY_CODES, getCountry } from "../../lib/countries.ts";
import { normalizePhone } from "../../lib/phone.ts";
import { USER_TYPES, USER_TYPES_WITH_COMPANY } from "../../lib/vehicles.ts";

import { PASSWORD_MISMATCH } from "./signup-rules.ts";

export { PASSWORD_MISMATCH };

/** A required text field; `message` is its marked French refusal (shown in the page's language). */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The fields a member fills in about themselves, at sign-up and on /profile/edit: one set of rules. */
const profileFields = {
  firstName: required(/*i18n*/ "Le prénom est obligatoire").max(60, /*i18n*/ "60 caractères au maximum"),
  lastName: required(/*i18n*/ "Le nom est obligatoire").max(60, /*i18n*/ "60 caractères au maximum"),
  country: z.enum(COUNTRY_CODES, { error: /*i18n*/ "Veuillez choisir un pays" }),
  city: required(/*i18n*/ "La ville est obligatoire").max(80, /*i18n*/ "80 caractères au maximum"),
  phone: z
    .string({ error: /*i18n*/ "Le téléphone est obligatoire" })
    .trim()
    .min(1, /*i18n*/ "Le téléphone est obligatoire")
    .regex(/^[+\d][\d\s.-]{5,20}$/, /*i18n*/ "Numéro de téléphone invalide"),
  userType: z.enum(USER_TYPES, { error: /*i18n*/ "Veuillez choisir un type d'utilisateur" }).default("buyer"),
  companyName: z.string().trim().max(120, /*i18n*/ "120 caractères au maximum").optional(),
};

type ProfileShape = { userType: string; companyName?: string; phone: string; country: string };

function requireCompany(v: ProfileShape, ctx: z.RefinementCtx) {
  if ((USER_TYPES_WITH_COMPANY as readonly string[]).includes(v.userType) && !v.companyName) {
    ctx.addIssue({ code: "custom", path: ["companyName"], message: /*i18n*/ "Le nom de l'entreprise est obligatoire" });
  }
}

/** As stored: the phone with its dialling code, a company name only for the types that have one. */
function normalized<T extends ProfileShape>(v: T): T {
  return {
    ...v,
    phone: normalizePhone(v.phone, v.country),
    companyName: (USER_TYPES_WITH_COMPANY as readonly string[]).includes(v.userType) ? v.companyName : undefined,
  };
}

/** A stored phone as its owner types it, after the dialling code the form shows beside the field. */
export function nationalNumber(phone: string, countryCode: string): string {
  const dial = getCountry(countryCode)?.dialCode ?? "";
  return dial && phone.startsWith(dial) ? phone.slice(dial.length) : phone;
}

export const signupSchema = z
  .object({
    ...profileFields,
    email: z.string().trim().toLowerCase().pipe(z.email(/*i18n*/ "Adresse email invalide")),
    password: z
      .string({ error: /*i18n*/ "Le mot de passe est obligatoire" })
      .min(8, /*i18n*/ "Le mot de passe doit contenir au moins 8 caractères")
      .max(128, /*i18n*/ "Le mot de passe est trop long"),
    confirmPassword: z.string({ error: /*i18n*/ "Veuillez confirmer le mot de passe" }).min(1, /*i18n*/ "Veuillez confirmer le mot de passe"),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORD_MISMATCH });
    }
    requireCompany(v, ctx);
  })
  .transform(normalized);

export const profileSchema = z.object(profileFields).superRefine(requireCompany).transform(normalized);

export type ProfileInput = z.infer<typeof profileSchema>;

export type SignupInput = z.infer<typeof signupSchema>;

export const signinSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(/*i18n*/ "Adresse email invalide")),
  password: z.string().min(1, /*i18n*/ "Le mot de passe est obligatoire"),
});

export const resetRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(/*i18n*/ "Adresse email invalide")),
});

export const newPasswordSchema = z
  .object({
    token: z.string().min(1, /*i18n*/ "Token de vérification manquant"),
    password: z.string().min(8, /*i18n*/ "Le mot de passe doit contenir au moins 8 caractères").max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORD_MISMATCH });
