import { Crown } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { listingHref } from "../../listings/listing.ts";
import type { ProStatistics } from "../pro-statistics.server.ts";
import { STATISTICS_DAYS } from "../pro-statistics.ts";

const nf = new Intl.NumberFormat("fr-FR");
const dayLabel = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", timeZone: "UTC" });

/** Views a day as bars: CSS only, each bar named for screen readers. */
function DailyChart({ daily }: { daily: ProStatistics["daily"] }) {
  const max = Math.max(1, ...daily.map((d) => d.views));
  return (
    <ol className="flex h-32 items-end gap-0.5" aria-label={`Vues par jour, ${STATISTICS_DAYS} derniers jours`}>
      {daily.map((d) => (
        <li
          key={d.day}
          className="flex-1 rounded-t bg-brand-500"
          style={{ height: `${Math.max(2, (d.views / max) * 100)}%`, opacity: d.views === 0 ? 0.25 : 1 }}
          aria-label={`${dayLabel.format(new Date(`${d.day}T00:00:00Z`))} : ${d.views} vue${d.views > 1 ? "s" : ""}`}
          title={`${dayLabel.format(new Date(`${d.day}T00:00:00Z`))} : ${d.views}`}
        />
      ))}
    </ol>
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
          vues sur les {STATISTICS_DAYS} derniers jours
        </p>
        <DailyChart daily={statistics.daily} />
      </div>
      {statistics.listings.length > 0 ? (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Vos annonces les plus vues sur {STATISTICS_DAYS} jours</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="p-3 font-medium">Annonce</th>
                <th scope="col" className="p-3 text-right font-medium">Vues</th>
                <th scope="col" className="p-3 text-right font-medium">Favoris</th>
                <th scope="col" className="p-3 text-right font-medium">Contacts</th>
                <th scope="col" className="p-3 text-right font-medium">Taux de contact</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {statistics.listings.map((l) => (
                <tr key={l.id}>
                  <th scope="row" className="p-3 text-left font-medium">
                    <Link to={listingHref(l.kind, l.id)} className="hover:underline">
                      {l.brand} {l.model} {l.year}
                    </Link>
                  </th>
                  <td className="p-3 text-right">{nf.format(l.views)}</td>
                  <td className="p-3 text-right">{nf.format(l.favorites)}</td>
                  <td className="p-3 text-right">{nf.format(l.contacts)}</td>
                  <td className="p-3 text-right">{l.contactRate === null ? "—" : `${nf.format(l.contactRate)} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
