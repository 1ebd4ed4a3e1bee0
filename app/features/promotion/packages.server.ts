import { asc, desc, eq } from "drizzle-orm";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { premiumPackages } from "../../server/schema.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";

export type PremiumPackage = typeof premiumPackages.$inferSelect;

export const PACKAGE_MESSAGES = {
  denied: ACCESS_DENIED,
  incomplete: /*i18n*/ "Un pack doit avoir un nom, une durée et un prix",
  invalidDuration: /*i18n*/ "La durée doit être d'au moins 1 jour (365 au plus)",
  invalidPrice: /*i18n*/ "Le prix doit être d'au moins 1",
  createFailed: /*i18n*/ "Impossible de créer",
  updateFailed: /*i18n*/ "Impossible de mettre à jour",
  deleteFailed: /*i18n*/ "Impossible de supprimer",
} as const;

// price is a 32-bit integer column.
const MAX_PRICE = 2_147_483_647;

export interface PackageInput {
  name: string;
  description?: string | null;
  durationDays: number;
  /** XOF. */
  price: number;
  features?: readonly string[];
  isActive?: boolean;
}

/** The fields of a package as typed, checked: a French message for the first thing wrong. */
function checkedPackage(input: PackageInput): Result<{ values: Omit<typeof premiumPackages.$inferInsert, "id"> }> {
  const name = input.name.trim();
  if (!name || name.length > 80) return { ok: false, error: PACKAGE_MESSAGES.incomplete };
  const { durationDays, price } = input;
  if (!Number.isInteger(durationDays) || durationDays < 1 || durationDays > 365) {
    return { ok: false, error: PACKAGE_MESSAGES.invalidDuration };
  }
  if (!Number.isInteger(price) || price < 1 || price > MAX_PRICE) return { ok: false, error: PACKAGE_MESSAGES.invalidPrice };
  const features = (input.features ?? []).map((f) => f.trim()).filter(Boolean);
  const description = input.description?.trim().slice(0, 500) || null;
  return { ok: true, values: { name, description, durationDays, price, features, isActive: input.isActive ?? true } };
}

/** Spec doc 2 §5: an administrator creates a promotion package with a name, a duration and a price. */
export async function createPackage(adminId: string, input: PackageInput): Promise<Result<{ id: string }>> {
  if (!(await isAdmin(adminId))) return { ok: false, error: PACKAGE_MESSAGES.denied };
  const checked = checkedPackage(input);
  if (!checked.ok) return checked;
  const [row] = await db().insert(premiumPackages).values(checked.values).returning({ id: premiumPackages.id });
  if (!row) return { ok: false, error: PACKAGE_MESSAGES.createFailed };
  await recordAudit({
    adminId,
    action: "package.create",
    targetType: "package",
    targetId: row.id,
    details: { name: checked.values.name, price: checked.values.price },
  });
  return { ok: true, id: row.id };
}

/** An administrator changes a package (promotions already bought keep their end date). */
export async function updatePackage(adminId: string, id: string, input: PackageInput): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: PACKAGE_MESSAGES.denied };
  if (!isUuid(id)) return { ok: false, error: PACKAGE_MESSAGES.updateFailed };
  const checked = checkedPackage(input);
  if (!checked.ok) return checked;
  const updated = await db().update(premiumPackages).set(checked.values).where(eq(premiumPackages.id, id)).returning({ id: premiumPackages.id });
  if (updated.length === 0) return { ok: false, error: PACKAGE_MESSAGES.updateFailed };
  await recordAudit({
    adminId,
    action: "package.update",
    targetType: "package",
    targetId: id,
    details: { name: checked.values.name, price: checked.values.price, active: checked.values.isActive },
  });
  return { ok: true };
}

/** An administrator deletes a package; payments and promotions made with it keep their history. */
export async function deletePackage(adminId: string, id: string): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: PACKAGE_MESSAGES.denied };
  if (!isUuid(id)) return { ok: false, error: PACKAGE_MESSAGES.deleteFailed };
  const deleted = await db().delete(premiumPackages).where(eq(premiumPackages.id, id)).returning({ name: premiumPackages.name });
  if (deleted.length === 0) return { ok: false, error: PACKAGE_MESSAGES.deleteFailed };
  await recordAudit({ adminId, action: "package.delete", targetType: "package", targetId: id, details: { name: deleted[0]?.name } });
  return { ok: true };
}

/** Every package, newest first (the admin panel's list). */
export function allPackages(): Promise<PremiumPackage[]> {
  return db().select().from(premiumPackages).orderBy(desc(premiumPackages.createdAt));
}

/** The packages a seller may buy, cheapest first (spec doc 2 §7). */
export function activePackages(): Promise<PremiumPackage[]> {
  return db().select().from(premiumPackages).where(eq(premiumPackages.isActive, true)).orderBy(asc(premiumPackages.price));
}
