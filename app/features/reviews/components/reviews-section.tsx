import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { formatLongDate } from "../../../lib/long-date.ts";
import type { ReviewItem } from "../reviews.server.ts";
import { type ReviewsSummary, formatAverage } from "../reviews-summary.ts";
import { SectionCard } from "../../../components/ui/section-card.tsx";
import { StaticContent } from "../../../components/ui/static-content.tsx";

/** A review as listed; on a seller's page it names the listing it is about. */
export type ListedReview = ReviewItem & { listing?: { title: string; href: string | null } };

// Text stars: a few bytes each, where an SVG icon per star would weigh on long review lists.
function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const full = Math.round(rating);
  const average = formatAverage(rating, language);
  return (
    <span role="img" aria-label={t`${average} sur 5`} className={`tracking-tight ${className}`}>
      <span className="text-amber-500">{"★".repeat(full)}</span>
      <span className="text-slate-300">{"★".repeat(5 - full)}</span>
    </span>
  );
}

function Summary({ summary }: { summary: ReviewsSummary }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="text-center sm:w-36">
        <div className="text-4xl font-extrabold">{formatAverage(summary.average, language)}</div>
        <Stars rating={summary.average} className="text-lg" />
        <p className="text-xs text-slate-500">
          <Plural value={summary.total} one="# avis" other="# avis" />
        </p>
      </div>
      <ul className="flex-1 space-y-1" aria-label={t`Répartition des notes`}>
        {summary.distribution.map((d) => (
          <li key={d.stars} className="flex items-center gap-2 text-sm">
            <span className="w-8 shrink-0 text-slate-600">{d.stars} ★</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${d.percent}%` }} />
            </span>
            <span className="w-6 shrink-0 text-end text-slate-500">{d.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Review({ review }: { review: ListedReview }) {
  const language = usePageLanguage();
  const { listing } = review;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="min-w-0 font-medium wrap-anywhere">{review.author}</p>
        <p className="text-xs text-slate-500">{formatLongDate(review.createdAt, {}, language)}</p>
      </div>
      <Stars rating={review.rating} />
      {listing ? (
        <p className="text-xs text-slate-500">
          {listing.href ? (
            <Link to={listing.href} className="underline hover:text-slate-800">
              {listing.title}
            </Link>
          ) : (
            listing.title
          )}
        </p>
      ) : null}
      {review.comment ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{review.comment}</p> : null}
    </li>
  );
}

/** Average, distribution per star (spec §9) and the newest reviews. */
export function ReviewsOverview({ summary, items }: { summary: ReviewsSummary; items: readonly ListedReview[] }) {
  const { t } = useLingui();
  if (summary.total === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>Aucun avis pour le moment.</Trans>
      </p>
    );
  return (
    <>
      <Summary summary={summary} />
      <ul className="mt-4 divide-y divide-slate-100" aria-label={t`Avis les plus récents`}>
        {items.map((r) => (
          <Review key={r.id} review={r} />
        ))}
      </ul>
    </>
  );
}

/** A detail page's reviews, then what `children` adds (the form). */
export function ReviewsSection({ summary, items, children }: { summary: ReviewsSummary; items: readonly ListedReview[]; children?: ReactNode }) {
  const { t } = useLingui();
  const total = summary.total;
  return (
    <SectionCard id="reviews" title={t`Avis (${total})`}>
      {/* The reviews never change once loaded (a new one comes with the page's data): kept as sent (ADR 0062). */}
      <StaticContent deps={[summary, items]}>
        <ReviewsOverview summary={summary} items={items} />
      </StaticContent>
      {children}
    </SectionCard>
  );
}
