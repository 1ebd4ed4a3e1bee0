import { selectedCountry } from "../../../server/country-cookie.server.ts";
import type { SessionUser } from "../../accounts/session.server.ts";
import type { SignInReason } from "../../accounts/sign-in-reasons.ts";
import type { ListingKind } from "../listing.ts";
import { listingLimitReached } from "./listing-limit.server.ts";

/** Why a signed-out visitor is sent to /auth, per form (the spec words them differently): the route's guard says it. */
export const SIGN_IN_REASON: Readonly<Record<ListingKind, SignInReason>> = { sale: "annonce", rental: "connexion" };

/** Loader data of both forms, for the member `user`: their country (currency, default location) and the cap. */
export async function postingPage(request: Request, user: SessionUser, kind: ListingKind) {
  const country = await selectedCountry(request, user.country);
  return { kind, country, limitReached: await listingLimitReached(user.id) };
}
