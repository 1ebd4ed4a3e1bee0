import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { TopicSwitches } from "../../../components/ui/topic-switches.tsx";

export const WHATSAPP_TOPIC_LABELS = {
  messages: msg`Nouveaux messages`,
  bookings: msg`Demandes de réservation et leurs réponses`,
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
  const { t, i18n } = useLingui();
  const labels = { messages: i18n._(WHATSAPP_TOPIC_LABELS.messages), bookings: i18n._(WHATSAPP_TOPIC_LABELS.bookings) };
  return (
    <section aria-labelledby="whatsapp-preferences" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="whatsapp-preferences" className="font-semibold">
        <Trans>Notifications WhatsApp</Trans>
      </h2>
      {!preferences.phoneVerified ? (
        // The way to verify it is beside the number, above: one link, not two.
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Vérifiez votre téléphone pour recevoir vos notifications sur WhatsApp.</Trans>
        </p>
      ) : (
        <>
          <Form method="post" className="mt-2 flex items-center justify-between gap-3 text-sm">
            <input type="hidden" name="intent" value="whatsapp" />
            <input type="hidden" name="receive" value={preferences.on ? "non" : "oui"} />
            <span>
              <Trans>Recevoir mes notifications sur WhatsApp :</Trans> <strong>{preferences.on ? <Trans>activées</Trans> : <Trans>désactivées</Trans>}</strong>
            </span>
            <button
              type="submit"
              className={buttonClass({ variant: "outline", size: "xs" })}
              aria-label={preferences.on ? t`Ne plus recevoir mes notifications sur WhatsApp` : t`Recevoir mes notifications sur WhatsApp`}
            >
              {preferences.on ? <Trans>Désactiver</Trans> : <Trans>Activer</Trans>}
            </button>
          </Form>
          {preferences.on ? (
            <TopicSwitches
              intent="whatsapp-topic"
              labels={labels}
              on={preferences.topics}
              stateWord={(on) => (on ? t`sur WhatsApp` : t`pas sur WhatsApp`)}
              buttonLabel={(label, on) => (on ? t`${label} sur WhatsApp : désactiver` : t`${label} sur WhatsApp : activer`)}
            />
          ) : null}
          <p className="mt-2 text-xs text-slate-500">
            <Trans>Un message reçu sur WhatsApp remplace l'e-mail du même sujet. Répondez STOP sur WhatsApp pour ne plus en recevoir.</Trans>
          </p>
        </>
      )}
    </section>
  );
}
