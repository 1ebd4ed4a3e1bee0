import { Crown } from "lucide-react";
import { Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { countOf, plural } from "../../../lib/plural.ts";
import { listingHref } from "../../listings/listing.ts";
import type { ProStatistics } from "../pro-statistics.server.ts";
import { STATISTICS_DAYS, chartTicks } from "../pro-statistics.ts";

const nf = new Intl.NumberFormat("fr-FR");
// The rate is already per hundred: 8.3 reads '8,3 %', the sign held to its number.
const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 });
const dayLabel = (day: string) => formatLongDate(day, { year: false });
const tickLabel = (day: string) => formatLongDate(day, { year: false, month: "short" });

/** Views a day as bars, with today and each week before it named below: CSS only, each bar named for screen readers. */
function DailyChart({ daily }: { daily: ProStatistics["daily"] }) {
  const max = Math.max(1, ...daily.map((d) => d.views));
  return (
    <div>
      <ol className="flex h-32 items-end gap-0.5 border-b border-slate-200" aria-label={`Vues par jour, ${STATISTICS_DAYS} derniers jours`}>
        {daily.map((d) => (
          <li
            key={d.day}
            className="flex-1 rounded-t bg-brand-500"
            style={{ height: `${Math.max(2, (d.views / max) * 100)}%`, opacity: d.views === 0 ? 0.25 : 1 }}
            aria-label={`${dayLabel(d.day)} : ${countOf(d.views, "vue")}`}
            title={`${dayLabel(d.day)} : ${countOf(d.views, "vue")}`}
          />
        ))}
      </ol>
      <div className="mt-1 grid gap-0.5 text-xs text-slate-500" style={{ gridTemplateColumns: `repeat(${daily.length}, minmax(0, 1fr))` }} aria-hidden data-testid="chart-dates">
        {chartTicks(daily.length).map((i) => {
          const d = daily[i];
          if (!d) return null;
          // Under its own bar; the ends are held inside the chart.
          const align = i === daily.length - 1 ? "justify-self-end" : i < 3 ? "justify-self-start" : "justify-self-center";
          return (
            <span key={d.day} className={`${align} whitespace-nowrap`} style={{ gridColumn: i + 1, gridRow: 1 }}>
              {tickLabel(d.day)}
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
    <td role="cell" className="p-3 text-right max-sm:flex max-sm:flex-col max-sm:justify-between max-sm:p-0 max-sm:text-left">
      <span className="block text-xs text-slate-500 sm:hidden" aria-hidden>
        {heading}
      </span>
      <span className="whitespace-nowrap max-sm:font-semibold">{value}</span>
    </td>
  );
}

const COLUMNS = ["Vues", "Favoris", "Contacts", "Taux de contact"] as const;

/** A listing's numbers, in the order of COLUMNS. */
const numbersOf = (l: ProStatistics["listings"][number]): string[] => [
  nf.format(l.views),
  nf.format(l.favorites),
  nf.format(l.contacts),
  l.contactRate === null ? "—" : percent.format(l.contactRate / 100),
];

/**
 * The most seen listings. A table from `sm` on; narrower, each listing is a card (its title, then its
 * four numbers under their headings) so no column is cut off. The roles keep it a table for screen
 * readers once its display is changed.
 */
function ListingsTable({ listings }: { listings: ProStatistics["listings"] }) {
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-white">
      <table role="table" className="w-full text-sm">
        <caption className="sr-only">Vos annonces les plus vues sur {STATISTICS_DAYS} jours</caption>
        <thead role="rowgroup" className="bg-slate-50 text-left text-slate-600 max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="p-3 font-medium">
              Annonce
            </th>
            {COLUMNS.map((c) => (
              <th key={c} role="columnheader" scope="col" className="p-3 text-right font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100">
          {listings.map((l) => (
            <tr key={l.id} role="row" className="max-sm:grid max-sm:grid-cols-4 max-sm:gap-x-2 max-sm:gap-y-1 max-sm:p-3">
              <th role="rowheader" scope="row" className="p-3 text-left font-medium max-sm:col-span-4 max-sm:p-0">
                <Link to={listingHref(l.kind, l.id)} className="hover:underline">
                  {l.brand} {l.model} {l.year}
                </Link>
              </th>
              {numbersOf(l).map((value, i) => (
                <StatisticCell key={COLUMNS[i]} heading={COLUMNS[i] ?? ""} value={value} />
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
  if (!statistics) {
    return (
      <section aria-labelledby="stats-heading" className="mt-8 rounded-xl border border-amber-200 bg-amber-50 p-5">
        <h2 id="stats-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Crown aria-hidden size={20} className="text-amber-500" /> Statistiques avancées
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Suivez les vues jour par jour, les favoris et les contacts de chacune de vos annonces avec le plan Pro.
        </p>
        <Link to="/subscription" className={buttonClass({ size: "sm", className: "mt-3" })}>
          Passer à Pro
        </Link>
      </section>
    );
  }
  const total = statistics.daily.reduce((sum, d) => sum + d.views, 0);
  return (
    <section aria-labelledby="stats-heading" className="mt-8">
      <h2 id="stats-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Crown aria-hidden size={20} className="text-amber-500" /> Statistiques avancées
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="mb-3 text-sm text-slate-600">
          <span className="font-semibold text-slate-900" data-testid="views-30-days">
            {nf.format(total)}
          </span>{" "}
          {plural(total, "vue")} sur les {STATISTICS_DAYS} derniers jours
        </p>
        <DailyChart daily={statistics.daily} />
      </div>
      {statistics.listings.length > 0 ? <ListingsTable listings={statistics.listings} /> : null}
    </section>
  );
}
