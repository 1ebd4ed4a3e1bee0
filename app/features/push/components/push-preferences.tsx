import { TopicSwitches } from "../../../components/ui/topic-switches.tsx";
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
      <TopicSwitches
        intent="push-topic"
        labels={PUSH_TOPIC_LABELS}
        on={preferences.topics}
        stateWord={(on) => (on ? "activée" : "désactivée")}
        buttonLabel={(label, on) => `Notification « ${label} » : ${on ? "désactiver" : "activer"}`}
      />
    </section>
  );
}
