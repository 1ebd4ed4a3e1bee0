import type { Language } from "../../lib/language.ts";
import type { WhatsAppTopic } from "../accounts/whatsapp-preferences.server.ts";

/**
 * The approved template of each topic in each language (WhatsApp Manager, category Utility,
 * language fr, en, pt_PT or ar), its body taking three parameters: the notification's title, its text, and
 * the page's address. Their wording is in ADR 0038; the English ones say the same in English.
 */
export const WHATSAPP_TEMPLATES: Record<WhatsAppTopic, Record<Language, string>> = {
  messages: { fr: "autoafrique_nouveau_message", en: "autoafrique_new_message", pt: "autoafrique_nova_mensagem", ar: "autoafrique_risala_jadida" },
  bookings: { fr: "autoafrique_reservation", en: "autoafrique_booking", pt: "autoafrique_reserva", ar: "autoafrique_hajz" },
};

/** The language a template was approved in (its code in the Cloud API's call): French for a name not known. */
export function whatsappTemplateLanguage(template: string): Language {
  for (const names of Object.values(WHATSAPP_TEMPLATES)) {
    for (const [language, name] of Object.entries(names)) if (name === template) return language as Language;
  }
  return "fr";
}
