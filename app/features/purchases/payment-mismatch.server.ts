import { msg } from "@lingui/core/macro";
import { and, eq, isNull } from "drizzle-orm";
import { formatCharge } from "../../lib/charge.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import type { CheckoutState } from "../../server/payments/provider.ts";
import { profiles } from "../../server/schema.ts";
import { notify } from "../notifications/notifications.server.ts";
import type { Payment } from "../payments/payments.server.ts";

/** Whether the provider holds the payment for exactly what we asked it to take (amount and currency). */
export function chargeMatches(payment: Pick<Payment, "chargedAmount" | "currency">, state: Pick<CheckoutState, "amount" | "currency">): boolean {
  return state.amount === payment.chargedAmount && state.currency.toUpperCase() === payment.currency.toUpperCase();
}

/**
 * A provider reports a payment paid for another amount or currency than the one stored: nothing is
 * granted, and every administrator is told in the bell (the caller tells once per payment).
 */
export async function reportChargeMismatch(payment: Payment, state: CheckoutState): Promise<void> {
  const asked = formatCharge(payment.chargedAmount, payment.currency);
  const reported = Number.isFinite(state.amount) ? formatCharge(state.amount, state.currency || "?") : "illisible";
  log.warn("payment.charge_mismatch", { paymentId: payment.id, provider: payment.provider, asked, reported });
  const admins = await db()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "admin"), isNull(profiles.deletedAt)));
  for (const admin of admins) {
    const id = payment.id;
    const provider = payment.provider;
    await notify(admin.id, {
      title: msg`Paiement refusé : montant différent`,
      message: msg`Le paiement ${id} (${provider}) est annoncé payé pour ${reported} au lieu de ${asked}. Rien n'a été accordé.`,
      type: "payment",
      link: "/admin?tab=payments",
    });
  }
}
