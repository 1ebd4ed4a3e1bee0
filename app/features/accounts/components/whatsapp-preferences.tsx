import { Form } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { TopicSwitches } from "../../../components/ui/topic-switches.tsx";

export const WHATSAPP_TOPIC_LABELS = {
  messages: "Nouveaux messages",
  bookings: "Demandes de réservation et leurs réponses",
} as const;

type Topic = keyof typeof WHATSAPP_TOPIC_LABELS;

interface Props {
  preferences: { on: boolean; phoneVerified: boolean; topics: Record<Topic, boolean> };
}

/**
 * The profile's WhatsApp switch (off until the member asks, as WhatsApp's policy requires) and, once
 * on, its switches per topic; each a small POST that works without JavaScript.
 */
export function WhatsAppPreferences({ preferences }: Props) {
  return (
    <section aria-labelledby="whatsapp-preferences" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="whatsapp-preferences" className="font-semibold">
        Notifications WhatsApp
      </h2>
      {!preferences.phoneVerified ? (
        // The way to verify it is beside the number, above: one link, not two.
        <p className="mt-2 text-sm text-slate-600">Vérifiez votre téléphone pour recevoir vos notifications sur WhatsApp.</p>
      ) : (
        <>
          <Form method="post" className="mt-2 flex items-center justify-between gap-3 text-sm">
            <input type="hidden" name="intent" value="whatsapp" />
            <input type="hidden" name="receive" value={preferences.on ? "non" : "oui"} />
            <span>
              Recevoir mes notifications sur WhatsApp : <strong>{preferences.on ? "activées" : "désactivées"}</strong>
            </span>
            <button type="submit" className={buttonClass({ variant: "outline", size: "xs" })} aria-label={preferences.on ? "Ne plus recevoir mes notifications sur WhatsApp" : "Recevoir mes notifications sur WhatsApp"}>
              {preferences.on ? "Désactiver" : "Activer"}
            </button>
          </Form>
          {preferences.on ? (
            <TopicSwitches
              intent="whatsapp-topic"
              labels={WHATSAPP_TOPIC_LABELS}
              on={preferences.topics}
              stateWord={(on) => (on ? "sur WhatsApp" : "pas sur WhatsApp")}
              buttonLabel={(label, on) => `${label} sur WhatsApp : ${on ? "désactiver" : "activer"}`}
            />
          ) : null}
          <p className="mt-2 text-xs text-slate-500">
            Un message reçu sur WhatsApp remplace l'e-mail du même sujet. Répondez STOP sur WhatsApp pour ne plus en recevoir.
          </p>
        </>
      )}
    </section>
  );
}
