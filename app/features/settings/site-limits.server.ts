import { db } from "../../server/db.server.ts";
import { referenceData } from "../../server/reference-data.server.ts";
import { everySharedPageChanged } from "../../server/shared-pages.server.ts";
import { siteLimits } from "../../server/schema.ts";
import { SITE_LIMITS, SITE_LIMIT_KEYS, type SiteLimitKey } from "./site-limit-rules.ts";

const savedLimits = referenceData("site-limits", async () => {
  const rows = await db().select({ key: siteLimits.limitKey, value: siteLimits.limitValue }).from(siteLimits);
  return new Map(rows.map((row) => [row.key, row.value]));
});

/** A site limit; one never saved reads as its default. Read once, kept until a limit is saved. */
export async function siteLimit(key: SiteLimitKey): Promise<number> {
  return (await savedLimits.get()).get(key) ?? SITE_LIMITS[key].default;
}

/**
 * Saves a limit (already validated), seen by every instance's next read; the pages kept for everyone go too,
 * since they state limits (a rental's longest stay), which the browser checks before the server does.
 */
export async function setSiteLimit(key: SiteLimitKey, value: number): Promise<void> {
  await db()
    .insert(siteLimits)
    .values({ limitKey: key, limitValue: value })
    .onConflictDoUpdate({ target: siteLimits.limitKey, set: { limitValue: value } });
  await savedLimits.changed();
  await everySharedPageChanged();
}

/** Saves the default of each limit never saved; a value an administrator chose is kept. */
export async function installDefaultSiteLimits(): Promise<void> {
  await db()
    .insert(siteLimits)
    .values(SITE_LIMIT_KEYS.map((key) => ({ limitKey: key, limitValue: SITE_LIMITS[key].default })))
    .onConflictDoNothing();
  await savedLimits.changed();
}

/** Every limit with its value, in a fixed order (the admin panel). */
export async function allSiteLimits(): Promise<{ key: SiteLimitKey; value: number }[]> {
  return Promise.all(SITE_LIMIT_KEYS.map(async (key) => ({ key, value: await siteLimit(key) })));
}
