import { getCountry } from "./countries.ts";

/** `tel:` link of a stored phone number ("+225 07 48…" → "tel:+2250748…"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp chat link: wa.me takes the international number as digits only, and a first message to type. */
export function whatsappHref(phone: string, text?: string): string {
  const chat = `https://wa.me/${phone.replace(/\D/g, "")}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

/**
 * How each country groups its national number after the dialling code (digits per group), as the
 * country writes it: "+225 07 01 55 93 27", "+221 77 542 18 36", "+234 803 123 4567".
 */
const GROUPS: Readonly<Record<string, Readonly<Record<number, readonly number[]>>>> = {
  "+221": { 9: [2, 3, 2, 2] },
  "+225": { 10: [2, 2, 2, 2, 2], 8: [2, 2, 2, 2] },
  "+229": { 10: [2, 2, 2, 2, 2], 8: [2, 2, 2, 2] },
  "+226": { 8: [2, 2, 2, 2] },
  "+223": { 8: [2, 2, 2, 2] },
  "+227": { 8: [2, 2, 2, 2] },
  "+228": { 8: [2, 2, 2, 2] },
  "+245": { 9: [3, 3, 3], 7: [3, 4] },
  "+234": { 10: [3, 3, 4], 8: [1, 3, 4] },
  "+233": { 9: [2, 3, 4] },
  "+224": { 9: [3, 2, 2, 2] },
  "+212": { 9: [1, 2, 2, 2, 2] },
};

/** A stored international number grouped for reading; a number we do not know the shape of is left as stored. */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, "");
  const dial = Object.keys(GROUPS).find((code) => compact.startsWith(code));
  if (!dial) return phone;
  const national = compact.slice(dial.length);
  const groups = GROUPS[dial]?.[national.length];
  if (!groups) return phone;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  return `${dial} ${parts.join(" ")}`;
}

/** Dialling codes after which a leading 0 is part of the number (Côte d'Ivoire and Bénin moved to 10 digits); elsewhere it is the trunk prefix. */
const KEEPS_LEADING_ZERO: ReadonlySet<string> = new Set(["+225", "+229"]);

/**
 * The number a text reaches, written one way however it was typed, to count what one number
 * receives: the international number's digits ("+221 77…" and "0022177…" are "22177…"), a trunk 0
 * typed after the dialling code dropped.
 */
export function smsDestination(phone: string): string {
  const digits = phone
    .replace(/[^\d+]/g, "")
    .replace(/^\+/, "")
    .replace(/^00/, "")
    .replace(/\D/g, "");
  const dial = Object.keys(GROUPS).find((code) => digits.startsWith(code.slice(1)));
  if (!dial || KEEPS_LEADING_ZERO.has(dial)) return digits;
  const national = digits.slice(dial.length - 1);
  return national.startsWith("0") ? `${dial.slice(1)}${national.slice(1)}` : digits;
}

/** The number in E.164 ("+" and the international digits), as SMS gateways take it. */
export function smsE164(phone: string): string {
  return `+${smsDestination(phone)}`;
}

/** Phone as typed, stored as the country's dial code followed by the national number. */
export function normalizePhone(raw: string, countryCode: string): string {
  const dial = getCountry(countryCode)?.dialCode ?? "";
  const digits = raw.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  return `${dial}${KEEPS_LEADING_ZERO.has(dial) ? digits : digits.replace(/^0/, "")}`;
}
