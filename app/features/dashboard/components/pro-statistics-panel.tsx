import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Crown } from "lucide-react";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { groupDigits } from "../../../lib/grouped-number.ts";
import type { Language } from "../../../lib/language.ts";
import { listingHref } from "../../listings/listing.ts";
import type { ProStatistics } from "../pro-statistics.server.ts";
import { STATISTICS_DAYS, chartTicks } from "../pro-statistics.ts";
import { numberFormatIn } from "../../../lib/intl-formats.ts";

// The rate is already per hundred: 8.3 reads '8,3 %' ('8.3%' in English), the sign held to its number.
const percentIn = (language: Language) => numberFormatIn(language, { style: "percent", maximumFractionDigits: 1 });
const dayLabel = (day: string, language: Language) => formatLongDate(day, { year: false }, language);
const tickLabel = (day: string, language: Language) => formatLongDate(day, { year: false, month: "short" }, language);
const barLabel = (i18n: I18n, day: string, views: number, language: Language) => {
  const date = dayLabel(day, language);
  return i18n._(msg`${date} : ${plural(views, { one: "# vue", other: "# vues" })}`);
};

/** Views a day as bars, with today and each week before it named below: CSS only, each bar named for screen readers. */
function DailyChart({ daily }: { daily: ProStatistics["daily"] }) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const days = STATISTICS_DAYS;
  const max = Math.max(1, ...daily.map((d) => d.views));
  return (
    <div>
      <ol className="flex h-32 items-end gap-0.5 border-b border-slate-200" aria-label={t`Vues par jour, ${days} derniers jours`}>
        {daily.map((d) => (
          <li
            key={d.day}
            className="flex-1 rounded-t bg-brand-500"
            style={{ height: `${Math.max(2, (d.views / max) * 100)}%`, opacity: d.views === 0 ? 0.25 : 1 }}
            aria-label={barLabel(i18n, d.day, d.views, language)}
            title={barLabel(i18n, d.day, d.views, language)}
          />
        ))}
      </ol>
      <div
        className="mt-1 grid gap-0.5 text-xs text-slate-500"
        style={{ gridTemplateColumns: `repeat(${daily.length}, minmax(0, 1fr))` }}
        aria-hidden
        data-testid="chart-dates"
      >
        {chartTicks(daily.length).map((i) => {
          const d = daily[i];
          if (!d) return null;
          // Under its own bar; the ends are held inside the chart.
          const align = i === daily.length - 1 ? "justify-self-end" : i < 3 ? "justify-self-start" : "justify-self-center";
          return (
            <span key={d.day} className={`${align} whitespace-nowrap`} style={{ gridColumn: i + 1, gridRow: 1 }}>
              {tickLabel(d.day, language)}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** One number of the table; on a phone the row becomes a card and each number carries its own heading (numbers level when a heading takes two lines). */
function StatisticCell({ heading, value }: { heading: string; value: string }) {
  return (
    <td role="cell" className="p-3 text-end max-sm:flex max-sm:flex-col max-sm:justify-between max-sm:p-0 max-sm:text-start">
      <span className="block text-xs text-slate-500 sm:hidden" aria-hidden>
        {heading}
      </span>
      <span className="whitespace-nowrap max-sm:font-semibold">{value}</span>
    </td>
  );
}

const COLUMNS = [msg`Vues`, msg`Favoris`, msg`Contacts`, msg`Taux de contact`] as const;

/** A listing's numbers, in the order of COLUMNS. */
const numbersOf = (l: ProStatistics["listings"][number], language: Language): string[] => [
  groupDigits(l.views, language),
  groupDigits(l.favorites, language),
  groupDigits(l.contacts, language),
  l.contactRate === null ? "—" : percentIn(language).format(l.contactRate / 100),
];

/**
 * The most seen listings. A table from `sm` on; narrower, each listing is a card (its title, then its
 * four numbers under their headings) so no column is cut off. The roles keep it a table for screen
 * readers once its display is changed.
 */
function ListingsTable({ listings }: { listings: ProStatistics["listings"] }) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const headings = COLUMNS.map((c) => i18n._(c));
  const days = STATISTICS_DAYS;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-white">
      <table role="table" className="w-full text-sm">
        <caption className="sr-only">
          <Trans>Vos annonces les plus vues sur {days} jours</Trans>
        </caption>
        <thead role="rowgroup" className="bg-slate-50 text-start text-slate-600 max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="p-3 font-medium">
              <Trans>Annonce</Trans>
            </th>
            {headings.map((c, i) => (
              <th key={i} role="columnheader" scope="col" className="p-3 text-end font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100">
          {listings.map((l) => (
            <tr key={l.id} role="row" className="max-sm:grid max-sm:grid-cols-4 max-sm:gap-x-2 max-sm:gap-y-1 max-sm:p-3">
              <th role="rowheader" scope="row" className="p-3 text-start font-medium max-sm:col-span-4 max-sm:p-0">
                <Link to={listingHref(l.kind, l.id)} className="hover:underline">
                  {l.brand} {l.model} {l.year}
                </Link>
              </th>
              {numbersOf(l, language).map((value, i) => (
                <StatisticCell key={i} heading={headings[i] ?? ""} value={value} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Pro plan's advanced statistics, or what they would show and the way to Pro. */
export function ProStatisticsPanel({ statistics }: { statistics: ProStatistics | null }) {
  const language = usePageLanguage();
  if (!statistics) {
    return (
      <section aria-labelledby="stats-heading" className="mt-8 rounded-xl border border-amber-200 bg-amber-50 p-5">
        <h2 id="stats-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Crown aria-hidden size={20} className="text-amber-500" /> <Trans>Statistiques avancées</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>Suivez les vues jour par jour, les favoris et les contacts de chacune de vos annonces avec le plan Pro.</Trans>
        </p>
        <Link to="/subscription" className={buttonClass({ size: "sm", className: "mt-3" })}>
          <Trans>Passer à Pro</Trans>
        </Link>
      </section>
    );
  }
  const total = statistics.daily.reduce((sum, d) => sum + d.views, 0);
  const days = STATISTICS_DAYS;
  return (
    <section aria-labelledby="stats-heading" className="mt-8">
      <h2 id="stats-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Crown aria-hidden size={20} className="text-amber-500" /> <Trans>Statistiques avancées</Trans>
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="mb-3 text-sm text-slate-600">
          <span className="font-semibold text-slate-900" data-testid="views-30-days">
            {groupDigits(total, language)}
          </span>{" "}
          <Plural value={total} one={`vue sur les ${days} derniers jours`} other={`vues sur les ${days} derniers jours`} />
        </p>
        <DailyChart daily={statistics.daily} />
      </div>
      {statistics.listings.length > 0 ? <ListingsTable listings={statistics.listings} /> : null}
    </section>
  );
}
