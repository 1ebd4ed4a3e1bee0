import { msg } from "@lingui/core/macro";
import { desc, eq } from "drizzle-orm";
import { formatCharge } from "../../lib/charge.ts";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { everySharedPageChanged } from "../../server/shared-pages.server.ts";
import { log } from "../../server/log.server.ts";
import { providerNamed } from "../../server/payments/payment-provider.server.ts";
import { listings, payments, profiles } from "../../server/schema.ts";
import { ACCESS_DENIED, isAdmin } from "../accounts/roles.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { memberMatching } from "../moderation/members.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { isRefundable } from "../payments/payment-lifecycle.ts";
import { claimRefund, markRefunded, refuseRefund } from "../payments/payments.server.ts";
import { endPaidPromotion } from "../promotion/premium-listings.server.ts";
import { revokePrepaidMonth } from "../subscription/prepaid-pro.server.ts";

export const REFUND_MESSAGES = {
  notRefundable: /*i18n*/ "Ce paiement ne peut pas être remboursé.",
  providerRefused: /*i18n*/ "Le remboursement a échoué chez le fournisseur de paiement. Réessayez plus tard.",
  refunded: /*i18n*/ "Paiement remboursé",
} as const;

export const PAYMENTS_LIST_LIMIT = 50;

/** The admin's payments list: the latest, or those of members found as the members list finds them; which can be refunded. */
export async function recentPayments(search = "") {
  const rows = await db()
    .select({
      id: payments.id,
      kind: payments.kind,
      provider: payments.provider,
      amount: payments.amount,
      method: payments.method,
      currency: payments.currency,
      chargedAmount: payments.chargedAmount,
      status: payments.status,
      couponCode: payments.couponCode,
      createdAt: payments.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      brand: listings.brand,
      model: listings.model,
    })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .leftJoin(listings, eq(listings.id, payments.listingId))
    .where(memberMatching(search))
    .orderBy(desc(payments.createdAt))
    .limit(PAYMENTS_LIST_LIMIT);
  return rows.map((row) => ({ ...row, refundable: isRefundable(row.status, Boolean(providerNamed(row.provider)?.refund)) }));
}

/**
 * An admin gives a paid payment back through its provider's API: the payment is claimed first
 * (paid → refunding, so two admins never refund it twice), then refunded at the provider; on
 * success what it paid for stops (the promotion ends now, a prepaid Pro month is taken back), the
 * member is told and the audit log keeps it. A refusal puts the payment back as paid.
 */
export async function refundPayment(adminId: string, paymentId: string, now = new Date()): Promise<Result<{ paymentId: string }>> {
  if (!(await isAdmin(adminId))) return { ok: false, error: ACCESS_DENIED };
  if (!isUuid(paymentId)) return { ok: false, error: REFUND_MESSAGES.notRefundable };
  const claimed = await claimRefund(paymentId);
  if (!claimed) return { ok: false, error: REFUND_MESSAGES.notRefundable };
  const provider = providerNamed(claimed.provider);
  if (!provider?.refund || !claimed.providerSessionId) {
    await refuseRefund(paymentId);
    return { ok: false, error: REFUND_MESSAGES.notRefundable };
  }
  try {
    await provider.refund(claimed.providerSessionId);
  } catch (error) {
    log.error("payments.refund_failed", { paymentId, provider: provider.name, error: String(error) });
    await refuseRefund(paymentId);
    return { ok: false, error: REFUND_MESSAGES.providerRefused };
  }
  await db().transaction(async (tx) => {
    await markRefunded(paymentId, now, tx);
    if (claimed.kind === "promotion") await endPaidPromotion(paymentId, now, tx);
    await recordAudit(
      {
        adminId,
        action: "payment.refund",
        targetType: "payment",
        targetId: paymentId,
        details: { provider: provider.name, amount: claimed.amount, charged: claimed.chargedAmount, currency: claimed.currency, kind: claimed.kind },
      },
      tx,
    );
  });
  // Once committed, a promotion's end shows everywhere at once (home's Premium places, browse's order).
  if (claimed.kind === "promotion") await everySharedPageChanged();
  if (claimed.kind === "subscription" && !provider.recurring) await revokePrepaidMonth(claimed.userId, provider.name, now);
  const charge = formatCharge(claimed.chargedAmount, claimed.currency);
  await notify(claimed.userId, {
    title: msg`Paiement remboursé`,
    message:
      claimed.kind === "promotion"
        ? msg`Votre paiement de ${charge} a été remboursé ; la promotion correspondante est terminée.`
        : msg`Votre paiement de ${charge} a été remboursé.`,
    type: "payment",
    link: "/dashboard",
  });
  return { ok: true, paymentId };
}
