import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, listings, payments, premiumListings, premiumPackages } from "../../server/schema.ts";

export const PROMOTION_MESSAGES = {
  packageRequired: "Veuillez sélectionner un pack",
  listingNotFound: "Annonce non trouvée",
  paymentFailed: "Impossible d'initier le paiement",
} as const;

const DAY_MS = 86_400_000;

const fail = (error: string) => ({ ok: false as const, error });

/**
 * Step 1 of a promotion (spec doc 2, /promote): the seller picks an active package and one of
 * their own listings shown to visitors; a pending payment of the package's price (read here, never
 * sent by the browser) is opened with the payment provider. Only the sandbox provider exists yet.
 * `now` is when it is asked: the present, unless trusted code replays a history (the demo seed).
 */
export async function startPromotion(
  userId: string,
  choice: { listingId: string; packageId: string },
  options: { now?: Date } = {},
): Promise<Result<{ paymentId: string; providerSessionId: string; amount: number }>> {
  if (!isUuid(choice.packageId)) return fail(PROMOTION_MESSAGES.packageRequired);
  const [pack] = await db()
    .select({ price: premiumPackages.price })
    .from(premiumPackages)
    .where(and(eq(premiumPackages.id, choice.packageId), eq(premiumPackages.isActive, true)))
    .limit(1);
  if (!pack) return fail(PROMOTION_MESSAGES.packageRequired);
  if (!isUuid(choice.listingId)) return fail(PROMOTION_MESSAGES.listingNotFound);
  const [listing] = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, choice.listingId), eq(listings.ownerId, userId), LISTING_VISIBLE))
    .limit(1);
  if (!listing) return fail(PROMOTION_MESSAGES.listingNotFound);

  const providerSessionId = `sandbox_${randomUUID()}`;
  const [payment] = await db()
    .insert(payments)
    .values({
      userId,
      kind: "promotion",
      provider: "sandbox",
      providerSessionId,
      amount: pack.price,
      status: "pending",
      listingId: listing.id,
      packageId: choice.packageId,
      ...(options.now ? { createdAt: options.now } : {}),
    })
    .returning({ id: payments.id });
  return payment ? { ok: true, paymentId: payment.id, providerSessionId, amount: pack.price } : fail(PROMOTION_MESSAGES.paymentFailed);
}

/**
 * Step 2, when the payment provider confirms the payment (the sandbox checkout, later a webhook):
 * the payment is paid and the listing promoted from `now` for the package's duration. A
 * confirmation received twice promotes once; a payment whose listing or package is gone is left
 * pending (nothing to promote).
 */
export async function fulfilPromotion(
  providerSessionId: string,
  options: { now?: Date } = {},
): Promise<Result<{ premiumId: string }>> {
  const now = options.now ?? new Date();
  return db().transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.providerSessionId, providerSessionId), eq(payments.kind, "promotion")))
      .for("update")
      .limit(1);
    if (!payment) return fail(PROMOTION_MESSAGES.paymentFailed);
    if (payment.status === "paid") {
      const [done] = await tx
        .select({ id: premiumListings.id })
        .from(premiumListings)
        .where(eq(premiumListings.paymentId, payment.id))
        .limit(1);
      return done ? { ok: true as const, premiumId: done.id } : fail(PROMOTION_MESSAGES.paymentFailed);
    }
    if (payment.status !== "pending" || !payment.listingId || !payment.packageId) return fail(PROMOTION_MESSAGES.paymentFailed);
    const [pack] = await tx
      .select({ durationDays: premiumPackages.durationDays })
      .from(premiumPackages)
      .where(eq(premiumPackages.id, payment.packageId));
    if (!pack) return fail(PROMOTION_MESSAGES.paymentFailed);

    await tx.update(payments).set({ status: "paid", completedAt: now }).where(eq(payments.id, payment.id));
    const [premium] = await tx
      .insert(premiumListings)
      .values({
        listingId: payment.listingId,
        packageId: payment.packageId,
        userId: payment.userId,
        paymentId: payment.id,
        startDate: now,
        endDate: new Date(now.getTime() + pack.durationDays * DAY_MS),
        isActive: true,
        createdAt: now,
      })
      .returning({ id: premiumListings.id });
    return { ok: true as const, premiumId: premium.id };
  });
}
