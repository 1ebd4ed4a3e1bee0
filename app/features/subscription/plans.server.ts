import { eq } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { type PLAN_IDS, plans } from "../../server/schema.ts";
import { FREE_PLAN_LINES } from "./plan-features.ts";

type PlanId = (typeof PLAN_IDS)[number];

/** Spec doc 2 §3: the free plan (Gratuit, 0 XOF) and the Pro plan (5 000 XOF a month), as a fresh install has them. */
export const DEFAULT_PLANS: readonly (typeof plans.$inferInsert & { id: PlanId })[] = [
  {
    id: "free",
    name: "Gratuit",
    price: 0,
    productId: "free",
    // The card shows these as the switches have them (plan-features.ts).
    features: [FREE_PLAN_LINES.limited, "Jusqu'à 10 photos par annonce", "Messagerie avec les acheteurs", FREE_PLAN_LINES.valuation],
  },
  {
    id: "pro",
    name: "Pro",
    price: 5000,
    productId: "prod_pro_monthly",
    features: [
      "Annonces illimitées",
      "Vos annonces en tête des résultats de recherche",
      "Badge Pro sur toutes vos annonces",
      "Statistiques avancées",
      "Support prioritaire",
    ],
  },
];

/** Saves the plans never saved; a price or product an administrator set is kept. */
export async function installDefaultPlans(): Promise<void> {
  await db().insert(plans).values([...DEFAULT_PLANS]).onConflictDoNothing();
}

/** The payment provider's product sold as the Pro plan, or null before the plans are installed. */
export async function proProductId(): Promise<string | null> {
  const [row] = await db().select({ productId: plans.productId }).from(plans).where(eq(plans.id, "pro")).limit(1);
  return row?.productId ?? null;
}

export const PRO_PRICE_MESSAGES = {
  denied: ACCESS_DENIED,
  invalid: "Le prix doit être un nombre entier d'au moins 1 XOF",
  updateFailed: "Impossible de mettre à jour le prix du plan pro",
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
  const [before] = await db().select({ price: plans.price }).from(plans).where(eq(plans.id, "pro"));
  const updated = await db().update(plans).set({ price }).where(eq(plans.id, "pro")).returning({ id: plans.id });
  if (updated.length === 0) return { ok: false, error: PRO_PRICE_MESSAGES.updateFailed };
  await recordAudit({ adminId, action: "plan.price", targetType: "plan", targetId: "pro", details: { from: before?.price, to: price } });
  return { ok: true };
}

/** The Pro plan's monthly price now (XOF). */
export async function proPrice(): Promise<number> {
  const [row] = await db().select({ price: plans.price }).from(plans).where(eq(plans.id, "pro"));
  return row?.price ?? DEFAULT_PLANS.find((p) => p.id === "pro")?.price ?? 0;
}
