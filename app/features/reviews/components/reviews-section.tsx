import { formatLongDate } from "../../../lib/long-date.ts";
import type { ListingReviews } from "../reviews.server.ts";
import { formatAverage } from "../reviews-summary.ts";
import { DetailSection } from "../../listings/detail/components/detail-sections.tsx";

// Text stars: a few bytes each, where an SVG icon per star would weigh on long review lists.
function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={`${formatAverage(rating)} sur 5`} className={`tracking-tight ${className}`}>
      <span className="text-amber-500">{"★".repeat(full)}</span>
      <span className="text-slate-300">{"★".repeat(5 - full)}</span>
    </span>
  );
}

/** Average, distribution per star and the newest reviews; read-only. */
export function ReviewsSection({ reviews }: { reviews: ListingReviews }) {
  const { summary, items } = reviews;
  return (
    <DetailSection id="reviews" title={`Avis (${summary.total})`}>
      {summary.total === 0 ? (
        <p className="text-sm text-slate-500">Aucun avis pour le moment.</p>
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="text-center sm:w-36">
              <p className="text-4xl font-extrabold">{formatAverage(summary.average)}</p>
              <Stars rating={summary.average} className="text-lg" />
              <p className="text-xs text-slate-500">{summary.total} avis</p>
            </div>
            <ul className="flex-1 space-y-1" aria-label="Répartition des notes">
              {summary.distribution.map((d) => (
                <li key={d.stars} className="flex items-center gap-2 text-sm">
                  <span className="w-8 shrink-0 text-slate-600">{d.stars} ★</span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: `${d.percent}%` }} />
                  </span>
                  <span className="w-6 shrink-0 text-right text-slate-500">{d.count}</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="mt-4 divide-y divide-slate-100">
            {items.map((r) => (
              <li key={r.id} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-medium">{r.author}</p>
                  <p className="text-xs text-slate-500">{formatLongDate(r.createdAt)}</p>
                </div>
                <Stars rating={r.rating} />
                {r.comment ? <p className="mt-1 text-sm text-slate-700">{r.comment}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </DetailSection>
  );
}
