import { desc, eq, inArray } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { adminAuditLog, listings, profiles, rentalBookings } from "../../server/schema.ts";

export interface AuditEntry {
  adminId: string;
  /** What was done, as `area.verb`: package.create, user.ban, report.dismiss… */
  action: string;
  targetType: "package" | "listing" | "banner" | "user" | "plan" | "coupon" | "setting" | "report" | "payment" | "booking";
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/** Records an admin's action; given a transaction, it is kept only if the action is. */
export async function recordAudit(entry: AuditEntry, executor: Db = db()): Promise<void> {
  await executor.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
  });
}

export const AUDIT_LIST_LIMIT = 100;

/** The names the journal's members, listings and bookings (their car) have today, by id (gone ones are absent). */
async function targetNames(rows: readonly { targetType: string; targetId: string | null }[]): Promise<Map<string, string>> {
  const ids = (type: string) => [...new Set(rows.filter((r) => r.targetType === type && r.targetId).map((r) => r.targetId as string))];
  const userIds = ids("user");
  const listingIds = ids("listing").filter(isUuid);
  const bookingIds = ids("booking").filter(isUuid);
  const [members, cars, rentals] = await Promise.all([
    userIds.length > 0
      ? db().select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles).where(inArray(profiles.id, userIds))
      : [],
    listingIds.length > 0
      ? db().select({ id: listings.id, brand: listings.brand, model: listings.model }).from(listings).where(inArray(listings.id, listingIds))
      : [],
    bookingIds.length > 0
      ? db()
          .select({ id: rentalBookings.id, brand: listings.brand, model: listings.model })
          .from(rentalBookings)
          .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
          .where(inArray(rentalBookings.id, bookingIds))
      : [],
  ]);
  return new Map([
    ...members.map((m) => [m.id, `${m.firstName} ${m.lastName}`] as const),
    ...[...cars, ...rentals].map((c) => [c.id, `${c.brand} ${c.model}`] as const),
  ]);
}

/** The panel's journal: newest first, with who did it and what it was done to. */
export async function recentAudit(limit = AUDIT_LIST_LIMIT) {
  const rows = await db()
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      adminFirstName: profiles.firstName,
      adminLastName: profiles.lastName,
    })
    .from(adminAuditLog)
    .leftJoin(profiles, eq(profiles.id, adminAuditLog.adminId))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(limit);
  const names = await targetNames(rows);
  return rows.map((r) => ({
    ...r,
    admin: r.adminFirstName ? `${r.adminFirstName} ${r.adminLastName}` : /*i18n*/ "Administrateur supprimé",
    targetName: r.targetId ? (names.get(r.targetId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    details: (r.details ?? null) as Record<string, unknown> | null,
  }));
}
