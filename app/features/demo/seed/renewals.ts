import { siteLimit } from "../../settings/site-limits.server.ts";
import { renewListing } from "../../listings/expiry/renew-listing.server.ts";
import { type Cast, DAY, type SeedContext, type SeededListing, expectOk } from "./context.ts";

const RENEWED_WITHIN_DAYS = 30;

/**
 * The owners renewed what they posted over a month ago, some day of the last month, as they would
 * have been asked to (ADR 0039): the demo is online, not half expired. Two of the demo agent's sales
 * show the rule: one ends in 5 days (its owner is mailed at the first run of the expiry job), and one
 * has just ended (it leaves the site then, and waits under 'Expirées' in Mes Annonces).
 */
export async function seedRenewals(ctx: SeedContext, cast: Cast, listings: readonly SeededListing[]): Promise<void> {
  const period = await siteLimit("listing_days");
  const online = listings.filter((l) => l.active);
  const [endsSoon, ended] = online.filter((l) => l.ownerId === cast.agent.id && l.kind === "sale");
  const renewedAt = new Map<string, number>();
  online.forEach((l, i) => {
    if (l.postedAt.getTime() < ctx.now - RENEWED_WITHIN_DAYS * DAY) renewedAt.set(l.id, ctx.now - (1 + (i % RENEWED_WITHIN_DAYS)) * DAY);
  });
  if (endsSoon) renewedAt.set(endsSoon.id, ctx.now - (period - 5) * DAY);
  if (ended) renewedAt.set(ended.id, ctx.now - (period + 1) * DAY);
  for (const l of online) {
    const at = renewedAt.get(l.id);
    if (at === undefined) continue;
    expectOk(await renewListing(l.ownerId, { kind: l.kind, id: l.id }, { now: new Date(at) }), "a renewal");
  }
}
