/** What the owner of a listing reads about its visible period (ADR 0039); pure, shared by page and server. */

/** The reminders before the end of a period, the nearer first: `notice` is what `expiry_notices` becomes once sent. */
export const EXPIRY_NOTICES = [
  { notice: 2, daysBefore: 1 },
  { notice: 1, daysBefore: 7 },
] as const;

export const EXPIRY_SOON_TITLE = "Votre annonce expire bientôt";
export const RENEW_LABEL = "Renouveler";
export const EXPIRED_TAB = "Expirées";

export const RENEWAL_MESSAGES = {
  done: "Annonce renouvelée",
  invalidLink: "Ce lien de renouvellement n'est pas valable ou a déjà servi. Vous pouvez renouveler l'annonce depuis Mes Annonces.",
  notFound: "Cette annonce n'existe plus.",
  failed: "Le renouvellement n'a pas pu être enregistré. Réessayez dans un instant.",
} as const;

/** The reminder's sentence, in the bell and the mail. */
export function expirySoonLine(title: string, endsOn: string, daysLeft: number): string {
  const when = daysLeft <= 1 ? "demain" : `dans ${daysLeft} jours`;
  return `Votre annonce « ${title} » expire ${when}, le ${endsOn}. Renouvelez-la en un clic pour la garder en ligne.`;
}

/** What the renewal page says once done. */
export function renewedLine(title: string, endsOn: string): string {
  return `Votre annonce « ${title} » est renouvelée : elle reste en ligne jusqu'au ${endsOn}.`;
}
