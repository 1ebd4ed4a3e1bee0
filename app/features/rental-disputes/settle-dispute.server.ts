import { msg } from "@lingui/core/macro";
import { and, count, eq } from "drizzle-orm";
import { formatCfa } from "../../lib/money.ts";
import type { Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { bookingDeposits, bookingDisputes, listings, profiles, rentalBookings } from "../../server/schema.ts";
import { moveBooking } from "../bookings/booking-status.server.ts";
import { recordAudit } from "../moderation/audit-log.server.ts";
import { wakeChannels } from "../notifications/channels.server.ts";
import { type PartyNotice, mailNotices, writeNotices } from "./party-notice.server.ts";
import { DISPUTE_MESSAGES, DISPUTE_SUBJECT_LABELS, checkDecision, decidesDeposit, parseDepositKept } from "./dispute-rules.ts";

type Refusal = Extract<Result, { ok: false }>;
const refuse = (error: string, code?: Refusal["code"], field?: string): Refusal => ({
  ok: false,
  error,
  ...(code ? { code } : {}),
  ...(field ? { field } : {}),
});

const ADMIN_ONLY = /*i18n*/ "Vous n'avez pas les permissions d'administrateur.";

/**
 * 'Rendre la décision': the dispute settled once (a second admin deciding the same dispute is
 * refused), the deposit settled as decided (its row made when the owner never decided), the
 * booking completed when no other dispute of it stays open, the journal written, all in one
 * transaction; then both parties told, in the bell (WhatsApp where they turned it on) and by mail.
 * A refusal names its field (decision, depositKept) so the page keeps what was typed.
 */
export async function settleDispute(
  adminId: string,
  disputeId: unknown,
  input: { decision: unknown; depositKept: unknown },
  now = new Date(),
): Promise<Result> {
  if (!isUuid(disputeId)) return refuse(DISPUTE_MESSAGES.notFound, "not-found");
  let notices: PartyNotice[] = [];
  const result = await db().transaction(async (tx): Promise<Result> => {
    const [admin] = await tx.select({ role: profiles.role, banned: profiles.banned }).from(profiles).where(eq(profiles.id, adminId));
    if (admin?.role !== "admin" || admin.banned) return refuse(ADMIN_ONLY, "forbidden");
    const [found] = await tx
      .select({
        subject: bookingDisputes.subject,
        status: bookingDisputes.status,
        bookingId: rentalBookings.id,
        bookingStatus: rentalBookings.status,
        ownerId: rentalBookings.ownerId,
        renterId: rentalBookings.renterId,
        depositAmount: rentalBookings.depositAmount,
        brand: listings.brand,
        model: listings.model,
      })
      .from(bookingDisputes)
      .innerJoin(rentalBookings, eq(rentalBookings.id, bookingDisputes.bookingId))
      .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
      .where(eq(bookingDisputes.id, disputeId))
      .for("update", { of: [bookingDisputes, rentalBookings] });
    if (!found) return refuse(DISPUTE_MESSAGES.notFound, "not-found");
    if (found.status !== "open") return refuse(DISPUTE_MESSAGES.alreadySettled, "conflict");
    const decision = checkDecision(input.decision);
    if (!decision.ok) return refuse(decision.error, undefined, "decision");
    let kept: number | null = null;
    if (decidesDeposit(found.subject, found.depositAmount)) {
      const parsed = parseDepositKept(input.depositKept, found.depositAmount);
      if (!parsed.ok) return refuse(parsed.error, undefined, "depositKept");
      kept = parsed.value;
    }
    const [settled] = await tx
      .update(bookingDisputes)
      .set({ status: "settled", decision: decision.value, depositKept: kept, decidedBy: adminId, decidedAt: now })
      .where(and(eq(bookingDisputes.id, disputeId), eq(bookingDisputes.status, "open")))
      .returning({ id: bookingDisputes.id });
    if (!settled) return refuse(DISPUTE_MESSAGES.alreadySettled, "conflict");
    if (kept !== null) {
      await settleDepositByDecision(tx, { bookingId: found.bookingId, amount: found.depositAmount, kept, decision: decision.value, now });
    }
    const [stillOpen] = await tx
      .select({ n: count() })
      .from(bookingDisputes)
      .where(and(eq(bookingDisputes.bookingId, found.bookingId), eq(bookingDisputes.status, "open")));
    if ((stillOpen?.n ?? 0) === 0 && found.bookingStatus === "disputed") await moveBooking(tx, found.bookingId, "resolve", "admin", now);
    await recordAudit(
      { adminId, action: "dispute.settle", targetType: "booking", targetId: found.bookingId, details: { subject: found.subject, depositKept: kept } },
      tx,
    );
    const car = `${found.brand} ${found.model}`;
    const words = decision.value;
    const subject = DISPUTE_SUBJECT_LABELS[found.subject];
    const told = (userId: string): PartyNotice => ({
      userId,
      title: msg`Décision sur le litige de votre location`,
      message: (language) => {
        const about = translate(language, { id: subject });
        const said = translate(language, msg`Un administrateur a tranché le litige sur la location de la ${car} (${about}) : « ${words} »`);
        if (kept === null) return said;
        const keptText = formatCfa(kept, language);
        const amount = formatCfa(found.depositAmount, language);
        const deposit =
          kept === 0
            ? translate(language, msg`La caution de ${amount} est rendue en entier au locataire.`)
            : translate(language, msg`Le propriétaire garde ${keptText} de la caution de ${amount}.`);
        return `${said} ${deposit}`;
      },
      link: `/bookings/${found.bookingId}`,
      button: msg`Voir la réservation`,
    });
    notices = [told(found.renterId), told(found.ownerId)];
    await publishAll(await writeNotices(tx, notices, now), tx);
    return { ok: true };
  });
  if (!result.ok) return result;
  wakeChannels();
  await mailNotices(notices);
  return result;
}

/**
 * The decision settles the deposit, in its transaction: what the owner keeps is set and the
 * deposit closed; when the owner never decided (a contested return record stopped the booking
 * first), the row is made with the admin's amount and words.
 */
async function settleDepositByDecision(tx: Db, settlement: { bookingId: string; amount: number; kept: number; decision: string; now: Date }): Promise<void> {
  const { bookingId, amount, kept, decision, now } = settlement;
  await tx
    .insert(bookingDeposits)
    .values({ bookingId, amount, keptAmount: kept, reason: kept > 0 ? decision : null, decidedAt: now, settledKept: kept, settledAt: now })
    .onConflictDoUpdate({ target: bookingDeposits.bookingId, set: { settledKept: kept, settledAt: now } });
}
