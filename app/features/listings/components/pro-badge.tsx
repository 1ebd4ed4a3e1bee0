/** The Pro plan's promise (spec 001): a distinctive badge on every listing of a Pro seller. */
import { useLingui } from "@lingui/react/macro";
export function ProBadge({ large = false }: { large?: boolean }) {
  const { t } = useLingui();
  return (
    <span
      title={t`Vendeur Pro`}
      className={`shrink-0 rounded bg-amber-400 font-bold text-slate-900 ${large ? "px-2 py-0.5 text-xs" : "px-1.5 py-0.5 text-[11px]"}`}
    >
      PRO
    </span>
  );
}
