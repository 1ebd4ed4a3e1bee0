import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { type APP_SETTING_KEYS, appSettings } from "../../server/schema.ts";

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
