/** What a member's driving licence allows today: only a checked licence, valid on the rental's last day, satisfies 'Permis vérifié exigé'. */
export type LicenceStanding = "none" | "pending" | "verified" | "refused" | "expired";

export interface LicenceFacts {
  status: "pending" | "verified" | "refused";
  /** YYYY-MM-DD, the last day the licence is valid. */
  expiresOn: string;
}

/** The licence's standing for a stay ending on `lastDay` (YYYY-MM-DD; today for the profile's badge). */
export function licenceStanding(licence: LicenceFacts | null | undefined, lastDay: string): LicenceStanding {
  if (!licence) return "none";
  if (licence.expiresOn < lastDay) return "expired";
  return licence.status;
}

export const LICENCE_STANDING_LABELS: Readonly<Record<LicenceStanding, string>> = {
  none: /*i18n*/ "Aucun permis enregistré",
  pending: /*i18n*/ "En cours de vérification",
  verified: /*i18n*/ "Permis vérifié",
  refused: /*i18n*/ "Permis refusé",
  expired: /*i18n*/ "Permis expiré",
};
