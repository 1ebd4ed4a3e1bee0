import { X } from "lucide-react";
import { useLocation } from "react-router";
import { Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { COMPARE_MAX, COMPARE_PATH, compareHref } from "../compare.ts";
import { comparedList } from "../compared-list.ts";

/** The small bar saying how many cars are picked, with the way to the comparison; nothing while none is. */
export function CompareTray() {
  const picked = comparedList.use();
  const { pathname } = useLocation();
  if (picked.length === 0 || pathname === COMPARE_PATH) return null;
  return (
    <div
      role="region"
      data-compare-tray
      aria-label="Comparaison"
      className="fixed inset-x-3 bottom-20 z-30 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-2 text-sm text-white shadow-lg md:bottom-4"
    >
      <span className="flex-1">{`${picked.length} / ${COMPARE_MAX} véhicule${picked.length > 1 ? "s" : ""} à comparer`}</span>
      <Link to={compareHref(picked)} className={buttonClass({ variant: "primary", size: "sm" })}>
        Voir la comparaison
      </Link>
      <button type="button" aria-label="Vider la comparaison" onClick={() => comparedList.write([])} className="rounded-full p-1 hover:bg-slate-700">
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}
