import { ShieldAlert } from "lucide-react";
import type { Country } from "../../../lib/countries.ts";
import { formatPrice } from "../../../lib/money.ts";
import { type PriceEvaluation, SUSPICIOUS_PRICE, comparablesWording } from "../deal-rating.ts";
import { DealBadge } from "./deal-badge.tsx";

/** The price against its market on a sale's page; a caution instead when the price is too good to be true. */
export function PriceEvaluationPanel({ evaluation, country }: { evaluation: PriceEvaluation; country: Country }) {
  if (evaluation.suspicious) {
    return (
      <div role="note" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <ShieldAlert aria-hidden size={18} className="mt-0.5 shrink-0" />
        <p>{SUSPICIOUS_PRICE}</p>
      </div>
    );
  }
  return (
    <section aria-label="Évaluation du prix" className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <DealBadge deal={{ rating: evaluation.dealRating, savings: evaluation.savingsPercentage, comparables: evaluation.comparableCount }} />
        <span className="text-slate-600">Valeur estimée : {formatPrice(evaluation.marketValue, country)}</span>
      </div>
      <p className="mt-1 text-xs text-slate-500">{comparablesWording(evaluation.comparableCount)}</p>
      <p className="mt-1 text-slate-700">{evaluation.explanation}</p>
    </section>
  );
}
