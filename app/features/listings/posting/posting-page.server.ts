import { selectedCountry } from "../../../server/country-cookie.server.ts";
import { requireUser } from "../../accounts/session.server.ts";
import { listingLimitReached } from "./listing-limit.server.ts";

/** Loader data of both forms: the visitor's country (currency, default location) and the cap. */
export async function postingPage(request: Request, signInMessage: string) {
  const user = await requireUser(request, signInMessage);
  const country = await selectedCountry(request, user.country);
  return { country, limitReached: await listingLimitReached(user.id) };
}
