/** The two sides of a licence, as they appear in its photo's address. */
export const LICENCE_SIDES = ["recto", "verso"] as const;
export type LicenceSide = (typeof LICENCE_SIDES)[number];

export function isLicenceSide(value: unknown): value is LicenceSide {
  return typeof value === "string" && (LICENCE_SIDES as readonly string[]).includes(value);
}

/**
 * The authorised address of one side's photo (app/routes/licence-photo.ts). `version` (the
 * licence's last change) makes a replaced photo a new address, so no browser shows the old one.
 */
export function licencePhotoUrl(userId: string, side: LicenceSide, version?: Date | string): string {
  const base = `/permis/${encodeURIComponent(userId)}/${side}`;
  if (version === undefined) return base;
  const stamp = typeof version === "string" ? version : String(version.getTime());
  return `${base}?v=${encodeURIComponent(stamp)}`;
}
