import { Form } from "react-router";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { PUSH_TOPIC_LABELS, type PushTopicName } from "../push-topics.ts";
import { PushDeviceButton } from "./push-device-button.tsx";

interface Props {
  preferences: { devices: number; topics: Record<PushTopicName, boolean> };
}

/**
 * The profile's push notifications: this device's button, and a switch per topic for all the
 * member's devices (each a small POST that works without JavaScript).
 */
export function PushPreferences({ preferences }: Props) {
  return (
    <section aria-labelledby="push-preferences" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="push-preferences" className="font-semibold">
        Notifications sur vos appareils
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {preferences.devices === 0
          ? "Aucun appareil ne reçoit vos notifications."
          : `${preferences.devices} appareil${preferences.devices > 1 ? "s reçoivent" : " reçoit"} vos notifications quand aucune page du site n'est ouverte.`}
      </p>
      <div className="mt-2">
        <PushDeviceButton />
      </div>
      <ul className="mt-2 divide-y divide-slate-100">
        {(Object.keys(PUSH_TOPIC_LABELS) as PushTopicName[]).map((topic) => (
          <li key={topic} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span>
              {PUSH_TOPIC_LABELS[topic]} : <strong>{preferences.topics[topic] ? "activée" : "désactivée"}</strong>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="push-topic" />
              <input type="hidden" name="topic" value={topic} />
              <input type="hidden" name="receive" value={preferences.topics[topic] ? "non" : "oui"} />
              <button type="submit" className={buttonClass({ variant: "outline", size: "xs" })} aria-label={`Notification « ${PUSH_TOPIC_LABELS[topic]} » : ${preferences.topics[topic] ? "désactiver" : "activer"}`}>
                {preferences.topics[topic] ? "Désactiver" : "Activer"}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
