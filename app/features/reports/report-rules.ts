import type { REPORT_REASON_VALUES } from "../../server/schema/moderation.ts";

export type ReportReason = (typeof REPORT_REASON_VALUES)[number];

/** The reasons a member picks from, in the order shown (French; a page shows them with `i18n._`). */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  scam: /*i18n*/ "Arnaque ou prépaiement demandé",
  fake: /*i18n*/ "Annonce fausse ou véhicule déjà vendu",
  misleading_price: /*i18n*/ "Prix trompeur",
  inappropriate: /*i18n*/ "Contenu inapproprié",
  other: /*i18n*/ "Autre",
};

/** Distinct members, each with a seasoned account (over a day old, `isSeasonedAccount`), whose reports hide a listing until an admin looks. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_COMMENT_MAX = 1000;

export const REPORT_MESSAGES = {
  sent: /*i18n*/ "Signalement envoyé",
  sentDescription: /*i18n*/ "Merci. L'équipe AutoAfrique va examiner votre signalement.",
  reasonRequired: /*i18n*/ "Veuillez choisir un motif",
  // Written out: REPORT_COMMENT_MAX (report-rules.test.ts holds them together).
  commentTooLong: /*i18n*/ "Le commentaire ne doit pas dépasser 1000 caractères",
  alreadyListing: /*i18n*/ "Vous avez déjà signalé cette annonce",
  alreadyAccount: /*i18n*/ "Vous avez déjà signalé ce membre",
  ownListing: /*i18n*/ "Vous ne pouvez pas signaler votre propre annonce",
  self: /*i18n*/ "Vous ne pouvez pas vous signaler vous-même",
  notFound: /*i18n*/ "Introuvable",
  failed: /*i18n*/ "Impossible d'envoyer le signalement",
} as const;

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === "string" && Object.hasOwn(REPORT_REASON_LABELS, value);
}

/** The comment as stored: trimmed, empty as none; null-or-string, or an error for one too long. */
export function reportComment(value: unknown): { ok: true; comment: string | null } | { ok: false; error: string } {
  const text = typeof value === "string" ? value.trim() : "";
  if (text.length > REPORT_COMMENT_MAX) return { ok: false, error: REPORT_MESSAGES.commentTooLong };
  return { ok: true, comment: text || null };
}
