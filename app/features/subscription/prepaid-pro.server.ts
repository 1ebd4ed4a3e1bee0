import { msg } from "@lingui/core/macro";
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { type Language, recipientLanguage } from "../../lib/language.ts";
import { formatLongDate } from "../../lib/long-date.ts";
import { db } from "../../server/db.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { sendMail } from "../../server/mail.server.ts";
import { mailLayout, mailLink } from "../../server/mail-layout.server.ts";
import { profiles, subscriptions } from "../../server/schema.ts";
import { type NotificationInput, notify } from "../notifications/notifications.server.ts";
import type { PaymentActor } from "../payments/payment-lifecycle.ts";
import { type Payment, markPaid } from "../payments/payments.server.ts";
import { proPlan } from "./plans.server.ts";
import { PRO_PERIOD_DAYS, prepaidPeriodEnd, reminderDueBy } from "./prepaid-period.ts";
import { PRO_STATUSES } from "./pro-rule.ts";
import { syncSellerPro } from "./pro-status.server.ts";

export const PRO_ACTIVATED: NotificationInput = {
  title: msg`Abonnement activé !`,
  message: msg`Votre plan Pro est maintenant actif.`,
  type: "payment",
  link: "/subscription",
};

const PRO_ENDING_TITLE = msg`Votre plan Pro se termine bientôt`;

/** The reminder's sentence, in the bell and the mail, in the member's language. */
function proEndingLine(language: Language, endsAt: Date): string {
  const endsOn = formatLongDate(endsAt, {}, language);
  return translate(
    language,
    msg`Votre plan Pro se termine le ${endsOn}. Renouvelez-le en un geste pour garder vos annonces en tête des résultats et votre badge Pro.`,
  );
}

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
    await notify(userId, { title: PRO_ENDING_TITLE, message: (language) => proEndingLine(language, endsAt), type: "payment", link: "/subscription" });
    await mailReminder(userId, endsAt);
  }
  return due.length;
}

async function mailReminder(userId: string, endsAt: Date): Promise<void> {
  const [member] = await db()
    .select({ email: profiles.email, firstName: profiles.firstName, deletedAt: profiles.deletedAt, country: profiles.country, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!member || member.deletedAt) return;
  const language = recipientLanguage(member);
  const subject = translate(language, PRO_ENDING_TITLE);
  const link = mailLink("/subscription", language);
  const firstName = member.firstName;
  const lines = [translate(language, msg`Bonjour ${firstName},`), proEndingLine(language, endsAt)];
  try {
    await sendMail({
      to: member.email,
      subject,
      text: `${lines.join("\n\n")}\n\n${translate(language, msg`Renouveler : ${link}`)}\n`,
      html: mailLayout(subject, lines, link, translate(language, msg`Renouveler mon plan Pro`), undefined, language),
    });
  } catch (error) {
    // The notification is there; a mail that fails is not sent again for the same period.
    log.error("pro_reminder.mail_failed", { userId, error: String(error) });
  }
}
