import type { AppSettingKey } from "./app-settings.server.ts";
import { SITE_LIMITS, isSiteLimitKey } from "./site-limit-rules.ts";

/** What each admin switch is called ('Paramètres'). */
export const APP_SETTING_TITLES: Readonly<Record<AppSettingKey, string>> = {
  enable_free_listings_limit: /*i18n*/ "Limite d'annonces gratuites",
  restrict_vehicle_evaluation_to_pro: /*i18n*/ "Évaluation réservée aux Pro",
};

/** The name of a switch or a numeric limit; null for a key we no longer have. */
export function settingTitle(key: string): string | null {
  if (isSiteLimitKey(key)) return SITE_LIMITS[key].title;
  return Object.hasOwn(APP_SETTING_TITLES, key) ? APP_SETTING_TITLES[key as AppSettingKey] : null;
}
