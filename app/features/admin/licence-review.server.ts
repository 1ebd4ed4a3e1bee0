import { and, asc, eq, sql } from "drizzle-orm";
import { dayOf } from "../../lib/calendar-day.ts";
import type { Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { drivingLicences, profiles } from "../../server/schema.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { notifyMember, wakeChannels } from "../notifications/channels.server.ts";
import { notificationEvent } from "../notifications/notifications.server.ts";
import { LICENCE_PAGE, type LicenceDecision, licenceDecisionNotice, tellLicenceDecisionByMail } from "../driving-licence/licence-mail.server.ts";
import { licencePhotoUrl } from "../../lib/licence-photo-url.ts";
import { LICENCE_REVIEW_MESSAGES } from "./licence-review-rules.ts";

/** The queue shows this many at a time, oldest first: enough for a session of checks. */
export const QUEUE_LIMIT = 50;

export interface QueuedLicence {
  userId: string;
  memberName: string;
  number: string;
  country: string;
  expiresOn: string;
  /** Whether it expired already: it can then only be refused. */
  expired: boolean;
  sentAt: Date;
  /** The version the admin decides on: a licence replaced meanwhile is another one. */
  version: string;
  frontUrl: string;
  backUrl: string;
}

/** The licences waiting for a check, oldest first. */
export async function licenceQueue(now = new Date()): Promise<QueuedLicence[]> {
  const today = dayOf(now);
  const rows = await db()
    .select({
      userId: drivingLicences.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      number: drivingLicences.number,
      country: drivingLicences.country,
      expiresOn: drivingLicences.expiresOn,
      createdAt: drivingLicences.createdAt,
      updatedAt: drivingLicences.updatedAt,
    })
    .from(drivingLicences)
    .innerJoin(profiles, eq(profiles.id, drivingLicences.userId))
    .where(eq(drivingLicences.status, "pending"))
    .orderBy(asc(drivingLicences.createdAt))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => ({
    userId: row.userId,
    memberName: `${row.firstName} ${row.lastName}`.trim(),
    number: row.number,
    country: row.country,
    expiresOn: row.expiresOn,
    expired: row.expiresOn < today,
    sentAt: row.createdAt,
    version: row.updatedAt.toISOString(),
    frontUrl: licencePhotoUrl(row.userId, "recto", row.updatedAt),
    backUrl: licencePhotoUrl(row.userId, "verso", row.updatedAt),
  }));
}

/**
 * An admin's decision on a waiting licence: applied only while it is still the one they saw
 * waiting (`version`, its last change), so a second admin's click or a licence replaced meanwhile
 * is refused, never applied twice. In one transaction with the journal's line and the member's
 * notice; the mail follows the commit. An expired licence can only be refused.
 */
export async function decideLicence(adminId: string, userId: string, version: string, decision: LicenceDecision, now = new Date()): Promise<Result> {
  const seen = new Date(version);
  if (!userId || Number.isNaN(seen.getTime())) return { ok: false, error: LICENCE_REVIEW_MESSAGES.notPending, code: "conflict" };
  // Compared to the millisecond, as the page wrote it: the database keeps microseconds.
  const sameVersion = sql`date_trunc('milliseconds', ${drivingLicences.updatedAt}) = ${seen.toISOString()}::timestamptz`;
  const waiting = and(eq(drivingLicences.userId, userId), eq(drivingLicences.status, "pending"), sameVersion);
  const outcome = await db().transaction(async (tx) => {
    const [row] = await tx.select({ expiresOn: drivingLicences.expiresOn }).from(drivingLicences).where(waiting).for("update");
    if (!row) return "not-pending" as const;
    if (decision.verdict === "verify" && row.expiresOn < dayOf(now)) return "expired" as const;
    const refused = decision.verdict === "refuse";
    const changed = await tx
      .update(drivingLicences)
      .set({
        status: refused ? "refused" : "verified",
        refusalReason: refused ? decision.reason : null,
        reviewedBy: adminId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(waiting)
      .returning({ userId: drivingLicences.userId });
    if (changed.length !== 1) return "not-pending" as const;
    await recordAudit(
      {
        adminId,
        action: refused ? "licence.refuse" : "licence.verify",
        targetType: "user",
        targetId: userId,
        details: refused ? { reason: decision.reason } : undefined,
      },
      tx,
    );
    const notice = licenceDecisionNotice(decision);
    const item = await notifyMember(tx, userId, "bookings", { ...notice, type: refused ? "warning" : "info", link: LICENCE_PAGE }, { now });
    await publishAll([notificationEvent(userId, item)], tx);
    return "done" as const;
  });
  if (outcome === "not-pending") return { ok: false, error: LICENCE_REVIEW_MESSAGES.notPending, code: "conflict" };
  if (outcome === "expired") return { ok: false, error: LICENCE_REVIEW_MESSAGES.expired };
  wakeChannels();
  await tellLicenceDecisionByMail(userId, decision);
  return { ok: true };
}
