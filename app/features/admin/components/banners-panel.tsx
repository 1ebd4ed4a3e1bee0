import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useImageUrls } from "../../../components/ui/image-urls.tsx";
import { IMAGE_ACCEPT } from "../../../lib/images.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { AdminForm, AdminInput, AdminSubmit, ConfirmAction, Labelled, useRefusal } from "./admin-form.tsx";

export function BannersPanel({ banners }: { banners: AdminPageData["banners"] }) {
  const urls = useImageUrls();
  const refused = useRefusal("banner-create");
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <section aria-labelledby="banner-new" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="banner-new" className="mb-3 font-semibold">
          <Trans>Nouvelle bannière</Trans>
        </h2>
        <AdminForm intent="banner-create" multipart className="space-y-3">
          <AdminInput id="banner-title" name="title" label={t`Titre`} maxLength={120} defaultValue={refused?.fields.title ?? ""} />
          <AdminInput id="banner-link" name="linkUrl" label={t`Lien`} type="url" placeholder="https://" defaultValue={refused?.fields.linkUrl ?? ""} />
          <Labelled id="banner-image" label={t`Image`}>
            <input id="banner-image" name="image" type="file" accept={IMAGE_ACCEPT} className="block text-sm" />
          </Labelled>
          <AdminSubmit intent="banner-create">
            <Trans>Créer la bannière</Trans>
          </AdminSubmit>
        </AdminForm>
      </section>
      <ul className="space-y-3" aria-label={t`Bannières`}>
        {banners.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
            <img src={urls.src(b.imageUrl, 600)} alt="" width={120} height={40} loading="lazy" className="h-10 w-30 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{b.title}</p>
              <p className="truncate text-sm text-slate-500">
                {t`${plural(b.clickCount, { one: "# clic", other: "# clics" })}`} · {b.isActive ? t`Active` : t`Inactive`} · {b.linkUrl}
              </p>
            </div>
            <AdminForm intent="banner-toggle" target={b.id}>
              <input type="hidden" name="active" value={b.isActive ? "false" : "true"} />
              <AdminSubmit intent="banner-toggle" variant="outline">
                {b.isActive ? t`Désactiver` : t`Activer`}
              </AdminSubmit>
            </AdminForm>
            <ConfirmAction intent="banner-delete" target={b.id} label={t`Supprimer`} confirm={t`Supprimer la bannière ${b.title}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
