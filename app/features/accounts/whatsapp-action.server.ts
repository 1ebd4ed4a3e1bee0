import { data } from "react-router";
import { redirectWithToast, toastHeaders } from "../../server/toast.server.ts";
import { WHATSAPP_MESSAGES, setWhatsAppOptIn, setWhatsAppTopic, whatsappTopic } from "./whatsapp-preferences.server.ts";

const SAVED = /*i18n*/ "Préférences enregistrées";

/** The profile's WhatsApp forms: the switch itself (`whatsapp`) and a topic's (`whatsapp-topic`); a refusal says why. */
export async function whatsappPreferenceAction(userId: string, form: FormData): Promise<Response | ReturnType<typeof data>> {
  const receive = form.get("receive") === "oui";
  if (form.get("intent") === "whatsapp") {
    const result = await setWhatsAppOptIn(userId, receive);
    if (!result.ok) return data({ ok: false }, { status: 403, headers: await toastHeaders({ type: "error", title: result.error }) });
    return redirectWithToast("/profile", { type: "success", title: receive ? WHATSAPP_MESSAGES.on : WHATSAPP_MESSAGES.off });
  }
  const topic = whatsappTopic(form.get("topic"));
  if (!topic || !(await setWhatsAppTopic(userId, topic, receive))) {
    return data({ ok: false }, { status: 400, headers: await toastHeaders({ type: "error", title: /*i18n*/ "Préférence inconnue." }) });
  }
  return redirectWithToast("/profile", { type: "success", title: SAVED });
}
