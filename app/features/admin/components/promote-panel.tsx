import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { inputClass } from "../../../components/ui/field.tsx";
import { formatCfa } from "../../../lib/money.ts";
import { CITY_LABELS } from "../../../lib/cities.ts";
import { useValueLabel } from "../../../components/ui/value-label.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { AdminForm, AdminSubmit, Labelled, PanelSearch } from "./admin-form.tsx";

/** Spec doc 2 §2 Admin, promote: any of the 20 latest sale listings, a package, no payment. */
export function PromotePanel({ listings, packages, search }: { listings: AdminPageData["promotable"]; packages: AdminPageData["packages"]; search: string }) {
  const active = packages.filter((p) => p.isActive);
  const { t } = useLingui();
  const label = useValueLabel();
  return (
    <div className="space-y-4">
      <PanelSearch tab="promote" name="annonce" value={search} label={t`Rechercher une annonce`} placeholder={t`Marque, modèle ou ville`} />
      <AdminForm intent="promote" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <Labelled id="promote-listing" label={t`Annonce de vente`}>
          <select id="promote-listing" name="listingId" required className={inputClass} defaultValue="">
            <option value="" disabled>
              {t`Choisissez une annonce`}
            </option>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.brand} {l.model} {l.year} · {label(CITY_LABELS, l.city)} · {formatCfa(l.price)} · {l.ownerFirstName} {l.ownerLastName}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="promote-package" label={t`Pack`}>
          <select id="promote-package" name="packageId" required className={inputClass} defaultValue="">
            <option value="" disabled>
              {t`Choisissez un pack`}
            </option>
            {active.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {t`${plural(p.durationDays, { one: "# jour", other: "# jours" })}`}
              </option>
            ))}
          </select>
        </Labelled>
        <AdminSubmit intent="promote">
          <Trans>Promouvoir sans paiement</Trans>
        </AdminSubmit>
      </AdminForm>
    </div>
  );
}
