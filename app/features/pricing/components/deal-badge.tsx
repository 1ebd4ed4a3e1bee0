import { useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { DEAL_LABELS, type DealBadge as Deal, type DealRating, savingsWording } from "../deal-rating.ts";

const COLORS: Record<DealRating, string> = {
  excellent: "bg-green-100 text-green-800",
  good: "bg-blue-100 text-blue-800",
  fair: "bg-amber-100 text-amber-900",
  poor: "bg-orange-100 text-orange-800",
};

/** 'Excellent prix -18 %': the price against its market, as a small pill. */
export function DealBadge({ deal, className = "" }: { deal: Deal; className?: string }) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  return (
    <span
      data-testid="deal-badge"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${COLORS[deal.rating]} ${className}`}
    >
      {i18n._(DEAL_LABELS[deal.rating])}
      {deal.rating === "fair" ? null : <span className="font-normal">{savingsWording(deal.savings, language)}</span>}
    </span>
  );
}
