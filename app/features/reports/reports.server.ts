import { msg } from "@lingui/core/macro";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, listings, profiles, reports } from "../../server/schema.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { isSeasonedAccount } from "../accounts/seasoned-account.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { hideReportedListing, showReportedListing } from "../moderation/listing-visibility.server.ts";
import { banMember, warnMember } from "../moderation/members.server.ts";
import { listingHref } from "../listings/listing.ts";
import { notify } from "../notifications/notifications.server.ts";
import { REPORTS_TO_HIDE, REPORT_MESSAGES, type ReportReason, isReportReason, reportComment } from "./report-rules.ts";

export type ReportTarget = { listingId: string } | { accountId: string };

/** What the report page names: the listing or the member, and where to go back; null for nothing reportable. */
export async function reportTargetOf(target: ReportTarget): Promise<{ title: string; href: string } | null> {
  if ("listingId" in target) {
    if (!isUuid(target.listingId)) return null;
    const [l] = await db()
      .select({ kind: listings.kind, brand: listings.brand, model: listings.model, year: listings.year })
      .from(listings)
      .where(and(eq(listings.id, target.listingId), LISTING_VISIBLE));
    return l ? { title: `${l.brand} ${l.model} ${l.year}`, href: listingHref(l.kind, target.listingId) } : null;
  }
  const [p] = await db()
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(and(eq(profiles.id, target.accountId), isNull(profiles.deletedAt)));
  return p ? { title: `${p.firstName} ${p.lastName}`, href: `/profile/${target.accountId}` } : null;
}

const fail = (error: string) => ({ ok: false as const, error });

/**
 * A member reports a listing shown to visitors (not their own) or another account: one report per
 * member and target. A listing reported by REPORTS_TO_HIDE different members whose accounts are
 * over a day old leaves every page at once, pending an admin's review, and its owner is told.
 */
export async function fileReport(reporterId: string, target: ReportTarget, input: { reason: unknown; comment: unknown }, now = new Date()): Promise<Result> {
  if (!isReportReason(input.reason)) return fail(REPORT_MESSAGES.reasonRequired);
  const comment = reportComment(input.comment);
  if (!comment.ok) return comment;
  const reason: ReportReason = input.reason;
  if ("listingId" in target) {
    if (!isUuid(target.listingId)) return fail(REPORT_MESSAGES.notFound);
    const [listing] = await db()
      .select({ id: listings.id, ownerId: listings.ownerId })
      .from(listings)
      .where(and(eq(listings.id, target.listingId), LISTING_VISIBLE));
    if (!listing) return fail(REPORT_MESSAGES.notFound);
    if (listing.ownerId === reporterId) return fail(REPORT_MESSAGES.ownListing);
    const filed = await db()
      .insert(reports)
      .values({ reporterId, listingId: listing.id, reason, comment: comment.comment })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (filed.length === 0) return fail(REPORT_MESSAGES.alreadyListing);
    await hideWhenReportedEnough(listing.id, now);
    return { ok: true };
  }
  const [account] = await db()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, target.accountId), isNull(profiles.deletedAt)));
  if (!account) return fail(REPORT_MESSAGES.notFound);
  if (account.id === reporterId) return fail(REPORT_MESSAGES.self);
  const filed = await db()
    .insert(reports)
    .values({ reporterId, accountId: account.id, reason, comment: comment.comment })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return filed.length === 0 ? fail(REPORT_MESSAGES.alreadyAccount) : { ok: true };
}

/** The price model's report of a too-cheap listing: no reporter, and once per listing. */
export async function reportMisleadingPrice(listingId: string, comment: string): Promise<void> {
  await db().insert(reports).values({ listingId, reason: "misleading_price", comment }).onConflictDoNothing();
}

/** One statement: hidden only once, however many reports arrive together. */
async function hideWhenReportedEnough(listingId: string, now: Date): Promise<void> {
  const listing = await hideReportedListing(
    listingId,
    sql`(select count(distinct r.reporter_id) from ${reports} r join ${profiles} p on p.id = r.reporter_id
         where r.listing_id = ${listingId} and r.status = 'open' and ${isSeasonedAccount(sql`p.created_at`, now)}) >= ${REPORTS_TO_HIDE}`,
  );
  if (!listing) return;
  const car = `${listing.brand} ${listing.model}`;
  await notify(listing.ownerId, {
    title: msg`Annonce masquée`,
    message: msg`Votre ${car} a été signalée plusieurs fois : elle est masquée le temps que l'équipe l'examine.`,
    type: "warning",
    link: listingHref(listing.kind, listingId),
  });
}

export interface ReportGroup {
  kind: "listing" | "account";
  targetId: string;
  title: string;
  href: string;
  ownerId: string | null;
  hidden: boolean;
  count: number;
  reasons: ReportReason[];
  comments: string[];
  latest: string;
}

export const REPORT_GROUP_LIMIT = 50;

/** The admin's 'Signalements': open reports grouped by target, the most recently reported first. */
export async function openReportGroups(): Promise<ReportGroup[]> {
  const rows = await db()
    .select({
      listingId: reports.listingId,
      accountId: reports.accountId,
      count: sql<number>`count(*)::int`,
      reasons: sql<ReportReason[]>`array_agg(distinct ${reports.reason})`,
      comments: sql<(string | null)[]>`array_agg(${reports.comment} order by ${reports.createdAt} desc)`,
      latest: sql<string>`max(${reports.createdAt})::text`,
      listingKind: listings.kind,
      listingTitle: sql<string | null>`max(${listings.brand} || ' ' || ${listings.model} || ' ' || ${listings.year})`,
      listingOwner: listings.ownerId,
      hiddenReason: listings.hiddenReason,
      accountName: sql<string | null>`max(${profiles.firstName} || ' ' || ${profiles.lastName})`,
    })
    .from(reports)
    .leftJoin(listings, eq(listings.id, reports.listingId))
    .leftJoin(profiles, eq(profiles.id, reports.accountId))
    .where(eq(reports.status, "open"))
    .groupBy(reports.listingId, reports.accountId, listings.kind, listings.ownerId, listings.hiddenReason)
    .orderBy(desc(sql`max(${reports.createdAt})`))
    .limit(REPORT_GROUP_LIMIT);
  return rows.map((r) => {
    const listing = r.listingId !== null;
    return {
      kind: listing ? "listing" : "account",
      targetId: (r.listingId ?? r.accountId) as string,
      title: (listing ? r.listingTitle : r.accountName) ?? "—",
      href: listing ? listingHref(r.listingKind ?? "sale", r.listingId as string) : `/profile/${r.accountId}`,
      ownerId: listing ? r.listingOwner : r.accountId,
      hidden: r.hiddenReason !== null,
      count: Number(r.count),
      reasons: r.reasons,
      comments: r.comments.filter((c): c is string => Boolean(c)).slice(0, 3),
      latest: r.latest,
    };
  });
}

export type ReportDecision = "dismiss" | "hide" | "restore" | "warn" | "ban";

const REPORT_DECISIONS: readonly ReportDecision[] = ["dismiss", "hide", "restore", "warn", "ban"];
export const isReportDecision = (value: unknown): value is ReportDecision =>
  typeof value === "string" && (REPORT_DECISIONS as readonly string[]).includes(value);

/**
 * An admin's answer to a target's open reports: dismiss them (a listing they hid comes back), hide
 * the listing, restore it, warn or ban its owner (or the reported account). Every open report of
 * the target is closed with the answer; recorded in the audit log.
 */
export async function decideReports(adminId: string, target: ReportTarget, decision: ReportDecision, note = ""): Promise<Result> {
  if (!(await isAdmin(adminId))) return fail(ACCESS_DENIED);
  const listingId = "listingId" in target ? target.listingId : null;
  const accountId = "accountId" in target ? target.accountId : null;
  const id = (listingId ?? accountId) as string;
  if (listingId !== null && !isUuid(listingId)) return fail(REPORT_MESSAGES.notFound);
  const [listing] = listingId ? await db().select({ ownerId: listings.ownerId }).from(listings).where(eq(listings.id, listingId)) : [];
  const ownerId = listing?.ownerId ?? accountId;
  if (!ownerId) return fail(REPORT_MESSAGES.notFound);

  if (decision === "warn" || decision === "ban") {
    const message = note.trim() || "Un signalement vous concernant a été examiné par l'équipe AutoAfrique.";
    const done = decision === "warn" ? await warnMember(adminId, ownerId, message) : await banMember(adminId, ownerId, message);
    if (!done.ok) return done;
  }
  if (listingId && (decision === "hide" || decision === "restore" || decision === "dismiss")) {
    if (decision === "hide") await hideReportedListing(listingId);
    else await showReportedListing(listingId);
  }
  const closedAs = decision === "dismiss" || decision === "restore" ? "dismissed" : "actioned";
  await db()
    .update(reports)
    .set({ status: closedAs, resolvedBy: adminId, resolvedAt: new Date() })
    .where(and(listingId ? eq(reports.listingId, listingId) : eq(reports.accountId, id), eq(reports.status, "open")));
  await recordAudit({
    adminId,
    action: `report.${decision}`,
    targetType: listingId ? "listing" : "user",
    targetId: id,
    details: note.trim() ? { note: note.trim() } : undefined,
  });
  return { ok: true };
}
