import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cx } from "../../../components/ui/cx.ts";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import {
  type DaySelection,
  GRID_KEYS,
  type OwnRange,
  type TakenRange,
  addMonths,
  gridMove,
  isTaken,
  monthName,
  monthWeeks,
  ownRangeOf,
  weekdays,
} from "../booking-calendar.ts";
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
 *
 * A date grid for the keyboard (WAI-ARIA date picker grid, WCAG 2.1.1): one day is in the Tab order (the one last
 * focused, else the last day picked, today, or the month's first free day); the arrows move a day or a week, Home
 * and End to the week's ends, Page Up and Page Down a month (Shift: a year), turning the month when they leave it;
 * Enter and Space pick. Days that cannot be picked stay disabled and the keys go past them. Each day is named by
 * its date in words (holding the number shown, WCAG 2.5.3) and described by its state: 'Disponible', 'Votre
 * sélection', 'Déjà réservé', 'Votre demande', 'Votre réservation', 'Passé' or 'Pas encore réservable'.
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
  const canPick = (day: string) => hydrated && day >= today && day <= lastDay && !ownRangeOf(day, mine) && !isTaken(day, taken);
  const ids = useId();
  const grid = useRef<HTMLTableElement>(null);
  // The day the keyboard is on (roving tabindex), and whether a key just moved it: the new day takes the focus once shown.
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const moved = useRef(false);
  const weeks = monthWeeks(month);
  const tabbable =
    [focusDay, selection.end, selection.start, today].find((day) => day && day.startsWith(month) && canPick(day)) ??
    weeks.flat().find((cell) => cell && canPick(cell.day))?.day;
  useEffect(() => {
    if (!moved.current || !focusDay) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month]);
  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = (event.target as HTMLElement).closest<HTMLElement>("[data-day]")?.dataset.day;
    if (!day || !(GRID_KEYS as readonly string[]).includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const rtl = grid.current ? getComputedStyle(grid.current).direction === "rtl" : false;
    const next = gridMove(day, event.key, { first: today, last: lastDay, canPick, rtl }, event.shiftKey);
    if (!next || next === day) return;
    moved.current = true;
    setFocusDay(next);
    setMonth(next.slice(0, 7));
  };
  const monthId = `${ids}-month`;
  const stateId = (state: string) => `${ids}-${state}`;
  const stateOf = (day: string, past: boolean, own: OwnRange | undefined, booked: boolean, picked: boolean) =>
    own ? `own-${own.status}` : booked ? "taken" : day < today ? "past" : past ? "later" : picked ? "picked" : "free";
  return (
    <div data-testid="booking-calendar" className="rounded-lg border border-slate-200 p-3">
      {/* The states the days are described by (aria-describedby) that the key under the grid does not show. */}
      <div hidden>
        <span id={stateId("free")}>{t`Disponible`}</span>
        <span id={stateId("past")}>{t`Passé`}</span>
        <span id={stateId("later")}>{t`Pas encore réservable`}</span>
      </div>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label={t`Mois précédent`}
          disabled={!hydrated || month <= first}
          onClick={() => setMonth(addMonths(month, -1))}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-30"
        >
          {/* Text arrows: two icon modules would be two more requests on a rental page. */}
          <span aria-hidden className="block w-5 text-xl leading-5">
            ‹
          </span>
        </button>
        <p id={monthId} className="font-semibold capitalize" aria-live="polite">
          {monthName(month, language)}
        </p>
        <button
          type="button"
          aria-label={t`Mois suivant`}
          disabled={!hydrated || month >= last}
          onClick={() => setMonth(addMonths(month, 1))}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-30"
        >
          <span aria-hidden className="block w-5 text-xl leading-5">
            ›
          </span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={monthId} onKeyDown={onGridKey} className="w-full table-fixed border-collapse text-center text-sm">
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
          {weeks.map((week) => (
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
                      data-day={cell.day}
                      tabIndex={cell.day === tabbable ? 0 : -1}
                      aria-pressed={picked}
                      aria-current={cell.day === today ? "date" : undefined}
                      aria-describedby={stateId(stateOf(cell.day, past, own, booked, picked))}
                      title={own ? ownLabel[own.status] : booked ? t`Déjà réservé` : undefined}
                      disabled={!canPick(cell.day)}
                      onClick={() => onPick(cell.day)}
                      onFocus={() => setFocusDay(cell.day)}
                      className={cx(
                        "h-9 w-full rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
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
        {/* Each item of the key is also the description of the days it marks. */}
        <li id={stateId("picked")} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-brand-600" />
          <Trans>Votre sélection</Trans>
        </li>
        <li id={stateId("taken")} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-red-100" />
          <Trans>Déjà réservé</Trans>
        </li>
        {(["pending", "confirmed"] as const)
          .filter((status) => ownStatuses.has(status))
          .map((status) => (
            <li key={status} id={stateId(`own-${status}`)} className="flex items-center gap-1.5">
              <span aria-hidden className={cx("inline-block h-3 w-3 rounded-sm", OWN_DAY_STYLE[status])} />
              {ownLabel[status]}
            </li>
          ))}
      </ul>
    </div>
  );
}
