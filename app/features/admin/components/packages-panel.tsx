import { usePageLanguage } from "../../../components/ui/link.tsx";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCfa } from "../../../lib/money.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { AdminForm, AdminInput, AdminSubmit, ConfirmAction, Labelled, useRefusal } from "./admin-form.tsx";
import { inputClass } from "../../../components/ui/field.tsx";

type Pack = AdminPageData["packages"][number];

/** The fields of a package, filled with the package or with what was typed before a refusal. */
function PackageFields({ prefix, pack, typed }: { prefix: string; pack?: Pack; typed?: Record<string, string> }) {
  const value = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const { t } = useLingui();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <AdminInput id={`${prefix}-name`} name="name" label={t`Nom`} required maxLength={80} defaultValue={value("name", pack?.name ?? "")} />
      <AdminInput
        id={`${prefix}-duration`}
        name="durationDays"
        label={t`Durée (jours)`}
        type="number"
        min={1}
        max={365}
        required
        defaultValue={value("durationDays", String(pack?.durationDays ?? 30))}
      />
      <AdminInput
        id={`${prefix}-price`}
        name="price"
        label={t`Prix (XOF)`}
        type="number"
        min={1}
        required
        defaultValue={value("price", pack ? String(pack.price) : "")}
      />
      <AdminInput
        id={`${prefix}-description`}
        name="description"
        label={t`Description`}
        maxLength={500}
        defaultValue={value("description", pack?.description ?? "")}
      />
      <div className="sm:col-span-2">
        <Labelled id={`${prefix}-features`} label={t`Avantages (un par ligne)`}>
          <textarea
            id={`${prefix}-features`}
            name="features"
            rows={3}
            className={inputClass}
            defaultValue={value("features", pack?.features.join("\n") ?? "")}
          />
        </Labelled>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isActive" defaultChecked={typed ? typed.isActive === "on" : (pack?.isActive ?? true)} /> <Trans>Actif</Trans>
      </label>
    </div>
  );
}

export function PackagesPanel({ packages }: { packages: AdminPageData["packages"] }) {
  const refused = useRefusal("package-create");
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <div className="space-y-6">
      <section aria-labelledby="package-new" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="package-new" className="mb-3 font-semibold">
          <Trans>Nouveau pack</Trans>
        </h2>
        <AdminForm intent="package-create" className="space-y-3">
          <PackageFields prefix="package-new" typed={refused?.fields} />
          <AdminSubmit intent="package-create">
            <Trans>Créer le pack</Trans>
          </AdminSubmit>
        </AdminForm>
      </section>
      <ul className="space-y-3" aria-label={t`Packs`}>
        {packages.map((pack) => (
          <li key={pack.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {pack.name} · {t`${plural(pack.durationDays, { one: "# jour", other: "# jours" })}`} · {formatCfa(pack.price, language)}
                {pack.isActive ? null : (
                  <span className="ms-2 rounded bg-slate-200 px-1.5 text-xs">
                    <Trans>Inactif</Trans>
                  </span>
                )}
              </p>
              <ConfirmAction intent="package-delete" target={pack.id} label={t`Supprimer`} confirm={t`Supprimer le pack ${pack.name}`} />
            </div>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-medium text-brand-700">
                <Trans>Modifier</Trans>
              </summary>
              <PackageEdit pack={pack} />
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PackageEdit({ pack }: { pack: Pack }) {
  const refused = useRefusal("package-update", pack.id);
  return (
    <AdminForm intent="package-update" target={pack.id} className="mt-3 space-y-3">
      <PackageFields prefix={`package-${pack.id}`} pack={pack} typed={refused?.fields} />
      <AdminSubmit intent="package-update">
        <Trans>Enregistrer</Trans>
      </AdminSubmit>
    </AdminForm>
  );
}
