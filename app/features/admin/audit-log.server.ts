import { desc, eq } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { adminAuditLog, profiles } from "../../server/schema.ts";

export interface AuditEntry {
  adminId: string;
  /** What was done, as `area.verb`: package.create, user.ban, report.dismiss… */
  action: string;
  targetType: "package" | "listing" | "banner" | "user" | "plan" | "coupon" | "setting" | "report" | "payment";
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

/** The panel's journal: newest first, with who did it. */
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
  return rows.map((r) => ({
    ...r,
    admin: r.adminFirstName ? `${r.adminFirstName} ${r.adminLastName}` : "Administrateur supprimé",
    createdAt: r.createdAt.toISOString(),
    details: (r.details ?? null) as Record<string, unknown> | null,
  }));
}
