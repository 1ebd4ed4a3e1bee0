import { type Language, localizedPath } from "../../lib/language.ts";
import { appUrl } from "../../server/secret.server.ts";
import { sign, verifySignature } from "../../server/signature.server.ts";
import { UNSUBSCRIBE_INVALID, UNSUBSCRIBE_PATH } from "../accounts/mail-unsubscribe.server.ts";
import { stopAlerts } from "./saved-searches.server.ts";

/** The topic of the unsubscribe page's links that stop one saved search's alerts (`t`). */
export const ALERT_TOPIC = "recherche";
const PURPOSE = "unsubscribe:saved-search";

export const ALERTS_HEADING = /*i18n*/ "Alertes d'une recherche enregistrée";
export const ALERTS_STOPPED = /*i18n*/ "C'est fait : vous ne recevrez plus d'alerte pour cette recherche.";

/** The one-click link of an alert mail, signed for that one search (the mails' unsubscribe page). */
export function alertUnsubscribeUrl(searchId: string, language: Language = "fr"): string {
  const query = new URLSearchParams({ t: ALERT_TOPIC, u: searchId, s: sign(PURPOSE, searchId) });
  return `${appUrl()}${localizedPath(UNSUBSCRIBE_PATH, language)}?${query}`;
}

export function isValidAlertUnsubscribe(searchId: unknown, signature: unknown): searchId is string {
  return typeof searchId === "string" && searchId.length > 0 && verifySignature(PURPOSE, searchId, signature);
}

/** Turns the search's alerts off ('Jamais'); refused for a forged or altered link, or a search deleted since. */
export async function unsubscribeAlerts(searchId: unknown, signature: unknown): Promise<{ ok: boolean; message: string }> {
  if (!isValidAlertUnsubscribe(searchId, signature) || !(await stopAlerts(searchId))) return { ok: false, message: UNSUBSCRIBE_INVALID };
  return { ok: true, message: ALERTS_STOPPED };
}
