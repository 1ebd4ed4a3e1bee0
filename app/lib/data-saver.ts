/**
 * The data saver ('Économiseur de données'): photos load only when tapped, at their smallest width.
 * Who decides, in order: a member's choice kept on their account, the choice kept on this device
 * (a cookie), then the browser (`Save-Data: on`). Pure: the server, its page caches and the
 * browser read the same rule.
 */

/** The cookie that keeps the choice on this device: "oui" or "non". */
export const DATA_SAVER_COOKIE = "aa_economie";
export const DATA_SAVER_LABEL = /*i18n*/ "Économiseur de données";
/** Its switch: a form posted here (the footer's and the profile's), with the wanted state "oui" or "non" in `economie`. */
export const DATA_SAVER_PATH = "/economiseur-donnees";
export const DATA_SAVER_FIELD = "economie";
export const DATA_SAVER_INVALID = /*i18n*/ "Choisissez d'activer ou de désactiver l'économiseur de données.";

/**
 * The state a page is rendered with: "on", "off" (someone chose it, or the browser said nothing
 * and a choice was made), or "auto" — nobody chose and the browser sent no `Save-Data`: off, but
 * the browser's own `navigator.connection.saveData` may still turn it on once the page runs.
 */
export type DataSaverState = "on" | "off" | "auto";

export interface DataSaverInputs {
  /** The raw value of the device's cookie, if any. */
  cookie: string | null | undefined;
  /** The member's choice on their account: null when they never chose (or nobody is signed in). */
  profile: boolean | null | undefined;
  /** The raw `Save-Data` request header, if any. */
  saveDataHeader: string | null | undefined;
}

/** The device's choice from its cookie's value; anything else than "oui"/"non" is no choice. */
export function cookieChoice(value: string | null | undefined): boolean | null {
  if (value === "oui") return true;
  if (value === "non") return false;
  return null;
}

/** `Save-Data: on` (the header's only defined value; case and spaces ignored). */
export function saveDataRequested(header: string | null | undefined): boolean {
  return typeof header === "string" && header.trim().toLowerCase() === "on";
}

export function dataSaverState({ cookie, profile, saveDataHeader }: DataSaverInputs): DataSaverState {
  const chosen = typeof profile === "boolean" ? profile : cookieChoice(cookie);
  if (chosen !== null) return chosen ? "on" : "off";
  return saveDataRequested(saveDataHeader) ? "on" : "auto";
}

/** The value of one cookie in a `Cookie` header, undecoded, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}
