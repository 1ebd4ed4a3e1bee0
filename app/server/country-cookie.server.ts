import { createCookie } from "react-router";
import { DEFAULT_COUNTRY_CODE, isCountryCode } from "../lib/countries.ts";
import { appUrl } from "./secret.server.ts";

const cookie = createCookie("country", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
});

/** The country the visitor picked (their cookie), or null. */
export async function chosenCountry(request: Request): Promise<string | null> {
  const fromCookie = await cookie.parse(request.headers.get("Cookie"));
  return typeof fromCookie === "string" && isCountryCode(fromCookie) ? fromCookie : null;
}

/** The visitor's selected country: cookie first, then the signed-in profile, then Côte d'Ivoire. */
export async function selectedCountry(request: Request, profileCountry?: string | null): Promise<string> {
  const fromCookie = await chosenCountry(request);
  if (fromCookie) return fromCookie;
  if (profileCountry && isCountryCode(profileCountry)) return profileCountry;
  return DEFAULT_COUNTRY_CODE;
}

export async function countryCookieHeader(code: string): Promise<string> {
  return cookie.serialize(code, { secure: appUrl().startsWith("https://") });
}
