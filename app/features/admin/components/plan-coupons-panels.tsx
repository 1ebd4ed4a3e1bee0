import { usePageLanguage } from "../../../components/ui/link.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { inputClass } from "../../../components/ui/field.tsx";
import { formatCfa } from "../../../lib/money.ts";
import { couponSummary } from "../../subscription/coupon-rules.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { AdminForm, AdminInput, AdminSubmit, ConfirmAction, Labelled, useRefusal } from "./admin-form.tsx";

export function ProPlanPanel({ price }: { price: number }) {
  const refused = useRefusal("pro-price");
  const { t } = useLingui();
  const language = usePageLanguage();
  const amount = formatCfa(price, language);
  return (
    <AdminForm intent="pro-price" className="max-w-sm space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <p>
        <Trans>
          Prix actuel : <strong data-testid="pro-price">{amount}</strong> par mois
        </Trans>
      </p>
      <AdminInput
        id="pro-price-input"
        name="price"
        label={t`Nouveau prix mensuel (XOF)`}
        type="number"
        min={1}
        required
        defaultValue={refused?.fields.price ?? String(price)}
      />
      <p className="text-xs text-slate-500">
        <Trans>Les nouveaux abonnements sont facturés à ce prix ; les abonnements en cours gardent le leur.</Trans>
      </p>
      <AdminSubmit intent="pro-price">
        <Trans>Mettre à jour le prix</Trans>
      </AdminSubmit>
    </AdminForm>
  );
}

export function CouponsPanel({ coupons }: { coupons: AdminPageData["coupons"] }) {
  const refused = useRefusal("coupon-create");
  const typed = refused?.fields;
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <section aria-labelledby="coupon-new" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="coupon-new" className="mb-3 font-semibold">
          <Trans>Nouveau code promo</Trans>
        </h2>
        <AdminForm intent="coupon-create" className="grid gap-3 sm:grid-cols-2">
          <AdminInput id="coupon-name" name="name" label={t`Code`} required maxLength={30} defaultValue={typed?.name ?? ""} />
          <Labelled id="coupon-kind" label={t`Type de réduction`}>
            <select id="coupon-kind" name="kind" className={inputClass} defaultValue={typed?.kind ?? "percent"}>
              <option value="percent">{t`Pourcentage`}</option>
              <option value="amount">{t`Montant fixe (XOF)`}</option>
            </select>
          </Labelled>
          <AdminInput id="coupon-value" name="value" label={t`Valeur`} type="number" min={1} required defaultValue={typed?.value ?? ""} />
          <Labelled id="coupon-duration" label={t`Durée`}>
            <select id="coupon-duration" name="duration" className={inputClass} defaultValue={typed?.duration ?? "once"}>
              <option value="once">{t`Une fois`}</option>
              <option value="forever">{t`Pour toujours`}</option>
              <option value="repeating">{t`Plusieurs mois`}</option>
            </select>
          </Labelled>
          <AdminInput
            id="coupon-months"
            name="durationInMonths"
            label={t`Nombre de mois (si plusieurs mois)`}
            type="number"
            min={1}
            max={36}
            defaultValue={typed?.durationInMonths ?? ""}
          />
          <div className="self-end">
            <AdminSubmit intent="coupon-create">
              <Trans>Créer le code</Trans>
            </AdminSubmit>
          </div>
        </AdminForm>
      </section>
      {coupons.length === 0 ? (
        <p className="text-slate-600">
          <Trans>Aucun code promo.</Trans>
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={t`Codes promo`}>
        {coupons.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-3 p-3">
            <span className="font-mono font-semibold">{c.name}</span>
            <span className="flex-1 text-sm text-slate-600">{couponSummary(c)}</span>
            <ConfirmAction intent="coupon-delete" target={c.id} label={t`Supprimer`} confirm={t`Supprimer le code ${c.name}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
