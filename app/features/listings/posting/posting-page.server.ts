import { selectedCountry } from "../../../server/country-cookie.server.ts";
import { SIGN_IN_REQUIRED, requireUser } from "../../accounts/session.server.ts";
import type { ListingKind } from "../listing.ts";
import { listingLimitReached } from "./listing-limit.server.ts";
import { SIGN_IN_TO_POST } from "./posting-rules.ts";

/** What a signed-out visitor is told on /auth, per form (the spec words them differently). */
export const SIGN_IN_MESSAGE: Readonly<Record<ListingKind, string>> = { sale: SIGN_IN_TO_POST, rental: SIGN_IN_REQUIRED };

/** Loader data of both forms: the visitor's country (currency, default location) and the cap. */
export async function postingPage(request: Request, kind: ListingKind) {
  const user = await requireUser(request, SIGN_IN_MESSAGE[kind]);
  const country = await selectedCountry(request, user.country);
  return { kind, country, limitReached: await listingLimitReached(user.id) };
}
