import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";

/** Shown at the top of every conversation: scams are the first fear of classifieds users in the region. */
export function SafetyNotice() {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Conseils de sécurité`} className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">
      <p className="flex items-start gap-2">
        <ShieldAlert aria-hidden size={16} className="mt-0.5 shrink-0" />
        <span>
          <Trans>
            <strong>Restez prudent :</strong> ne versez jamais d'acompte avant d'avoir vu le véhicule et ses papiers, rencontrez le vendeur dans un lieu public,
            et vérifiez que la carte grise correspond à l'identité du vendeur.
          </Trans>
        </span>
      </p>
    </aside>
  );
}
