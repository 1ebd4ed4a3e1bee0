import { asc, eq } from "drizzle-orm";
import { type Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { premiumPackages } from "../../server/schema.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";

export type PremiumPackage = typeof premiumPackages.$inferSelect;

export const PACKAGE_MESSAGES = {
  denied: ACCESS_DENIED,
  incomplete: "Un pack doit avoir un nom, une durée et un prix",
  invalidDuration: "La durée doit être d'au moins 1 jour (365 au plus)",
  invalidPrice: "Le prix doit être d'au moins 1",
  createFailed: "Impossible de créer",
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
}

/** Spec doc 2 §5: an administrator creates a promotion package with a name, a duration and a price. */
export async function createPackage(adminId: string, input: PackageInput): Promise<Result<{ id: string }>> {
  if (!(await isAdmin(adminId))) return { ok: false, error: PACKAGE_MESSAGES.denied };
  const name = input.name.trim();
  if (!name || name.length > 80) return { ok: false, error: PACKAGE_MESSAGES.incomplete };
  const { durationDays, price } = input;
  if (!Number.isInteger(durationDays) || durationDays < 1 || durationDays > 365) {
    return { ok: false, error: PACKAGE_MESSAGES.invalidDuration };
  }
  if (!Number.isInteger(price) || price < 1 || price > MAX_PRICE) return { ok: false, error: PACKAGE_MESSAGES.invalidPrice };
  const features = (input.features ?? []).map((f) => f.trim()).filter(Boolean);
  const [row] = await db()
    .insert(premiumPackages)
    .values({ name, description: input.description?.trim() || null, durationDays, price, features })
    .returning({ id: premiumPackages.id });
  return row ? { ok: true, id: row.id } : { ok: false, error: PACKAGE_MESSAGES.createFailed };
}

/** The packages a seller may buy, cheapest first (spec doc 2 §7). */
export function activePackages(): Promise<PremiumPackage[]> {
  return db().select().from(premiumPackages).where(eq(premiumPackages.isActive, true)).orderBy(asc(premiumPackages.price));
}
