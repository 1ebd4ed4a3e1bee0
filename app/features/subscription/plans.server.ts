import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { type PLAN_IDS, plans } from "../../server/schema.ts";

type PlanId = (typeof PLAN_IDS)[number];

/** Spec doc 2 §3: the free plan (Gratuit, 0 XOF) and the Pro plan (5 000 XOF a month), as a fresh install has them. */
export const DEFAULT_PLANS: readonly (typeof plans.$inferInsert & { id: PlanId })[] = [
  {
    id: "free",
    name: "Gratuit",
    price: 0,
    productId: "free",
    features: ["Jusqu'à 5 annonces actives", "Jusqu'à 10 photos par annonce", "Messagerie avec les acheteurs", "Évaluation de véhicule"],
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
