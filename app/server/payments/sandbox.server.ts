import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "../db.server.ts";
import { sandboxCheckouts, sandboxSubscriptions } from "../schema.ts";
import { sign, verifySignature } from "../signature.server.ts";
import type { CheckoutState, PaymentProvider, ProviderEvent } from "./provider.ts";

export const SANDBOX_CHECKOUT_PATH = "/checkout/sandbox";
export const SANDBOX_PORTAL_PATH = "/checkout/sandbox-portail";
const PORTAL_PURPOSE = "sandbox-portal";
const MONTH_MS = 30 * 86_400_000;

/**
 * The embedded provider, used when no real one is configured: its checkout and its portal are pages
 * of this app. It keeps its sessions and subscriptions in its own tables, as a real provider does
 * on its side, and answers the same questions.
 */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  recurring: true,
  async createCheckout(request) {
    const id = `sbx_${randomUUID()}`;
    // It charges `amount`, the price after any promo code, and has no coupons of its own.
    const { reference, customerId, mode, amount, description, successUrl, cancelUrl } = request;
    await db()
      .insert(sandboxCheckouts)
      .values({ id, reference, customerId, mode, amount, description, successUrl, cancelUrl, productId: request.productId ?? null });
    return { id, url: `${SANDBOX_CHECKOUT_PATH}/${id}` };
  },
  async retrieveCheckout(id) {
    const [row] = await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    if (!row) return null;
    return {
      id: row.id,
      reference: row.reference,
      status: row.status as CheckoutState["status"],
      amount: row.amount,
      currency: row.currency.toUpperCase(),
      subscriptionId: row.subscriptionId,
    };
  },
  async retrieveSubscription(id) {
    const [row] = await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    // The sandbox's customers are our members.
    return row
      ? {
          id: row.id,
          memberId: row.customerId,
          customerId: row.customerId,
          productId: row.productId,
          status: row.status,
          currentPeriodEnd: row.currentPeriodEnd,
        }
      : null;
  },
  async expireCheckout(id) {
    await db()
      .update(sandboxCheckouts)
      .set({ status: "cancelled" })
      .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "open")));
  },
  async refund(id) {
    const refunded = await db()
      .update(sandboxCheckouts)
      .set({ refundedAt: new Date() })
      .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "paid"), isNull(sandboxCheckouts.refundedAt)))
      .returning({ id: sandboxCheckouts.id });
    if (refunded.length === 0) throw new Error("sandbox: no paid checkout to refund");
  },
  async portalUrl(customerId, returnUrl) {
    return `${SANDBOX_PORTAL_PATH}?${new URLSearchParams({ c: customerId, s: sign(PORTAL_PURPOSE, customerId), retour: returnUrl })}`;
  },
};

/** What the sandbox's checkout page shows. */
export async function sandboxCheckout(id: string) {
  const [row] = await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row ?? null;
}

/**
 * The buyer pays or gives up on the sandbox page: the session closes once (a paid subscription
 * checkout starts a month of subscription), and the event a real provider's webhook would carry is
 * returned, for the same handling.
 */
export async function closeSandboxCheckout(id: string, outcome: "paid" | "cancelled", now = new Date()): Promise<ProviderEvent | null> {
  return db().transaction(async (tx) => {
    const [closed] = await tx
      .update(sandboxCheckouts)
      .set({ status: outcome })
      .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "open")))
      .returning();
    if (!closed) return null;
    if (outcome === "paid" && closed.mode === "subscription" && closed.productId) {
      const subscriptionId = `sbx_sub_${randomUUID()}`;
      await tx.insert(sandboxSubscriptions).values({
        id: subscriptionId,
        customerId: closed.customerId,
        productId: closed.productId,
        status: "active",
        currentPeriodEnd: new Date(now.getTime() + MONTH_MS),
      });
      await tx.update(sandboxCheckouts).set({ subscriptionId }).where(eq(sandboxCheckouts.id, id));
    }
    return { id: `sbx_evt_${randomUUID()}`, type: outcome === "paid" ? "checkout.paid" : "checkout.cancelled", checkoutId: id };
  });
}

/** The customer a signed portal link was made for, or null for a forged one. */
export function portalCustomer(customerId: unknown, signature: unknown): string | null {
  return typeof customerId === "string" && verifySignature(PORTAL_PURPOSE, customerId, signature) ? customerId : null;
}

/** The customer's live subscriptions, as the portal lists them. */
export function sandboxSubscriptionsOf(customerId: string) {
  return db()
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.customerId, customerId), eq(sandboxSubscriptions.status, "active")));
}

/** 'Résilier' in the portal: the subscription ends now, and the event a webhook would carry is returned. */
export async function cancelSandboxSubscription(customerId: string, subscriptionId: string): Promise<ProviderEvent | null> {
  const ended = await db()
    .update(sandboxSubscriptions)
    .set({ status: "canceled", currentPeriodEnd: new Date() })
    .where(and(eq(sandboxSubscriptions.id, subscriptionId), eq(sandboxSubscriptions.customerId, customerId), eq(sandboxSubscriptions.status, "active")))
    .returning({ id: sandboxSubscriptions.id });
  return ended.length > 0 ? { id: `sbx_evt_${randomUUID()}`, type: "subscription.updated", subscriptionId } : null;
}
