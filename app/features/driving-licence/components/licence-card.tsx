import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import type { LicenceStanding } from "../licence-rules.ts";
import { LicenceStandingBadge } from "./licence-standing-badge.tsx";

/** The profile's 'Permis de conduire' card: the licence's standing today and the way to its page. */
export function LicenceCard({ standing }: { standing: LicenceStanding }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Permis de conduire`} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="min-w-0 space-y-1">
        <h2 className="font-medium">
          <Trans>Permis de conduire</Trans>
        </h2>
        <LicenceStandingBadge standing={standing} />
      </div>
      <Link to="/profile/permis" className={buttonClass({ variant: "secondary", size: "xs" })}>
        {standing === "none" ? <Trans>Ajouter mon permis</Trans> : <Trans>Modifier mon permis</Trans>}
      </Link>
    </section>
  );
}
