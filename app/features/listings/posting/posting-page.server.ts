import { selectedCountry } from "../../../server/country-cookie.server.ts";
import { requireUser } from "../../accounts/session.server.ts";
import type { SignInReason } from "../../accounts/sign-in-reasons.ts";
import type { ListingKind } from "../listing.ts";
import { listingLimitReached } from "./listing-limit.server.ts";

/** Why a signed-out visitor is sent to /auth, per form (the spec words them differently). */
export const SIGN_IN_REASON: Readonly<Record<ListingKind, SignInReason>> = { sale: "annonce", rental: "connexion" };

/** Loader data of both forms: the visitor's country (currency, default location) and the cap. */
export async function postingPage(request: Request, kind: ListingKind) {
  const user = await requireUser(request, SIGN_IN_REASON[kind]);
  const country = await selectedCountry(request, user.country);
  return { kind, country, limitReached: await listingLimitReached(user.id) };
}
