import { z } from "zod";
import { COUNTRY_CODES, getCountry } from "../../lib/countries.ts";
import { USER_TYPES, USER_TYPES_WITH_COMPANY } from "../../lib/vehicles.ts";

import { PASSWORD_MISMATCH } from "./signup-rules.ts";

export { PASSWORD_MISMATCH };

const required = (label: string) => z.string({ error: `${label} est obligatoire` }).trim().min(1, `${label} est obligatoire`);

// Côte d'Ivoire and Bénin moved to 10-digit numbers whose leading 0 is part of the number;
// elsewhere a leading 0 is the national trunk prefix and is dropped after the dial code.
const KEEPS_LEADING_ZERO = new Set(["CI", "BJ"]);

/** Phone as typed, stored as the country's dial code followed by the national number. */
export function normalizePhone(raw: string, countryCode: string): string {
  const dial = getCountry(countryCode)?.dialCode ?? "";
  const digits = raw.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  return `${dial}${KEEPS_LEADING_ZERO.has(countryCode) ? digits : digits.replace(/^0/, "")}`;
}

export const signupSchema = z
  .object({
    firstName: required("Le prénom").max(60, "60 caractères au maximum"),
    lastName: required("Le nom").max(60, "60 caractères au maximum"),
    email: z.string().trim().toLowerCase().pipe(z.email("Adresse email invalide")),
    password: z
      .string({ error: "Le mot de passe est obligatoire" })
      .min(8, "Le mot de passe doit contenir au moins 8 caractères")
      .max(128, "Le mot de passe est trop long"),
    confirmPassword: z.string({ error: "Veuillez confirmer le mot de passe" }).min(1, "Veuillez confirmer le mot de passe"),
    country: z.enum(COUNTRY_CODES, { error: "Veuillez choisir un pays" }),
    city: required("La ville").max(80, "80 caractères au maximum"),
    phone: z
      .string({ error: "Le téléphone est obligatoire" })
      .trim()
      .min(1, "Le téléphone est obligatoire")
      .regex(/^[+\d][\d\s.-]{5,20}$/, "Numéro de téléphone invalide"),
    userType: z.enum(USER_TYPES, { error: "Veuillez choisir un type d'utilisateur" }).default("buyer"),
    companyName: z.string().trim().max(120, "120 caractères au maximum").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORD_MISMATCH });
    }
    if ((USER_TYPES_WITH_COMPANY as readonly string[]).includes(v.userType) && !v.companyName) {
      ctx.addIssue({ code: "custom", path: ["companyName"], message: "Le nom de l'entreprise est obligatoire" });
    }
  })
  .transform((v) => ({
    ...v,
    phone: normalizePhone(v.phone, v.country),
    companyName: (USER_TYPES_WITH_COMPANY as readonly string[]).includes(v.userType) ? v.companyName : undefined,
  }));

export type SignupInput = z.infer<typeof signupSchema>;

export const signinSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Adresse email invalide")),
  password: z.string().min(1, "Le mot de passe est obligatoire"),
});

export const resetRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Adresse email invalide")),
});

export const newPasswordSchema = z
  .object({
    token: z.string().min(1, "Token de vérification manquant"),
    password: z.string().min(8, "Le mot de passe doit contenir au moins 8 caractères").max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORD_MISMATCH });
