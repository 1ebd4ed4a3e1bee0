import { Trans } from "@lingui/react/macro";
import { Form } from "./link.tsx";
import { useShownText } from "./shown-text.ts";
import { buttonClass } from "./button-class.ts";

interface Props<Topic extends string> {
  /** The form's `intent`, read by the page's action. */
  intent: string;
  labels: Record<Topic, string>;
  on: Record<Topic, boolean>;
  /** What the line says of a topic's state, e.g. "activée". */
  stateWord: (on: boolean) => string;
  /** The button's accessible name for a topic, e.g. "Nouveaux messages : désactiver". */
  buttonLabel: (label: string, on: boolean) => string;
}

/** A switch per topic, each a small POST (`intent`, `topic`, `receive` oui|non) that works without JavaScript. */
export function TopicSwitches<Topic extends string>({ intent, labels, on, stateWord, buttonLabel }: Props<Topic>) {
  const say = useShownText();
  return (
    <ul className="mt-2 divide-y divide-slate-100">
      {(Object.keys(labels) as Topic[]).map((topic) => {
        const label = say(labels[topic]);
        const state = stateWord(on[topic]);
        return (
          <li key={topic} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span>
              <Trans>
                {label} : <strong>{state}</strong>
              </Trans>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="topic" value={topic} />
              <input type="hidden" name="receive" value={on[topic] ? "non" : "oui"} />
              <button type="submit" className={buttonClass({ variant: "outline", size: "xs" })} aria-label={buttonLabel(labels[topic], on[topic])}>
                {on[topic] ? <Trans>Désactiver</Trans> : <Trans>Activer</Trans>}
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
