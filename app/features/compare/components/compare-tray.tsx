import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { pathWithoutLanguage } from "../../../lib/language.ts";
import { useLocation } from "react-router";
import { Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { COMPARE_MAX, COMPARE_PATH, compareHref } from "../compare.ts";
import { comparedList } from "../compared-list.ts";

/**
 * The small bar saying how many cars are picked, with the way to the comparison; nothing while none is.
 * On a phone, above a page's own pinned bar (a sale's contact bar), it is a chip: '2/3' and the link
 * (app.css), the sentence kept for screen readers.
 */
export function CompareTray() {
  const picked = comparedList.use();
  const { pathname } = useLocation();
  const { t } = useLingui();
  if (picked.length === 0 || pathWithoutLanguage(pathname) === COMPARE_PATH) return null;
  const count = picked.length;
  const max = COMPARE_MAX;
  return (
    <div
      role="region"
      data-compare-tray
      aria-label={t`Comparaison`}
      className="fixed inset-x-3 bottom-20 z-30 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-2 text-sm text-white shadow-lg md:bottom-4"
    >
      <span data-compare-words className="flex-1">
        <Plural value={count} one={`# / ${max} véhicule à comparer`} other={`# / ${max} véhicules à comparer`} />
      </span>
      <span data-compare-short aria-hidden className="hidden font-semibold tabular-nums">{`${count}/${max}`}</span>
      <Link to={compareHref(picked)} className={buttonClass({ variant: "primary", size: "sm" })}>
        <Trans>Voir la comparaison</Trans>
      </Link>
      <button
        type="button"
        data-compare-clear
        aria-label={t`Vider la comparaison`}
        onClick={() => comparedList.write([])}
        className="rounded-full p-1 hover:bg-slate-700"
      >
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}
