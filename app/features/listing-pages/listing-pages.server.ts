import type { LISTING_KIND_VALUES } from "../../server/schema/listings.ts";
import { sharedPageChanged } from "../../server/shared-pages.server.ts";
import { listingHref } from "./listing-href.ts";

/**
 * Listings that went off the site or came back (sold, expired, deleted, hidden by moderation,
 * shown again): the page visitors share of each is another page now, so every instance forgets
 * its copies. Called once the change is committed, or a render in between would keep the old page.
 */
export async function listingPagesChanged(changed: readonly { kind: (typeof LISTING_KIND_VALUES)[number]; id: string }[]): Promise<void> {
  for (const { kind, id } of changed) await sharedPageChanged(listingHref(kind, id));
}
