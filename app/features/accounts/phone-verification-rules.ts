import { countOf } from "../../lib/plural.ts";

/** Verifying a phone by a code sent by SMS: the limits and the messages. */

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODE_SENDS_PER_HOUR = 3;
/** What one number may receive, whoever asks (several accounts may give the same number). */
export const PHONE_CODES_PER_NUMBER = { perHour: 3, perDay: 5 } as const;
/** A code that waited for the next day is valid this long: it may arrive while its member is away. */
export const PHONE_WAITED_CODE_HOURS = 24;

export const PHONE_MESSAGES = {
  verified: /*i18n*/ "Téléphone vérifié",
  sent: (phone: string) => `Code envoyé par SMS au ${phone}`,
  sms: (code: string, validity = `${PHONE_CODE_MINUTES} minutes`) => `AutoAfrique : votre code de vérification est ${code}. Il est valable ${validity}.`,
  waitedValidity: `${PHONE_WAITED_CODE_HOURS} heures`,
  queued: (phone: string) =>
    `Trop de SMS ont été envoyés aujourd'hui : votre code partira demain par SMS au ${phone}. Il sera valable ${PHONE_WAITED_CODE_HOURS} heures.`,
  codeQueued: /*i18n*/ "Votre code n'est pas encore parti : il vous sera envoyé par SMS demain.",
  emailFirst: /*i18n*/ "Vérifiez d'abord votre adresse email : nous n'envoyons de code par SMS qu'aux comptes dont l'email est vérifié.",
  tooManySends: /*i18n*/ "Vous avez demandé trop de codes. Réessayez dans une heure.",
  tooManyToNumber: /*i18n*/ "Trop de codes ont été envoyés à ce numéro. Réessayez plus tard.",
  sendFailed: /*i18n*/ "Le SMS n'a pas pu être envoyé. Réessayez plus tard.",
  undelivered:
    /*i18n*/ "Le SMS contenant votre code n'a pas pu être remis à votre téléphone. Vérifiez que votre numéro est le bon et que votre téléphone est allumé, puis demandez un nouveau code.",
  // PHONE_CODE_LENGTH, written out so that it can be translated (the rules test holds them together).
  codeFormat: /*i18n*/ "Le code contient 6 chiffres",
  noCode: /*i18n*/ "Demandez d'abord un code.",
  expired: /*i18n*/ "Ce code a expiré : demandez-en un nouveau.",
  locked: /*i18n*/ "Trop de tentatives : demandez un nouveau code.",
  wrong: (left: number) => `Code incorrect. Il vous reste ${countOf(left, "essai")}.`,
  phoneChanged: /*i18n*/ "Votre numéro a changé depuis l'envoi du code : demandez-en un nouveau.",
} as const;

/** What was typed, as 6 digits (spaces dropped), or null. */
export function typedCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = value.replace(/\s/g, "");
  return new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/** A phone counts as verified while it is the number that was verified. */
export function isPhoneVerified(phone: string, verified: string | null | undefined): boolean {
  return Boolean(phone) && verified === phone;
}
