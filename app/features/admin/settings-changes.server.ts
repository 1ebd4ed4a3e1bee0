import type { Result } from "../../lib/result.ts";
import { EVERYONE_TOPIC, publish } from "../../server/events.server.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { isAppSettingKey, setAppSetting } from "../settings/app-settings.server.ts";
import { SITE_LIMIT_MESSAGES, isSiteLimitKey, isValidSiteLimit } from "../settings/site-limit-rules.ts";
import { setSiteLimit, siteLimit } from "../settings/site-limits.server.ts";

/*
 * An administrator's changes to the site's settings. The settings themselves are read by features
 * of every level (the SMS ceiling by accounts, the booking length by bookings), so they stay free of
 * roles and the journal; the check and the record are made here, where the panel acts.
 */

export const SETTING_MESSAGES = { denied: ACCESS_DENIED, saveFailed: /*i18n*/ "Impossible de sauvegarder le paramètre" } as const;

/** An administrator flips a switch: saved, recorded, and every open tab reloads its data. */
export async function saveSetting(adminId: string, key: unknown, value: boolean): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: SETTING_MESSAGES.denied };
  if (!isAppSettingKey(key)) return { ok: false, error: SETTING_MESSAGES.saveFailed };
  await setAppSetting(key, value);
  await recordAudit({ adminId, action: "setting.save", targetType: "setting", targetId: key, details: { value } });
  await publish(EVERYONE_TOPIC, { type: "settings-changed" });
  return { ok: true };
}

/** An administrator sets a limit: checked, saved, recorded with its old value, and open tabs reload their data. */
export async function saveSiteLimit(adminId: string, key: unknown, value: number): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: ACCESS_DENIED };
  if (!isSiteLimitKey(key)) return { ok: false, error: SITE_LIMIT_MESSAGES.unknown };
  if (!isValidSiteLimit(key, value)) return { ok: false, error: SITE_LIMIT_MESSAGES.invalid(key) };
  const from = await siteLimit(key);
  await setSiteLimit(key, value);
  await recordAudit({ adminId, action: "setting.limit", targetType: "setting", targetId: key, details: { from, to: value } });
  await publish(EVERYONE_TOPIC, { type: "settings-changed" });
  return { ok: true };
}
