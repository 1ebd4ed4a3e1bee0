import { msg, plural } from "@lingui/core/macro";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Language } from "../../../lib/language.ts";
import type { Result } from "../../../lib/result.ts";
import { db } from "../../../server/db.server.ts";
import { translate } from "../../../server/i18n.server.ts";
import { listings } from "../../../server/schema.ts";
import { renewListing } from "../expiry/renew-listing.server.ts";
import type { ListingRef } from "../listing.ts";
import { setListingStatus } from "../listing-status.server.ts";
import {
  BULK_ACTION_FIELD,
  BULK_IDS_FIELD,
  BULK_MESSAGES,
  BULK_PERCENT_FIELD,
  type BulkAction,
  isBulkAction,
  readBulkIds,
  readPercent,
} from "./bulk-listing-actions.ts";
import { changeListingPrice } from "./change-price.server.ts";

/** What a click of the action bar came to: how many listings changed and how many were refused. */
export type BulkOutcome = Result<{ action: BulkAction; done: number; refused: number }>;

/** One listing through the same function its own button uses, so each listing's rules hold. */
async function applyOne(ownerId: string, action: BulkAction, ref: ListingRef, percent: number): Promise<boolean> {
  switch (action) {
    case "renew":
      return (await renewListing(ownerId, ref)).ok;
    case "sold":
      return setListingStatus(ownerId, ref, "sold");
    case "archive":
      return setListingStatus(ownerId, ref, "archived");
    case "price":
      return (await changeListingPrice(ownerId, ref, percent)).ok;
  }
}

/**
 * The action bar of 'Mes Annonces' posted by `ownerId`: the ids ticked (200 at most, all well
 * formed) and the action, applied to each of the owner's own listings not deleted, one by one. An
 * id that is not one of them (another member's, a deleted one) is never touched and counts as refused.
 */
export async function applyBulkListingAction(ownerId: string, form: FormData): Promise<BulkOutcome> {
  const action = form.get(BULK_ACTION_FIELD);
  if (!isBulkAction(action)) return { ok: false, error: BULK_MESSAGES.failed };
  const ids = readBulkIds(form.getAll(BULK_IDS_FIELD));
  if (!ids.ok) return ids;
  const percent = action === "price" ? readPercent(form.get(BULK_PERCENT_FIELD)) : { ok: true as const, value: 0 };
  if (!percent.ok) return percent;
  const own = await db()
    .select({ id: listings.id, kind: listings.kind })
    .from(listings)
    .where(and(inArray(listings.id, ids.value), eq(listings.ownerId, ownerId), isNull(listings.deletedAt)));
  let done = 0;
  for (const ref of own) if (await applyOne(ownerId, action, ref, percent.value)) done++;
  return { ok: true, action, done, refused: ids.value.length - done };
}

const DONE_WORDS = {
  renew: (n: number) => msg`${plural(n, { one: "# annonce renouvelée", other: "# annonces renouvelées" })}`,
  sold: (n: number) => msg`${plural(n, { one: "# annonce marquée comme vendue", other: "# annonces marquées comme vendues" })}`,
  archive: (n: number) => msg`${plural(n, { one: "# annonce archivée", other: "# annonces archivées" })}`,
  price: (n: number) => msg`${plural(n, { one: "Prix modifié sur # annonce", other: "Prix modifié sur # annonces" })}`,
} as const;

/** The toast saying what a click came to, in the member's language: '3 annonces renouvelées', '1 annonce refusée'. */
export function bulkOutcomeToast(outcome: { action: BulkAction; done: number; refused: number }, language: Language) {
  const refused =
    outcome.refused > 0 ? translate(language, msg`${plural(outcome.refused, { one: "# annonce refusée", other: "# annonces refusées" })}`) : undefined;
  if (outcome.done === 0) return { type: "error" as const, title: translate(language, msg`Aucune annonce modifiée`), description: refused };
  return {
    type: refused ? ("warning" as const) : ("success" as const),
    title: translate(language, DONE_WORDS[outcome.action](outcome.done)),
    description: refused,
  };
}
