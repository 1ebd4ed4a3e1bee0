import { eq } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { type Db, db } from "../../server/db.server.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { type PLAN_IDS, plans } from "../../server/schema.ts";
import { PLAN_LINES } from "./plan-features.ts";
import { PRO_PLAN_ID } from "./pro-rule.ts";

type PlanId = (typeof PLAN_IDS)[number];
export type Plan = typeof plans.$inferSelect;

/** Spec doc 2 §3: the free plan (Gratuit, 0 XOF) and the Pro plan (5 000 XOF a month), as a fresh install has them. */
export const DEFAULT_PLANS: readonly (typeof plans.$inferInsert & { id: PlanId })[] = [
  {
    id: "free",
    // Marked: a plan as installed reads in the page's language; words an administrator changed stay as written.
    name: /*i18n*/ "Gratuit",
    price: 0,
    productId: "free",
    // The card puts the limit first and shows the valuation as its switch has it (plan-features.ts).
    features: [PLAN_LINES.limited, /*i18n*/ "Jusqu'à 10 photos par annonce", /*i18n*/ "Messagerie avec les acheteurs", PLAN_LINES.valuation],
  },
  {
    id: "pro",
    name: "Pro",
    price: 5000,
    productId: "prod_pro_monthly",
    features: [
      PLAN_LINES.unlimited,
      /*i18n*/ "Vos annonces en tête des résultats de recherche",
      /*i18n*/ "Badge Pro sur toutes vos annonces",
      /*i18n*/ "Statistiques avancées",
    ],
  },
];

/** Saves the plans never saved; a price or product an administrator set is kept. */
export async function installDefaultPlans(): Promise<void> {
  await db()
    .insert(plans)
    .values([...DEFAULT_PLANS])
    .onConflictDoNothing();
}

/** A plan as stored (name, price, provider product, card lines), or null before the plans are installed. */
export async function storedPlan(id: PlanId, executor: Db = db()): Promise<Plan | null> {
  const [row] = await executor.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

/** The Pro plan as stored, or null before the plans are installed; given a transaction, read in it. */
export async function proPlan(executor: Db = db()): Promise<Plan | null> {
  return storedPlan(PRO_PLAN_ID, executor);
}

/** What a plan's card shows: the plan as stored, else as a fresh install has it. */
export async function planCard(id: PlanId): Promise<{ name: string; price: number; features: string[] }> {
  const row = (await storedPlan(id)) ?? DEFAULT_PLANS.find((p) => p.id === id);
  return { name: row?.name ?? id, price: row?.price ?? 0, features: row?.features ?? [] };
}

/** The payment provider's product sold as the Pro plan, or null before the plans are installed. */
export async function proProductId(): Promise<string | null> {
  return (await proPlan())?.productId ?? null;
}

export const PRO_PRICE_MESSAGES = {
  denied: ACCESS_DENIED,
  invalid: /*i18n*/ "Le prix doit être un nombre entier d'au moins 1 XOF",
  updateFailed: /*i18n*/ "Impossible de mettre à jour le prix du plan pro",
} as const;

/**
 * An administrator sets the Pro plan's monthly price (XOF). Checkouts send the price from this
 * record to the provider (Stripe gets it inline), so the next subscription is at the new price;
 * running subscriptions keep the price they were taken at.
 */
export async function setProPrice(adminId: string, price: number): Promise<Result> {
  if (!(await isAdmin(adminId))) return { ok: false, error: PRO_PRICE_MESSAGES.denied };
  if (!Number.isInteger(price) || price < 1 || price > 100_000_000) return { ok: false, error: PRO_PRICE_MESSAGES.invalid };
  await installDefaultPlans();
  const before = await proPlan();
  const updated = await db().update(plans).set({ price }).where(eq(plans.id, PRO_PLAN_ID)).returning({ id: plans.id });
  if (updated.length === 0) return { ok: false, error: PRO_PRICE_MESSAGES.updateFailed };
  await recordAudit({ adminId, action: "plan.price", targetType: "plan", targetId: PRO_PLAN_ID, details: { from: before?.price, to: price } });
  return { ok: true };
}

/** The Pro plan's monthly price now (XOF). */
export async function proPrice(): Promise<number> {
  return (await planCard(PRO_PLAN_ID)).price;
}
