import { groupDigits } from "../../../lib/grouped-number.ts";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AppSettingKey } from "../../settings/app-settings.server.ts";
import { APP_SETTING_TITLES } from "../../settings/setting-titles.ts";
import { SITE_LIMITS, type SiteLimitKey } from "../../settings/site-limit-rules.ts";
import { AdminForm, AdminInput, AdminSubmit, useRefusal } from "./admin-form.tsx";

const EXPLANATIONS: Record<AppSettingKey, MessageDescriptor> = {
  enable_free_listings_limit: msg`Les membres sans Pro ne peuvent pas publier plus de 5 annonces.`,
  restrict_vehicle_evaluation_to_pro: msg`Seuls les membres Pro ont accès à l'évaluation de véhicule.`,
};

/** One numeric limit: its value now, and a field to change it (what was typed stays when refused). */
function SiteLimitForm({ limitKey, value }: { limitKey: SiteLimitKey; value: number }) {
  const rule = SITE_LIMITS[limitKey];
  const refused = useRefusal("site-limit", limitKey);
  const { i18n, t } = useLingui();
  const current = groupDigits(value, usePageLanguage());
  // The settings' own words, in the page's language once their feature marks them (an unknown string comes back as it is).
  const unit = i18n._(rule.unit);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold">{i18n._(rule.title)}</p>
      <p className="text-sm text-slate-600">{i18n._(rule.text)}</p>
      <p className="mt-1 text-sm">
        <Trans>
          Valeur actuelle :{" "}
          <strong data-testid={`limit-${limitKey}`}>
            {current} {unit}
          </strong>
        </Trans>
      </p>
      <AdminForm intent="site-limit" target={limitKey} className="mt-3 flex flex-wrap items-end gap-3">
        <AdminInput
          id={`limit-${limitKey}-input`}
          name="value"
          label={t`Nouvelle valeur (${unit})`}
          type="number"
          min={rule.min}
          max={rule.max}
          step={1}
          required
          defaultValue={refused?.fields.value ?? String(value)}
        />
        <AdminSubmit intent="site-limit" variant="outline">
          <Trans>Enregistrer</Trans>
        </AdminSubmit>
      </AdminForm>
    </li>
  );
}

export function SettingsPanel({ settings, limits }: { settings: { key: AppSettingKey; value: boolean }[]; limits: { key: SiteLimitKey; value: number }[] }) {
  const { i18n, t } = useLingui();
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={t`Paramètres`}>
        {settings.map((s) => (
          <li key={s.key} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div>
              <p className="font-semibold">{i18n._(APP_SETTING_TITLES[s.key])}</p>
              <p className="text-sm text-slate-600">{i18n._(EXPLANATIONS[s.key])}</p>
            </div>
            <AdminForm intent="setting" target={s.key}>
              <input type="hidden" name="key" value={s.key} />
              <input type="hidden" name="value" value={s.value ? "false" : "true"} />
              <span className="me-3 text-sm" data-testid={`setting-${s.key}`}>
                {s.value ? t`Activé` : t`Désactivé`}
              </span>
              <AdminSubmit intent="setting" variant="outline">
                {s.value ? t`Désactiver` : t`Activer`}
              </AdminSubmit>
            </AdminForm>
          </li>
        ))}
      </ul>
      <ul className="space-y-3" aria-label={t`Limites du site`}>
        {limits.map((l) => (
          <SiteLimitForm key={l.key} limitKey={l.key} value={l.value} />
        ))}
      </ul>
    </div>
  );
}
