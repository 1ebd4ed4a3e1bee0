import type { AppSettingKey } from "../../settings/app-settings.server.ts";
import { AdminForm, AdminSubmit } from "./admin-form.tsx";

const LABELS: Record<AppSettingKey, { title: string; text: string }> = {
  enable_free_listings_limit: {
    title: "Limite d'annonces gratuites",
    text: "Les membres sans Pro ne peuvent pas publier plus de 5 annonces.",
  },
  restrict_vehicle_evaluation_to_pro: {
    title: "Évaluation réservée aux Pro",
    text: "Seuls les membres Pro ont accès à l'évaluation de véhicule.",
  },
};

export function SettingsPanel({ settings }: { settings: { key: AppSettingKey; value: boolean }[] }) {
  return (
    <ul className="space-y-3" aria-label="Paramètres">
      {settings.map((s) => (
        <li key={s.key} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <div>
            <p className="font-semibold">{LABELS[s.key].title}</p>
            <p className="text-sm text-slate-600">{LABELS[s.key].text}</p>
          </div>
          <AdminForm intent="setting" target={s.key}>
            <input type="hidden" name="key" value={s.key} />
            <input type="hidden" name="value" value={s.value ? "false" : "true"} />
            <span className="mr-3 text-sm" data-testid={`setting-${s.key}`}>
              {s.value ? "Activé" : "Désactivé"}
            </span>
            <AdminSubmit intent="setting" variant="outline">
              {s.value ? "Désactiver" : "Activer"}
            </AdminSubmit>
          </AdminForm>
        </li>
      ))}
    </ul>
  );
}
