import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { APP_SETTING_KEYS, appSettings } from "../../server/schema.ts";

export type AppSettingKey = (typeof APP_SETTING_KEYS)[number];

/** An admin switch; a key never saved reads as off. */
export async function appSetting(key: AppSettingKey): Promise<boolean> {
  const [row] = await db()
    .select({ value: appSettings.settingValue })
    .from(appSettings)
    .where(eq(appSettings.settingKey, key))
    .limit(1);
  return row?.value ?? false;
}

/** Every switch of a fresh install: off until an administrator turns it on. */
export const DEFAULT_APP_SETTINGS: Readonly<Record<AppSettingKey, boolean>> = {
  restrict_vehicle_evaluation_to_pro: false,
  enable_free_listings_limit: false,
};

/** Saves the default of each switch never saved; a value an administrator chose is kept. */
export async function installDefaultSettings(): Promise<void> {
  await db()
    .insert(appSettings)
    .values(APP_SETTING_KEYS.map((key) => ({ settingKey: key, settingValue: DEFAULT_APP_SETTINGS[key] })))
    .onConflictDoNothing();
}
