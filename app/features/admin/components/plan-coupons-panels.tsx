import { inputClass } from "../../../components/ui/field.tsx";
import { formatCfa } from "../../../lib/money.ts";
import { couponSummary } from "../../subscription/coupon-rules.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { AdminForm, AdminInput, AdminSubmit, ConfirmAction, Labelled, useRefusal } from "./admin-form.tsx";

export function ProPlanPanel({ price }: { price: number }) {
  const refused = useRefusal("pro-price");
  return (
    <AdminForm intent="pro-price" className="max-w-sm space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <p>
        Prix actuel : <strong data-testid="pro-price">{formatCfa(price)}</strong> par mois
      </p>
      <AdminInput id="pro-price-input" name="price" label="Nouveau prix mensuel (XOF)" type="number" min={1} required defaultValue={refused?.fields.price ?? String(price)} />
      <p className="text-xs text-slate-500">Les nouveaux abonnements sont facturés à ce prix ; les abonnements en cours gardent le leur.</p>
      <AdminSubmit intent="pro-price">Mettre à jour le prix</AdminSubmit>
    </AdminForm>
  );
}

export function CouponsPanel({ coupons }: { coupons: AdminPageData["coupons"] }) {
  const refused = useRefusal("coupon-create");
  const typed = refused?.fields;
  return (
    <div className="space-y-6">
      <section aria-labelledby="coupon-new" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="coupon-new" className="mb-3 font-semibold">
          Nouveau code promo
        </h2>
        <AdminForm intent="coupon-create" className="grid gap-3 sm:grid-cols-2">
          <AdminInput id="coupon-name" name="name" label="Code" required maxLength={30} defaultValue={typed?.name ?? ""} />
          <Labelled id="coupon-kind" label="Type de réduction">
            <select id="coupon-kind" name="kind" className={inputClass} defaultValue={typed?.kind ?? "percent"}>
              <option value="percent">Pourcentage</option>
              <option value="amount">Montant fixe (XOF)</option>
            </select>
          </Labelled>
          <AdminInput id="coupon-value" name="value" label="Valeur" type="number" min={1} required defaultValue={typed?.value ?? ""} />
          <Labelled id="coupon-duration" label="Durée">
            <select id="coupon-duration" name="duration" className={inputClass} defaultValue={typed?.duration ?? "once"}>
              <option value="once">Une fois</option>
              <option value="forever">Pour toujours</option>
              <option value="repeating">Plusieurs mois</option>
            </select>
          </Labelled>
          <AdminInput id="coupon-months" name="durationInMonths" label="Nombre de mois (si plusieurs mois)" type="number" min={1} max={36} defaultValue={typed?.durationInMonths ?? ""} />
          <div className="self-end">
            <AdminSubmit intent="coupon-create">Créer le code</AdminSubmit>
          </div>
        </AdminForm>
      </section>
      {coupons.length === 0 ? <p className="text-slate-600">Aucun code promo.</p> : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Codes promo">
        {coupons.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-3 p-3">
            <span className="font-mono font-semibold">{c.name}</span>
            <span className="flex-1 text-sm text-slate-600">{couponSummary(c)}</span>
            <ConfirmAction intent="coupon-delete" target={c.id} label="Supprimer" confirm={`Supprimer le code ${c.name}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
