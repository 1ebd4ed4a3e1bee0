import { FieldError } from "../../../../components/ui/field.tsx";
import { useShownText } from "../../../../components/ui/shown-text.ts";
import { HISTORY_ANSWER_OPTIONS, type HistoryQuestion, shownAnswer } from "../history-answers.ts";
import type { FormValues } from "./form-values.ts";

/**
 * A yes/no history question as three choices, 'Oui', 'Non' and 'Non précisé' — the last chosen
 * until the seller picks: the listing states only what they said (history-answers.ts).
 */
export function HistoryAnswerField({ name, label, values, error }: { name: HistoryQuestion; label: string; values: FormValues; error?: string }) {
  const say = useShownText();
  const chosen = shownAnswer(values.text(name, ""));
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid grid-cols-3 gap-2">
        {HISTORY_ANSWER_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-2 py-2 text-center text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-100"
          >
            <input type="radio" name={name} value={option.value} defaultChecked={chosen === option.value} className="h-4 w-4 shrink-0 accent-brand-600" />
            {say(option.label)}
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}
