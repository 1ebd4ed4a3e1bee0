import { Form } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";

export const MAIL_PREFERENCE_LABELS = {
  messages: "Messages non lus (après 10 minutes sans lecture)",
  bookings: "Demandes de réservation et leurs réponses",
} as const;

type Topic = keyof typeof MAIL_PREFERENCE_LABELS;

/** The profile's switches of the mails we send, each a small POST (works without JavaScript). */
export function MailPreferences({ preferences }: { preferences: Record<Topic, boolean> }) {
  return (
    <section aria-labelledby="mail-preferences" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="mail-preferences" className="font-semibold">
        E-mails de notification
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {(Object.keys(MAIL_PREFERENCE_LABELS) as Topic[]).map((topic) => (
          <li key={topic} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span>
              {MAIL_PREFERENCE_LABELS[topic]} : <strong>{preferences[topic] ? "activés" : "désactivés"}</strong>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="mail-preference" />
              <input type="hidden" name="topic" value={topic} />
              <input type="hidden" name="receive" value={preferences[topic] ? "non" : "oui"} />
              <button type="submit" className={buttonClass({ variant: "outline", size: "xs" })}>
                {preferences[topic] ? "Désactiver" : "Activer"}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
