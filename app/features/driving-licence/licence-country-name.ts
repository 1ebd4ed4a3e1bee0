/** A country's name in the page's locale (ISO alpha-2 code in, "Sénégal" out); the code itself when the runtime has no name for it. */
export function licenceCountryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, "fr"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
