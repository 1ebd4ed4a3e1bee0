import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { cx } from "../../../components/ui/cx.ts";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { type DaySelection, type OwnRange, type TakenRange, addMonths, isTaken, monthName, monthWeeks, ownRangeOf, weekdays } from "../booking-calendar.ts";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { lastBookableDay } from "../booking-rules.ts";

interface Props {
  today: string;
  /** Days held by others' requests and bookings: 'Déjà réservé'. */
  taken: readonly TakenRange[];
  /** The member's own: 'Votre demande' (pending), 'Votre réservation' (confirmed). */
  mine?: readonly OwnRange[];
  selection: DaySelection;
  onPick: (day: string) => void;
}

/** The member's own days, by their booking's status: the style of the day and of its key. */
const OWN_DAY_STYLE: Readonly<Record<OwnRange["status"], string>> = {
  pending: "bg-amber-100 font-semibold text-amber-900 ring-1 ring-amber-400 ring-inset",
  confirmed: "bg-green-100 font-semibold text-green-900 ring-1 ring-green-500 ring-inset",
};

/**
 * A month of days to pick a stay from, up to 12 months ahead: past, too distant and held days cannot be picked. Rendered on the server
 * too, so the taken days are visible before JavaScript (the date fields then do the picking). Days held by others read
 * 'Déjà réservé'; the member's own (once read for them) 'Votre demande' or 'Votre réservation'.
 */
export function BookingCalendar({ today, taken, mine = [], selection, onPick }: Props) {
  // Before this part of the page runs, its buttons would do nothing: they say so by being disabled.
  const hydrated = useHydrated();
  const { t } = useLingui();
  const language = usePageLanguage();
  const first = today.slice(0, 7);
  const [month, setMonth] = useState(first);
  const lastDay = lastBookableDay(today);
  const last = lastDay.slice(0, 7);
  const ownStatuses = new Set(mine.map((range) => range.status));
  const ownLabel = { pending: t`Votre demande`, confirmed: t`Votre réservation` } as const;
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
                const own = past ? undefined : ownRangeOf(cell.day, mine);
                const booked = !past && !own && isTaken(cell.day, taken);
                const picked = inSelection(cell.day);
                return (
                  <td key={cell.day} className="p-0.5">
                    <button
                      type="button"
                      aria-pressed={picked}
                      title={own ? ownLabel[own.status] : booked ? t`Déjà réservé` : undefined}
                      disabled={!hydrated || past || booked || Boolean(own)}
                      onClick={() => onPick(cell.day)}
                      className={cx(
                        "h-9 w-full rounded-md",
                        past && "text-slate-300",
                        booked && "bg-red-50 text-red-400 line-through",
                        own && OWN_DAY_STYLE[own.status],
                        picked && "bg-brand-600 font-semibold text-white",
                        !past && !booked && !own && !picked && "hover:bg-brand-50",
                        cell.day === today && !picked && "font-bold text-brand-700",
                      )}
                    >
                      {/* Named by the whole date ('1er mars 2027'), in text rather than a label that would not hold the '1' shown. */}
                      <span aria-hidden>{cell.date}</span>
                      <span className="sr-only">{formatLongDate(cell.day, {}, language)}</span>
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
        {(["pending", "confirmed"] as const)
          .filter((status) => ownStatuses.has(status))
          .map((status) => (
            <li key={status} className="flex items-center gap-1.5">
              <span aria-hidden className={cx("inline-block h-3 w-3 rounded-sm", OWN_DAY_STYLE[status])} />
              {ownLabel[status]}
            </li>
          ))}
      </ul>
    </div>
  );
}
