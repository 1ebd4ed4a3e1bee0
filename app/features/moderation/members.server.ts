import { msg } from "@lingui/core/macro";
import { type SQL, and, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { sessionsChanged } from "../../server/session-cache.server.ts";
import type { Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { containsPattern } from "../../server/sql-like.ts";
import { profiles, userWarnings } from "../../server/schema.ts";
import { SMS_MAX_LENGTH } from "../../lib/sms-limits.ts";
import { sendSms } from "../../server/sms.server.ts";
import { banUser, unbanUser } from "../accounts/accounts.server.ts";
import { ACCESS_DENIED, grantAdminRole, isAdmin } from "../accounts/roles.server.ts";
import { cancelRequestsOfAccount } from "../bookings/booking-status.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { recordAudit } from "./audit-log.server.ts";
import { hideListingsOfBanned, showListingsOfUnbanned } from "./listing-visibility.server.ts";

export const MEMBER_MESSAGES = {
  denied: ACCESS_DENIED,
  reasonRequired: /*i18n*/ "Veuillez fournir une raison pour le bannissement",
  statusFailed: /*i18n*/ "Impossible de modifier le statut de l'utilisateur",
  warningRequired: /*i18n*/ "Veuillez écrire le message de l'avertissement",
  warningFailed: /*i18n*/ "Impossible d'envoyer l'avertissement",
  smsPhoneRequired: /*i18n*/ "Ce membre n'a pas de numéro de téléphone",
  smsRequired: /*i18n*/ "Veuillez écrire le message",
  smsTooLong: `Le SMS ne doit pas dépasser ${SMS_MAX_LENGTH} caractères`,
  smsFailed: /*i18n*/ "Impossible d'envoyer le SMS",
  alreadyAdmin: /*i18n*/ "Cet utilisateur est déjà administrateur",
  adminFailed: /*i18n*/ "Impossible d'ajouter les droits d'administrateur",
  banned: /*i18n*/ "Utilisateur banni",
  unbanned: /*i18n*/ "Utilisateur débanni",
  warned: /*i18n*/ "Avertissement envoyé",
  smsSent: /*i18n*/ "SMS envoyé",
  madeAdmin: /*i18n*/ "Droits d'administrateur ajoutés",
} as const;

export const MEMBER_LIST_LIMIT = 50;
const REASON_MAX = 500;

/** Members whose name, email or phone contains the search; undefined (everyone) for an empty one. */
export function memberMatching(search: string): SQL | undefined {
  const term = search.trim().slice(0, 100);
  if (!term) return undefined;
  const like = containsPattern(term);
  return or(ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, like), ilike(profiles.email, like), ilike(profiles.phone, like));
}

/** The 50 newest accounts, or those whose name, email or phone contains the search. */
export async function listMembers(search = "") {
  const matches = memberMatching(search);
  return db()
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      phone: profiles.phone,
      role: profiles.role,
      banned: profiles.banned,
      banReason: profiles.banReason,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(and(isNull(profiles.deletedAt), matches))
    .orderBy(desc(profiles.createdAt))
    .limit(MEMBER_LIST_LIMIT);
}

async function memberOf(userId: string) {
  const [row] = await db()
    .select({ id: profiles.id, role: profiles.role, banned: profiles.banned, phone: profiles.phone, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  return row ?? null;
}

/**
 * Spec doc 2 §4 User: banning needs a reason and sets banned_at. Every session ends at once (the
 * next request is signed out), the member's listings leave every page, their pending booking
 * requests are cancelled. An administrator cannot ban themself.
 */
export async function banMember(adminId: string, userId: string, reason: string): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: MEMBER_MESSAGES.denied };
  const why = reason.trim();
  if (!why) return { ok: false, error: MEMBER_MESSAGES.reasonRequired };
  const member = await memberOf(userId);
  if (!member || member.id === adminId) return { ok: false, error: MEMBER_MESSAGES.statusFailed };
  await banUser(userId, why.slice(0, REASON_MAX));
  await hideListingsOfBanned(userId);
  await cancelRequestsOfAccount(userId);
  await recordAudit({ adminId, action: "user.ban", targetType: "user", targetId: userId, details: { reason: why, email: member.email } });
  return { ok: true };
}

/** Unbanning clears the reason and the date; the listings the ban hid come back. */
export async function unbanMember(adminId: string, userId: string): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: MEMBER_MESSAGES.denied };
  const member = await memberOf(userId);
  if (!member) return { ok: false, error: MEMBER_MESSAGES.statusFailed };
  await unbanUser(userId);
  await showListingsOfUnbanned(userId);
  await recordAudit({ adminId, action: "user.unban", targetType: "user", targetId: userId, details: { email: member.email } });
  return { ok: true };
}

/** A warning: kept in user_warnings and sent to the member as a 'warning' notification. */
export async function warnMember(adminId: string, userId: string, message: string): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: MEMBER_MESSAGES.denied };
  const text = message.trim().slice(0, 1000);
  if (!text) return { ok: false, error: MEMBER_MESSAGES.warningRequired };
  const member = await memberOf(userId);
  if (!member) return { ok: false, error: MEMBER_MESSAGES.warningFailed };
  await db().insert(userWarnings).values({ userId, adminId, warningMessage: text });
  // The staff's own words, in the member's language for the title only.
  await notify(userId, { title: msg`Avertissement de l'équipe AutoAfrique`, message: text, type: "warning" });
  await recordAudit({ adminId, action: "user.warn", targetType: "user", targetId: userId, details: { message: text } });
  return { ok: true };
}

/** A text message to the member's phone, at most 160 characters, through the SMS adapter. */
export async function smsMember(adminId: string, userId: string, message: string): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: MEMBER_MESSAGES.denied };
  const text = message.trim();
  if (!text) return { ok: false, error: MEMBER_MESSAGES.smsRequired };
  if (text.length > SMS_MAX_LENGTH) return { ok: false, error: MEMBER_MESSAGES.smsTooLong };
  const member = await memberOf(userId);
  if (!member) return { ok: false, error: MEMBER_MESSAGES.smsFailed };
  if (!member.phone.trim()) return { ok: false, error: MEMBER_MESSAGES.smsPhoneRequired };
  try {
    await sendSms(member.phone, text);
  } catch (error) {
    log.error("admin.sms_failed", { error, userId });
    return { ok: false, error: MEMBER_MESSAGES.smsFailed };
  }
  await recordAudit({ adminId, action: "user.sms", targetType: "user", targetId: userId, details: { message: text } });
  return { ok: true };
}

/** Grants the admin role; a member who already has it gets the spec's message. */
export async function grantAdmin(adminId: string, userId: string): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: MEMBER_MESSAGES.denied };
  const member = await memberOf(userId);
  if (!member || member.banned) return { ok: false, error: MEMBER_MESSAGES.adminFailed };
  if (!(await grantAdminRole(userId))) return { ok: false, error: MEMBER_MESSAGES.alreadyAdmin };
  await sessionsChanged(userId);
  await recordAudit({ adminId, action: "user.grant_admin", targetType: "user", targetId: userId, details: { email: member.email } });
  return { ok: true };
}
