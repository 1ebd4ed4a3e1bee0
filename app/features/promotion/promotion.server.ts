import { and, eq, lte } from "drizzle-orm";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { paymentProvider } from "../../server/payments/payment-provider.server.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { LISTING_NOT_FOUND } from "../listings/listing.ts";
import { openPendingPayment } from "../payments/open-payment.server.ts";
import { METHOD_UNAVAILABLE, cancelledCheckoutUrl } from "../payments/payment-messages.ts";
import { INVALID_PROMO_CODE, priceWithCode } from "../subscription/coupons.server.ts";
import { FULFILLABLE_STATUSES, LISTING_VISIBLE, type PaymentStatus, listings, payments, premiumListings, premiumPackages } from "../../server/schema.ts";

export const PROMOTION_MESSAGES = {
  packageRequired: "Veuillez sélectionner un pack",
  listingNotFound: LISTING_NOT_FOUND,
  paymentFailed: "Impossible d'initier le paiement",
  noPaymentUrl: "URL de paiement non reçue",
  paid: "Paiement réussi !",
  methodUnavailable: METHOD_UNAVAILABLE,
} as const;

const DAY_MS = 86_400_000;

const fail = (error: string) => ({ ok: false as const, error });

/**
 * Step 1 of a promotion (spec doc 2, /promote): the seller picks an active package and one of
 * their own listings shown to visitors; a pending payment of the package's price (read here, never
 * sent by the browser) is opened with the payment provider, whose checkout URL the browser goes to.
 * `now` is when it is asked: the present, unless trusted code replays a history (the demo seed).
 */
export async function startPromotion(
  userId: string,
  choice: { listingId: string; packageId: string; promoCode?: string; method?: unknown },
  options: { now?: Date } = {},
): Promise<Result<{ paymentId: string; providerSessionId: string; amount: number; url: string }>> {
  // Anyone else's listing is not found, before any other rule.
  const [listing] = isUuid(choice.listingId)
    ? await db()
        .select({ id: listings.id, brand: listings.brand, model: listings.model })
        .from(listings)
        .where(and(eq(listings.id, choice.listingId), eq(listings.ownerId, userId), LISTING_VISIBLE))
        .limit(1)
    : [];
  if (!listing) return fail(PROMOTION_MESSAGES.listingNotFound);
  const provider = paymentProvider(choice.method);
  if (!provider) return fail(PROMOTION_MESSAGES.methodUnavailable);
  if (!isUuid(choice.packageId)) return fail(PROMOTION_MESSAGES.packageRequired);
  const [pack] = await db()
    .select({ price: premiumPackages.price, name: premiumPackages.name })
    .from(premiumPackages)
    .where(and(eq(premiumPackages.id, choice.packageId), eq(premiumPackages.isActive, true)))
    .limit(1);
  if (!pack) return fail(PROMOTION_MESSAGES.packageRequired);
  const priced = await priceWithCode(pack.price, choice.promoCode);
  if (!priced) return fail(INVALID_PROMO_CODE);

  const payment = await openPendingPayment({
    userId,
    kind: "promotion",
    provider: provider.name,
    amount: priced.amount,
    couponCode: priced.code,
    listingId: listing.id,
    packageId: choice.packageId,
    ...(options.now ? { createdAt: options.now } : {}),
  });
  if (!payment.ok) return payment;
  let session: { id: string; url: string };
  try {
    session = await provider.createCheckout({
      reference: payment.id,
      customerId: userId,
      mode: "payment",
      amount: priced.amount,
      listPrice: pack.price,
      discount: priced.discount,
      description: `Promotion de l'annonce ${listing.brand} ${listing.model} (${pack.name})`,
      successUrl: `/payment-success?${new URLSearchParams({ paiement: payment.id, listing_id: listing.id })}`,
      cancelUrl: cancelledCheckoutUrl(`/promote?annonce=${listing.id}`),
      failureUrl: `/payment-success?${new URLSearchParams({ paiement: payment.id })}`,
    });
  } catch (error) {
    log.error("promotion.checkout_failed", { error, paymentId: payment.id });
    await db().update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
    return fail(PROMOTION_MESSAGES.paymentFailed);
  }
  if (!session.url) return fail(PROMOTION_MESSAGES.noPaymentUrl);
  await db().update(payments).set({ providerSessionId: session.id }).where(eq(payments.id, payment.id));
  return { ok: true, paymentId: payment.id, providerSessionId: session.id, amount: priced.amount, url: session.url };
}

/**
 * Step 2, when the payment provider confirms the payment (the sandbox checkout, later a webhook):
 * the payment is paid and the listing promoted from `now` for the package's duration. A
 * confirmation received twice promotes once; a payment whose listing or package is gone is left
 * pending (nothing to promote). `fresh` says whether this call promoted it.
 */
export async function fulfilPromotion(
  providerSessionId: string,
  options: { now?: Date } = {},
): Promise<Result<{ premiumId: string; fresh: boolean }>> {
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
      return done ? { ok: true as const, premiumId: done.id, fresh: false } : fail(PROMOTION_MESSAGES.paymentFailed);
    }
    if (!FULFILLABLE_STATUSES.includes(payment.status as PaymentStatus) || !payment.listingId || !payment.packageId) return fail(PROMOTION_MESSAGES.paymentFailed);
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
    return { ok: true as const, premiumId: premium.id, fresh: true };
  });
}

/** The scheduler: promotions whose time is over stop being active (pages already ignore them by their end date). */
export async function deactivateExpiredPromotions(now = new Date()): Promise<number> {
  const ended = await db()
    .update(premiumListings)
    .set({ isActive: false })
    .where(and(eq(premiumListings.isActive, true), lte(premiumListings.endDate, now)))
    .returning({ id: premiumListings.id });
  return ended.length;
}

/**
 * Spec doc 2 §2 Admin, 'promote': an administrator puts any sale listing shown to visitors in the
 * Premium places for a package's days, without payment (the row has no payment).
 */
export async function grantPromotion(adminId: string, choice: { listingId: string; packageId: string }, now = new Date()): Promise<Result<{ premiumId: string }>> {
  if (!(await isAdmin(adminId))) return fail(ACCESS_DENIED);
  if (!isUuid(choice.packageId)) return fail(PROMOTION_MESSAGES.packageRequired);
  if (!isUuid(choice.listingId)) return fail(PROMOTION_MESSAGES.listingNotFound);
  const [pack] = await db().select({ durationDays: premiumPackages.durationDays, name: premiumPackages.name }).from(premiumPackages).where(eq(premiumPackages.id, choice.packageId));
  if (!pack) return fail(PROMOTION_MESSAGES.packageRequired);
  const [listing] = await db()
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, choice.listingId), eq(listings.kind, "sale"), LISTING_VISIBLE));
  if (!listing) return fail(PROMOTION_MESSAGES.listingNotFound);
  const [premium] = await db()
    .insert(premiumListings)
    .values({
      listingId: listing.id,
      packageId: choice.packageId,
      userId: listing.ownerId,
      startDate: now,
      endDate: new Date(now.getTime() + pack.durationDays * DAY_MS),
      isActive: true,
      createdAt: now,
    })
    .returning({ id: premiumListings.id });
  await recordAudit({ adminId, action: "listing.promote", targetType: "listing", targetId: listing.id, details: { package: pack.name, days: pack.durationDays } });
  return { ok: true, premiumId: premium.id };
}
