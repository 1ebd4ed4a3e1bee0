import { Trans, useLingui } from "@lingui/react/macro";
import { GitCompareArrows } from "lucide-react";
import { Link } from "../../../components/ui/link.tsx";
import { showToast } from "../../../components/ui/client-toast.ts";
import { cx } from "../../../components/ui/cx.ts";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import { compareHref, toggleCompared } from "../compare.ts";
import { comparedList } from "../compared-list.ts";

/**
 * 'Comparer' on a card or a listing's page. Before the page's script runs it is a link to the
 * comparison of this car alone; then a toggle of the device's selection (3 at most), whose state
 * only the browser knows: the page, rendered once for everyone, is the same for all.
 */
export function CompareButton({ listingId, size = "sm" }: { listingId: string; size?: "sm" | "lg" }) {
  const hydrated = useHydrated();
  const { t, i18n } = useLingui();
  const picked = comparedList.use();
  const on = picked.includes(listingId);
  const look = cx(
    "inline-flex items-center gap-1 rounded-full font-medium shadow ring-1",
    // On a listing's page the phone's narrow heading keeps its room: the icon alone there, named all the same.
    size === "lg" ? "h-11 w-11 justify-center text-sm sm:w-auto sm:px-4" : "h-9 px-3 text-xs",
    on ? "bg-brand-600 text-white ring-brand-600" : "bg-white/90 text-slate-700 ring-slate-200 hover:bg-white",
  );
  const icon = <GitCompareArrows aria-hidden size={size === "lg" ? 18 : 14} />;
  const text =
    size === "lg" ? (
      <span className="sr-only sm:not-sr-only">
        <Trans>Comparer</Trans>
      </span>
    ) : (
      <Trans>Comparer</Trans>
    );
  if (!hydrated) {
    return (
      <Link to={compareHref([listingId])} className={look}>
        {icon}
        {text}
      </Link>
    );
  }
  const toggle = () => {
    const next = toggleCompared(comparedList.read(), listingId);
    if (!next.ok) return showToast({ type: "error", title: i18n._(next.error) });
    comparedList.write(next.ids);
  };
  return (
    <button type="button" aria-pressed={on} onClick={toggle} className={look} title={on ? t`Retirer de la comparaison` : t`Ajouter à la comparaison`}>
      {icon}
      {text}
    </button>
  );
}
