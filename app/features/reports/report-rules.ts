import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { REPORT_REASON_VALUES } from "../../server/schema/moderation.ts";

export type ReportReason = (typeof REPORT_REASON_VALUES)[number];

/**
 * The reasons a member picks from, in the order shown; a page shows them with `i18n._`.
 * Descriptors, not marked strings: "Autre" is also a stored value (a city typed by hand), which a
 * marked string would turn into English in an English page's data.
 */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, MessageDescriptor>> = {
  scam: msg`Arnaque ou prépaiement demandé`,
  fake: msg`Annonce fausse ou véhicule déjà vendu`,
  misleading_price: msg`Prix trompeur`,
  inappropriate: msg`Contenu inapproprié`,
  other: msg`Autre`,
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
