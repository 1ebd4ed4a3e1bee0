import { siteLimit } from "../../settings/site-limits.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of a visible period starting at `from`: the admin's 'Durée de visibilité' for the plan
 * the owner is on (Pro or not), in whole seconds so that a renewal link can name it exactly.
 */
export async function periodEnd(pro: boolean, from: Date): Promise<Date> {
  const days = await siteLimit(pro ? "pro_listing_days" : "listing_days");
  return new Date(Math.floor((from.getTime() + days * DAY_MS) / 1000) * 1000);
}
