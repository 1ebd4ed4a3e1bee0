import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { cx } from "../../../components/ui/cx.ts";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { type DaySelection, type TakenRange, addMonths, isTaken, monthName, monthWeeks, weekdays } from "../booking-calendar.ts";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { lastBookableDay } from "../booking-rules.ts";

interface Props {
  today: string;
  taken: readonly TakenRange[];
  selection: DaySelection;
  onPick: (day: string) => void;
}

/**
 * A month of days to pick a stay from, up to 12 months ahead: past, too distant and taken days cannot be picked. Rendered on the server
 * too, so the taken days are visible before JavaScript (the date fields then do the picking).
 */
export function BookingCalendar({ today, taken, selection, onPick }: Props) {
  // Before this part of the page runs, its buttons would do nothing: they say so by being disabled.
  const hydrated = useHydrated();
  const { t } = useLingui();
  const language = usePageLanguage();
  const first = today.slice(0, 7);
  const [month, setMonth] = useState(first);
  const lastDay = lastBookableDay(today);
  const last = lastDay.slice(0, 7);
  const inSelection = (day: string) =>
    selection.start !== null && (day === selection.start || (selection.end !== null && selection.start <= day && day <= selection.end));
  return (
    <div data-testid="booking-calendar" className="rounded-lg border border-slate-200 p-3">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label={t`Mois précédent`}
          disabled={!hydrated || month <= first}
          onClick={() => setMonth(addMonths(month, -1))}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
        >
          {/* Text arrows: two icon modules would be two more requests on a rental page. */}
          <span aria-hidden className="block w-5 text-xl leading-5">
            ‹
          </span>
        </button>
        <p className="font-semibold capitalize" aria-live="polite">
          {monthName(month, language)}
        </p>
        <button
          type="button"
          aria-label={t`Mois suivant`}
          disabled={!hydrated || month >= last}
          onClick={() => setMonth(addMonths(month, 1))}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
        >
          <span aria-hidden className="block w-5 text-xl leading-5">
            ›
          </span>
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <thead>
          <tr>
            {weekdays(language).map(({ initial, name }) => (
              <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-medium text-slate-500">
                {initial}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)?.day}>
              {week.map((cell, i) => {
                if (!cell) return <td key={`empty-${i}`} />;
                // Beyond the last bookable day reads like the past: not offered.
                const past = cell.day < today || cell.day > lastDay;
                const booked = !past && isTaken(cell.day, taken);
                const picked = inSelection(cell.day);
                return (
                  <td key={cell.day} className="p-0.5">
                    <button
                      type="button"
                      aria-label={formatLongDate(cell.day, {}, language)}
                      aria-pressed={picked}
                      title={booked ? t`Déjà réservé` : undefined}
                      disabled={!hydrated || past || booked}
                      onClick={() => onPick(cell.day)}
                      className={cx(
                        "h-9 w-full rounded-md",
                        past && "text-slate-300",
                        booked && "bg-red-50 text-red-400 line-through",
                        picked && "bg-brand-600 font-semibold text-white",
                        !past && !booked && !picked && "hover:bg-brand-50",
                        cell.day === today && !picked && "font-bold text-brand-700",
                      )}
                    >
                      {cell.date}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-brand-600" />
          <Trans>Votre sélection</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-red-100" />
          <Trans>Déjà réservé</Trans>
        </li>
      </ul>
    </div>
  );
}
