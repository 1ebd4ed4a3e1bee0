import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What the owner of a listing reads about its visible period (ADR 0039); pure, shared by page and server. */

/** The reminders before the end of a period, the nearer first: `notice` is what `expiry_notices` becomes once sent. */
export const EXPIRY_NOTICES = [
  { notice: 2, daysBefore: 1 },
  { notice: 1, daysBefore: 7 },
] as const;

export const EXPIRY_SOON_TITLE = /*i18n*/ "Votre annonce expire bientôt";
export const RENEW_LABEL = /*i18n*/ "Renouveler";
export const EXPIRED_TAB = /*i18n*/ "Expirées";

export const RENEWAL_MESSAGES = {
  done: /*i18n*/ "Annonce renouvelée",
  invalidLink: /*i18n*/ "Ce lien de renouvellement n'est pas valable ou a déjà servi. Vous pouvez renouveler l'annonce depuis Mes Annonces.",
  notFound: /*i18n*/ "Cette annonce n'existe plus.",
  failed: /*i18n*/ "Le renouvellement n'a pas pu être enregistré. Réessayez dans un instant.",
} as const;

/** The reminder's sentence, in the bell and the mail: French, or in `i18n`'s language when given. */
export function expirySoonLine(title: string, endsOn: string, daysLeft: number, i18n?: I18n): string {
  if (i18n) {
    return daysLeft <= 1
      ? i18n._(msg`Votre annonce « ${title} » expire demain, le ${endsOn}. Renouvelez-la en un clic pour la garder en ligne.`)
      : i18n._(msg`Votre annonce « ${title} » expire dans ${daysLeft} jours, le ${endsOn}. Renouvelez-la en un clic pour la garder en ligne.`);
  }
  const when = daysLeft <= 1 ? "demain" : `dans ${daysLeft} jours`;
  return `Votre annonce « ${title} » expire ${when}, le ${endsOn}. Renouvelez-la en un clic pour la garder en ligne.`;
}

/** What the renewal page says once done: French, or in `i18n`'s language when given. */
export function renewedLine(title: string, endsOn: string, i18n?: I18n): string {
  if (i18n) return i18n._(msg`Votre annonce « ${title} » est renouvelée : elle reste en ligne jusqu'au ${endsOn}.`);
  return `Votre annonce « ${title} » est renouvelée : elle reste en ligne jusqu'au ${endsOn}.`;
}
