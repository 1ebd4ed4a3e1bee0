import { useImageUrls } from "../../../components/ui/image-urls.tsx";
import { IMAGE_ACCEPT } from "../../../lib/images.ts";
import type { AdminPageData } from "../admin-page.server.ts";
import { AdminForm, AdminInput, AdminSubmit, ConfirmAction, Labelled, useRefusal } from "./admin-form.tsx";
import { countOf } from "../../../lib/plural.ts";

export function BannersPanel({ banners }: { banners: AdminPageData["banners"] }) {
  const urls = useImageUrls();
  const refused = useRefusal("banner-create");
  return (
    <div className="space-y-6">
      <section aria-labelledby="banner-new" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="banner-new" className="mb-3 font-semibold">
          Nouvelle bannière
        </h2>
        <AdminForm intent="banner-create" multipart className="space-y-3">
          <AdminInput id="banner-title" name="title" label="Titre" maxLength={120} defaultValue={refused?.fields.title ?? ""} />
          <AdminInput id="banner-link" name="linkUrl" label="Lien" type="url" placeholder="https://" defaultValue={refused?.fields.linkUrl ?? ""} />
          <Labelled id="banner-image" label="Image">
            <input id="banner-image" name="image" type="file" accept={IMAGE_ACCEPT} className="block text-sm" />
          </Labelled>
          <AdminSubmit intent="banner-create">Créer la bannière</AdminSubmit>
        </AdminForm>
      </section>
      <ul className="space-y-3" aria-label="Bannières">
        {banners.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
            <img src={urls.src(b.imageUrl, 600)} alt="" width={120} height={40} loading="lazy" className="h-10 w-30 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{b.title}</p>
              <p className="truncate text-sm text-slate-500">
                {countOf(b.clickCount, "clic")} · {b.isActive ? "Active" : "Inactive"} · {b.linkUrl}
              </p>
            </div>
            <AdminForm intent="banner-toggle" target={b.id}>
              <input type="hidden" name="active" value={b.isActive ? "false" : "true"} />
              <AdminSubmit intent="banner-toggle" variant="outline">
                {b.isActive ? "Désactiver" : "Activer"}
              </AdminSubmit>
            </AdminForm>
            <ConfirmAction intent="banner-delete" target={b.id} label="Supprimer" confirm={`Supprimer la bannière ${b.title}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
