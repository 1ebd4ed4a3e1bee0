import { db } from "../../server/db.server.ts";
import { referenceData } from "../../server/reference-data.server.ts";
import { APP_SETTING_KEYS, appSettings } from "../../server/schema.ts";

export type AppSettingKey = (typeof APP_SETTING_KEYS)[number];

const savedSwitches = referenceData("app-settings", async () => {
  const rows = await db().select({ key: appSettings.settingKey, value: appSettings.settingValue }).from(appSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
});

/** An admin switch; a key never saved reads as off. Read once, kept until a switch is saved. */
export async function appSetting(key: AppSettingKey): Promise<boolean> {
  return (await savedSwitches.get()).get(key) ?? false;
}

/** An administrator's choice for a switch, seen by every instance's next read. */
export async function setAppSetting(key: AppSettingKey, value: boolean): Promise<void> {
  await db()
    .insert(appSettings)
    .values({ settingKey: key, settingValue: value })
    .onConflictDoUpdate({ target: appSettings.settingKey, set: { settingValue: value } });
  await savedSwitches.changed();
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
  await savedSwitches.changed();
}

export function isAppSettingKey(key: unknown): key is AppSettingKey {
  return typeof key === "string" && (APP_SETTING_KEYS as readonly string[]).includes(key);
}

/** Every switch with its value, in a fixed order (the admin panel). */
export async function allSettings(): Promise<{ key: AppSettingKey; value: boolean }[]> {
  return Promise.all(APP_SETTING_KEYS.map(async (key) => ({ key, value: await appSetting(key) })));
}
