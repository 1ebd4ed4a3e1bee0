import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import type { Country } from "../../../lib/countries.ts";
import { formatPrice } from "../../../lib/money.ts";
import { type PriceEvaluation, SUSPICIOUS_PRICE, comparablesWording } from "../deal-rating.ts";
import { DealBadge } from "./deal-badge.tsx";
import { PriceFactors } from "./price-factors.tsx";

/** The price against its market on a sale's page; a caution instead when the price is too good to be true. */
export function PriceEvaluationPanel({ evaluation, country }: { evaluation: PriceEvaluation; country: Country }) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  if (evaluation.suspicious) {
    return (
      <div role="note" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <ShieldAlert aria-hidden size={18} className="mt-0.5 shrink-0" />
        <p>{i18n._(SUSPICIOUS_PRICE)}</p>
      </div>
    );
  }
  const value = formatPrice(evaluation.marketValue, country, "XOF", language);
  return (
    <section aria-label={t`Évaluation du prix`} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <DealBadge deal={{ rating: evaluation.dealRating, savings: evaluation.savingsPercentage, comparables: evaluation.comparableCount }} />
        <span className="text-slate-600">
          <Trans>Valeur estimée : {value}</Trans>
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">{comparablesWording(evaluation.comparableCount, i18n)}</p>
      <p className="mt-1 text-slate-700">{evaluation.explanation}</p>
      <PriceFactors factors={evaluation.factors} />
    </section>
  );
}
