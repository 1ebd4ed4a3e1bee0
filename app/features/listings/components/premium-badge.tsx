import { Crown } from "lucide-react";

/**
 * The mark of a listing with an active promotion (a pack bought on /promote, ADR 0053): on its card
 * wherever cards are shown (the home page's 'Annonces Premium', browse, favourites…) and beside its
 * name on its page. The word is the same in French and English.
 */
export function PremiumBadge({ large = false, className = "" }: { large?: boolean; className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded bg-amber-400 font-bold text-slate-900 ${large ? "px-2 py-0.5 text-xs" : "px-1.5 py-0.5 text-[11px]"} ${className}`}
    >
      <Crown aria-hidden size={12} />
      Premium
    </span>
  );
}
