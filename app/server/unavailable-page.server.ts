import { msg } from "@lingui/core/macro";
import { type Language, directionOf } from "../lib/language.ts";
import { serverI18n } from "./i18n.server.ts";

/** Seconds a browser or a proxy is told to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The page answered (503) while the database is away: small, no script, no stylesheet to fetch,
 * in the page's language, with the request's reference for the support. `requestId` is ours or a
 * trusted proxy's, checked against [A-Za-z0-9._-] (server/request-id.ts): safe in the markup.
 */
export function unavailablePage(language: Language, requestId: string | undefined): string {
  const i18n = serverI18n(language);
  const title = i18n._(msg`Service momentanément indisponible`);
  const text = i18n._(msg`Le site ne peut pas lire ses données pour le moment. Réessayez dans quelques instants.`);
  const again = i18n._(msg`Réessayer`);
  const reference = requestId ? `<p>${i18n._(msg`Référence :`)} <code>${requestId}</code></p>` : "";
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}a{color:#166534}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="">${again}</a></p>${reference}</main></body></html>`;
}
