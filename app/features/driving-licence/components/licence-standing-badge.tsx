import { useLingui } from "@lingui/react/macro";
import { cx } from "../../../components/ui/cx.ts";
import { LICENCE_STANDING_LABELS, type LicenceStanding } from "../licence-rules.ts";

const TONE: Readonly<Record<LicenceStanding, string>> = {
  none: "border-slate-200 bg-slate-50 text-slate-700",
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  verified: "border-emerald-200 bg-emerald-50 text-emerald-800",
  refused: "border-red-200 bg-red-50 text-red-800",
  expired: "border-red-200 bg-red-50 text-red-800",
};

/** A licence's standing in words (its colour only repeats them). */
export function LicenceStandingBadge({ standing, className }: { standing: LicenceStanding; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={cx("inline-block rounded-full border px-2.5 py-0.5 text-sm font-medium break-words", TONE[standing], className)}>
      {i18n._(LICENCE_STANDING_LABELS[standing])}
    </span>
  );
}
