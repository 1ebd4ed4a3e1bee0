import { inputClass } from "../../../components/ui/field.tsx";
import { formatCfa } from "../../../lib/money.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { AdminForm, AdminSubmit, Labelled, PanelSearch } from "./admin-form.tsx";
import { countOf } from "../../../lib/plural.ts";

/** Spec doc 2 §2 Admin, promote: any of the 20 latest sale listings, a package, no payment. */
export function PromotePanel({ listings, packages, search }: { listings: AdminPageData["promotable"]; packages: AdminPageData["packages"]; search: string }) {
  const active = packages.filter((p) => p.isActive);
  return (
    <div className="space-y-4">
      <PanelSearch tab="promote" name="annonce" value={search} label="Rechercher une annonce" placeholder="Marque, modèle ou ville" />
      <AdminForm intent="promote" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <Labelled id="promote-listing" label="Annonce de vente">
          <select id="promote-listing" name="listingId" required className={inputClass} defaultValue="">
            <option value="" disabled>
              Choisissez une annonce
            </option>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.brand} {l.model} {l.year} · {l.city} · {formatCfa(l.price)} · {l.ownerFirstName} {l.ownerLastName}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="promote-package" label="Pack">
          <select id="promote-package" name="packageId" required className={inputClass} defaultValue="">
            <option value="" disabled>
              Choisissez un pack
            </option>
            {active.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {countOf(p.durationDays, "jour")}
              </option>
            ))}
          </select>
        </Labelled>
        <AdminSubmit intent="promote">Promouvoir sans paiement</AdminSubmit>
      </AdminForm>
    </div>
  );
}
