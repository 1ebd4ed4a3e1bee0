import { msg } from "@lingui/core/macro";
import { and, eq } from "drizzle-orm";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { everySharedPageChanged } from "../../server/shared-pages.server.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { LISTING_NOT_FOUND } from "../listings/listing.ts";
import { notify } from "../notifications/notifications.server.ts";
import type { PaymentActor } from "../payments/payment-lifecycle.ts";
import { type Payment, markPaid, openCheckout } from "../payments/payments.server.ts";
import { memberPaymentRoute } from "../payments/payment-route.server.ts";
import { METHOD_UNAVAILABLE, cancelledCheckoutUrl } from "../payments/payment-messages.ts";
import { INVALID_PROMO_CODE, priceWithCode } from "../subscription/coupons.server.ts";
import { LISTING_VISIBLE, listings, premiumPackages } from "../../server/schema.ts";
import { promoteListing, promotionOfPayment } from "./premium-listings.server.ts";

export const PROMOTION_MESSAGES = {
  packageRequired: /*i18n*/ "Veuillez sélectionner un pack",
  listingNotFound: LISTING_NOT_FOUND,
  paymentFailed: /*i18n*/ "Impossible d'initier le paiement",
  paid: /*i18n*/ "Paiement réussi !",
  methodUnavailable: METHOD_UNAVAILABLE,
} as const;

const fail = (error: string) => ({ ok: false as const, error });

/**
 * Step 1 of a promotion (spec doc 2, /promote): the seller picks an active package and one of
 * their own listings shown to visitors; a pending payment of the package's price (read here, never
 * sent by the browser) is opened with the provider that takes the chosen method in their country, whose checkout URL the browser goes to.
 * `now` is when it is asked: the present, unless trusted code replays a history (the demo seed).
 */
export async function startPromotion(
  userId: string,
  choice: { listingId: string; packageId: string; promoCode?: string; method?: unknown; country?: string | null },
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
  const route = await memberPaymentRoute(userId, choice.method ?? "card", choice.country);
  if (!route) return fail(PROMOTION_MESSAGES.methodUnavailable);
  if (!isUuid(choice.packageId)) return fail(PROMOTION_MESSAGES.packageRequired);
  const [pack] = await db()
    .select({ price: premiumPackages.price, name: premiumPackages.name })
    .from(premiumPackages)
    .where(and(eq(premiumPackages.id, choice.packageId), eq(premiumPackages.isActive, true)))
    .limit(1);
  if (!pack) return fail(PROMOTION_MESSAGES.packageRequired);
  const priced = await priceWithCode(pack.price, choice.promoCode);
  if (!priced) return fail(INVALID_PROMO_CODE);

  const opened = await openCheckout(
    route,
    {
      userId,
      kind: "promotion",
      amount: priced.amount,
      couponCode: priced.code,
      listingId: listing.id,
      packageId: choice.packageId,
      ...(options.now ? { createdAt: options.now } : {}),
    },
    (paymentId) => ({
      customerId: userId,
      mode: "payment",
      amount: priced.amount,
      listPrice: pack.price,
      discount: priced.discount,
      description: `Promotion de l'annonce ${listing.brand} ${listing.model} (${pack.name})`,
      successUrl: `/payment-success?${new URLSearchParams({ paiement: paymentId, listing_id: listing.id })}`,
      cancelUrl: cancelledCheckoutUrl(`/promote?annonce=${listing.id}`),
      failureUrl: `/payment-success?${new URLSearchParams({ paiement: paymentId })}`,
    }),
    PROMOTION_MESSAGES.paymentFailed,
  );
  if (!opened.ok) return opened;
  return { ok: true, paymentId: opened.paymentId, providerSessionId: opened.sessionId, amount: priced.amount, url: opened.url };
}

/** What a promotion's payment holds for its fulfilment. */
export type PromotionPayment = Pick<Payment, "id" | "userId" | "listingId" | "packageId">;

/**
 * Step 2, when the provider holds the payment paid (`by` is the path that read it): the payment
 * becomes paid and the listing promoted from `now` for the package's duration, in one
 * transaction. Applied twice, it promotes once; a payment whose listing or package is gone is left
 * as it is (nothing to promote). `fresh` says whether this call promoted it.
 */
export async function fulfilPromotion(
  payment: PromotionPayment,
  by: PaymentActor,
  options: { now?: Date } = {},
): Promise<Result<{ premiumId: string; fresh: boolean }>> {
  const now = options.now ?? new Date();
  const { listingId, packageId } = payment;
  if (!listingId || !packageId) return fail(PROMOTION_MESSAGES.paymentFailed);
  const fulfilled = await db().transaction(async (tx) => {
    const [pack] = await tx.select({ durationDays: premiumPackages.durationDays }).from(premiumPackages).where(eq(premiumPackages.id, packageId));
    if (!pack) return fail(PROMOTION_MESSAGES.paymentFailed);
    if (!(await markPaid(payment.id, by, now, tx))) {
      const done = await promotionOfPayment(payment.id, tx);
      return done ? { ok: true as const, ...done, fresh: false } : fail(PROMOTION_MESSAGES.paymentFailed);
    }
    const promoted = await promoteListing({ listingId, packageId, userId: payment.userId, paymentId: payment.id, durationDays: pack.durationDays }, now, tx);
    return { ok: true as const, ...promoted, fresh: true };
  });
  // Once committed: the home page's Premium places, browse's order and the listing's badge change for everyone.
  if (fulfilled.ok && fulfilled.fresh) await everySharedPageChanged();
  return fulfilled;
}

/** The seller hears their listing is promoted. */
export async function announcePromotion(payment: Pick<Payment, "userId" | "listingId">): Promise<void> {
  const [listing] = payment.listingId
    ? await db().select({ brand: listings.brand, model: listings.model }).from(listings).where(eq(listings.id, payment.listingId))
    : [];
  const car = listing ? `${listing.brand} ${listing.model}` : null;
  await notify(payment.userId, {
    title: msg`Annonce promue`,
    message: car ? msg`Votre ${car} est maintenant en tête des résultats.` : msg`Votre annonce est maintenant en tête des résultats.`,
    type: "payment",
    link: "/dashboard",
  });
}

/**
 * Spec doc 2 §2 Admin, 'promote': an administrator puts any sale listing shown to visitors in the
 * Premium places for a package's days, without payment (the row has no payment).
 */
export async function grantPromotion(
  adminId: string,
  choice: { listingId: string; packageId: string },
  now = new Date(),
): Promise<Result<{ premiumId: string }>> {
  if (!(await isAdmin(adminId))) return fail(ACCESS_DENIED);
  if (!isUuid(choice.packageId)) return fail(PROMOTION_MESSAGES.packageRequired);
  if (!isUuid(choice.listingId)) return fail(PROMOTION_MESSAGES.listingNotFound);
  const [pack] = await db()
    .select({ durationDays: premiumPackages.durationDays, name: premiumPackages.name })
    .from(premiumPackages)
    .where(eq(premiumPackages.id, choice.packageId));
  if (!pack) return fail(PROMOTION_MESSAGES.packageRequired);
  const [listing] = await db()
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, choice.listingId), eq(listings.kind, "sale"), LISTING_VISIBLE));
  if (!listing) return fail(PROMOTION_MESSAGES.listingNotFound);
  const promoted = await promoteListing({ listingId: listing.id, packageId: choice.packageId, userId: listing.ownerId, durationDays: pack.durationDays }, now);
  await everySharedPageChanged();
  await recordAudit({
    adminId,
    action: "listing.promote",
    targetType: "listing",
    targetId: listing.id,
    details: { package: pack.name, days: pack.durationDays },
  });
  return { ok: true, ...promoted };
}
