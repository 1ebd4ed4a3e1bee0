import type { REPORT_REASON_VALUES } from "../../server/schema/moderation.ts";

export type ReportReason = (typeof REPORT_REASON_VALUES)[number];

/** The reasons a member picks from, in the order shown. */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  scam: "Arnaque ou prépaiement demandé",
  fake: "Annonce fausse ou véhicule déjà vendu",
  misleading_price: "Prix trompeur",
  inappropriate: "Contenu inapproprié",
  other: "Autre",
};

/** Distinct members, each with a seasoned account (over a day old, `isSeasonedAccount`), whose reports hide a listing until an admin looks. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_COMMENT_MAX = 1000;

export const REPORT_MESSAGES = {
  sent: "Signalement envoyé",
  sentDescription: "Merci. L'équipe AutoAfrique va examiner votre signalement.",
  reasonRequired: "Veuillez choisir un motif",
  commentTooLong: `Le commentaire ne doit pas dépasser ${REPORT_COMMENT_MAX} caractères`,
  alreadyListing: "Vous avez déjà signalé cette annonce",
  alreadyAccount: "Vous avez déjà signalé ce membre",
  ownListing: "Vous ne pouvez pas signaler votre propre annonce",
  self: "Vous ne pouvez pas vous signaler vous-même",
  notFound: "Introuvable",
  failed: "Impossible d'envoyer le signalement",
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
