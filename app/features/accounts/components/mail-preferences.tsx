import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";

export const MAIL_PREFERENCE_LABELS = {
  messages: msg`Messages non lus (après 10 minutes sans lecture)`,
  bookings: msg`Demandes de réservation et leurs réponses`,
} as const;

type Topic = keyof typeof MAIL_PREFERENCE_LABELS;

/** The profile's switches of the mails we send, each a small POST (works without JavaScript). */
export function MailPreferences({ preferences }: { preferences: Record<Topic, boolean> }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="mail-preferences" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="mail-preferences" className="font-semibold">
        <Trans>E-mails de notification</Trans>
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {(Object.keys(MAIL_PREFERENCE_LABELS) as Topic[]).map((topic) => (
          <li key={topic} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span>
              {i18n._(MAIL_PREFERENCE_LABELS[topic])} : <strong>{preferences[topic] ? <Trans>activés</Trans> : <Trans>désactivés</Trans>}</strong>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="mail-preference" />
              <input type="hidden" name="topic" value={topic} />
              <input type="hidden" name="receive" value={preferences[topic] ? "non" : "oui"} />
              <button type="submit" className={buttonClass({ variant: "outline", size: "xs" })}>
                {preferences[topic] ? <Trans>Désactiver</Trans> : <Trans>Activer</Trans>}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
