import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { formatLongDate } from "../../lib/long-date.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { sendMail } from "../../server/mail.server.ts";
import { mailLayout } from "../../server/mail-layout.server.ts";
import { appUrl } from "../../server/secret.server.ts";
import { profiles, subscriptions } from "../../server/schema.ts";
import { type NotificationInput, notify } from "../notifications/notifications.server.ts";
import type { PaymentActor } from "../payments/payment-lifecycle.ts";
import { type Payment, markPaid } from "../payments/payments.server.ts";
import { proPlan } from "./plans.server.ts";
import { PRO_PERIOD_DAYS, prepaidPeriodEnd, reminderDueBy } from "./prepaid-period.ts";
import { PRO_STATUSES } from "./pro-rule.ts";
import { syncSellerPro } from "./pro-status.server.ts";

export const PRO_ACTIVATED: NotificationInput = { title: "Abonnement activé !", message: "Votre plan Pro est maintenant actif.", type: "payment", link: "/subscription" };

/** The one record of a member's prepaid Pro with a provider: each paid month extends it. */
const prepaidId = (provider: string, userId: string) => `${provider}-pro-${userId}`;

/**
 * A Pro month paid with a provider that has no subscriptions (Wave): the payment becomes paid and
 * the member's prepaid period runs 30 days more, from its end if it is still running (an early
 * renewal loses nothing), else from now, in one transaction. Applied once per payment, whoever
 * calls first (`by`). Returns whether this call applied it.
 */
export async function startPrepaidPro(payment: Pick<Payment, "id" | "userId">, provider: string, by: PaymentActor, now = new Date()): Promise<boolean> {
  const { userId } = payment;
  const applied = await db().transaction(async (tx) => {
    if (!(await markPaid(payment.id, by, now, tx))) return false;
    const plan = await proPlan(tx);
    if (!plan) throw new Error("prepaid-pro: no Pro plan");
    const id = prepaidId(provider, userId);
    const [current] = await tx
      .select({ status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, id))
      .for("update");
    const currentPeriodEnd = prepaidPeriodEnd(current ?? null, now);
    const values = { provider, productId: plan.productId, status: "active", currentPeriodEnd, cancelAtPeriodEnd: true, reminderSentFor: null };
    await tx
      .insert(subscriptions)
      .values({ userId, providerSubscriptionId: id, ...values })
      .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: { ...values, updatedAt: now }, setWhere: eq(subscriptions.userId, userId) });
    return true;
  });
  if (!applied) return false;
  await syncSellerPro(userId);
  await notify(userId, PRO_ACTIVATED);
  return true;
}

/** A refunded Pro month: the period it paid for is taken back (the member stays Pro only if more was paid). */
export async function revokePrepaidMonth(userId: string, provider: string, now = new Date()): Promise<void> {
  await db()
    .update(subscriptions)
    .set({ currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd} - make_interval(days => ${PRO_PERIOD_DAYS}), ${now})`, updatedAt: now })
    .where(eq(subscriptions.providerSubscriptionId, prepaidId(provider, userId)));
  await syncSellerPro(userId);
}

/** The member's running prepaid Pro period (a renewal is offered instead of a provider's portal), or null. */
export async function prepaidProOf(userId: string, now = new Date()): Promise<{ provider: string; endsAt: Date } | null> {
  const [row] = await db()
    .select({ provider: subscriptions.provider, endsAt: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.cancelAtPeriodEnd, true),
        eq(subscriptions.status, "active"),
        isNotNull(subscriptions.currentPeriodEnd),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row?.endsAt ? { provider: row.provider, endsAt: row.endsAt } : null;
}

/**
 * The reminder 3 days before a Pro period ends without renewal (a prepaid month, or a subscription
 * set to stop): a notification and a mail, once per period end. Rows are claimed by one UPDATE, so
 * several instances never send it twice. Returns how many members were reminded.
 */
export async function sendProReminders(now = new Date()): Promise<number> {
  const soon = reminderDueBy(now);
  const due = await db()
    .update(subscriptions)
    .set({ reminderSentFor: sql`${subscriptions.currentPeriodEnd}` })
    .where(
      and(
        eq(subscriptions.cancelAtPeriodEnd, true),
        sql`${subscriptions.status} in ${PRO_STATUSES}`,
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, soon),
        or(isNull(subscriptions.reminderSentFor), ne(subscriptions.reminderSentFor, subscriptions.currentPeriodEnd)),
      ),
    )
    .returning({ userId: subscriptions.userId, endsAt: subscriptions.currentPeriodEnd });
  for (const { userId, endsAt } of due) {
    if (!endsAt) continue;
    const message = `Votre plan Pro se termine le ${formatLongDate(endsAt)}. Renouvelez-le en un geste pour garder vos annonces en tête des résultats et votre badge Pro.`;
    await notify(userId, { title: "Votre plan Pro se termine bientôt", message, type: "payment", link: "/subscription" });
    await mailReminder(userId, message);
  }
  return due.length;
}

async function mailReminder(userId: string, message: string): Promise<void> {
  const [member] = await db()
    .select({ email: profiles.email, firstName: profiles.firstName, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!member || member.deletedAt) return;
  const subject = "Votre plan Pro se termine bientôt";
  const link = `${appUrl()}/subscription`;
  const lines = [`Bonjour ${member.firstName},`, message];
  try {
    await sendMail({
      to: member.email,
      subject,
      text: `${lines.join("\n\n")}\n\nRenouveler : ${link}\n`,
      html: mailLayout(subject, lines, link, "Renouveler mon plan Pro"),
    });
  } catch (error) {
    // The notification is there; a mail that fails is not sent again for the same period.
    log.error("pro_reminder.mail_failed", { userId, error: String(error) });
  }
}
