import type { MiddlewareFunction } from "react-router";
import { DEFAULT_LANGUAGE, languageOfPath } from "../lib/language.ts";
import { localizedRedirect } from "./page-url.server.ts";

/**
 * Keeps a redirect in the language of the page that answered it (ADR 0049): a loader or action of
 * an English page that sends to "/listings" sends to "/en/listings". Loaders and actions name
 * French paths, as every mail, text and link of the site does; the language is the URL's.
 */
export const redirectsInPageLanguage: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const location = response.headers.get("Location");
  if (!location?.startsWith("/") || location.startsWith("//")) return response;
  // A redirect that says its language is already in it: the language switch's (routes/language.ts).
  if (response.headers.has("Content-Language")) return response;
  const language = languageOfPath(new URL(request.url).pathname);
  if (language === DEFAULT_LANGUAGE) return response;
  response.headers.set("Location", localizedRedirect(location, language));
  return response;
};
