import { Plural, Trans, useLingui } from "@lingui/react/macro";
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
  const { i18n, t } = useLingui();
  const labels = Object.fromEntries(Object.entries(PUSH_TOPIC_LABELS).map(([topic, label]) => [topic, i18n._(label)])) as Record<PushTopicName, string>;
  const devices = preferences.devices;
  return (
    <section aria-labelledby="push-preferences" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="push-preferences" className="font-semibold">
        <Trans>Notifications sur vos appareils</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {devices === 0 ? (
          <Trans>Aucun appareil ne reçoit vos notifications.</Trans>
        ) : (
          <Plural
            value={devices}
            one="# appareil reçoit vos notifications quand aucune page du site n'est ouverte."
            other="# appareils reçoivent vos notifications quand aucune page du site n'est ouverte."
          />
        )}
      </p>
      <div className="mt-2">
        <PushDeviceButton />
      </div>
      <TopicSwitches
        intent="push-topic"
        labels={labels}
        on={preferences.topics}
        stateWord={(on) => (on ? t`activée` : t`désactivée`)}
        buttonLabel={(label, on) => (on ? t`Notification « ${label} » : désactiver` : t`Notification « ${label} » : activer`)}
      />
    </section>
  );
}
