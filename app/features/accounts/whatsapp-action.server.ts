import type { Result } from "../../lib/result.ts";
import { WHATSAPP_MESSAGES, setWhatsAppOptIn, setWhatsAppTopic, whatsappTopic } from "./whatsapp-preferences.server.ts";

const SAVED = /*i18n*/ "Préférences enregistrées";

/**
 * The profile's WhatsApp forms: the switch itself (`whatsapp`) and a topic's (`whatsapp-topic`):
 * the words that say it is saved, or why not (the switch refused: no verified phone, no WhatsApp
 * on the site; a topic unknown).
 */
export async function saveWhatsAppPreference(userId: string, form: FormData): Promise<Result<{ message: string }>> {
  const receive = form.get("receive") === "oui";
  if (form.get("intent") === "whatsapp") {
    const result = await setWhatsAppOptIn(userId, receive);
    if (!result.ok) return { ok: false, error: result.error, code: "forbidden" };
    return { ok: true, message: receive ? WHATSAPP_MESSAGES.on : WHATSAPP_MESSAGES.off };
  }
  const topic = whatsappTopic(form.get("topic"));
  if (!topic || !(await setWhatsAppTopic(userId, topic, receive))) return { ok: false, error: /*i18n*/ "Préférence inconnue." };
  return { ok: true, message: SAVED };
}
