import { msg } from "@lingui/core/macro";
import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { formatCfa } from "../../lib/money.ts";
import type { Result } from "../../lib/result.ts";
import { type Db, db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { bookingDeposits, listings, rentalBookings } from "../../server/schema.ts";
import { moveBooking } from "../bookings/booking-status.server.ts";
import { wakeChannels } from "../notifications/channels.server.ts";
import { openDispute } from "../rental-disputes/open-dispute.server.ts";
import { partyBooking } from "../rental-inspections/party-booking.server.ts";
import { depositPath, depositRow } from "./deposit-records.server.ts";
import { DEPOSIT_ANSWER_HOURS, DEPOSIT_MESSAGES, answerDeadline, checkReason } from "./deposit-rules.ts";
import { type PartyNotice, mailNotices, writeNotices } from "../rental-disputes/party-notice.server.ts";

type Refusal = Extract<Result, { ok: false }>;

const refuse = (error: string, code?: Refusal["code"], field?: string): Refusal => ({
  ok: false,
  error,
  ...(code ? { code } : {}),
  ...(field ? { field } : {}),
});

/** A claim still waiting for the renter: part kept, unanswered, unsettled, and decided less than 24 hours before `now`. */
const waitingClaim = (bookingId: string, now: Date) =>
  and(
    eq(bookingDeposits.bookingId, bookingId),
    isNull(bookingDeposits.renterAnswer),
    isNull(bookingDeposits.settledAt),
    gt(bookingDeposits.keptAmount, 0),
    gt(bookingDeposits.decidedAt, new Date(now.getTime() - DEPOSIT_ANSWER_HOURS * 3_600_000)),
  );

/** Why a renter's answer found no claim to answer: none, already answered, or its 24 hours over. */
async function whyNoClaim(tx: Db, bookingId: string, now: Date): Promise<Refusal> {
  const row = await depositRow(bookingId, tx);
  if (row && row.keptAmount > 0 && !row.renterAnswer && !row.settledAt && now >= answerDeadline(row.decidedAt)) {
    return refuse(DEPOSIT_MESSAGES.answerLate, "conflict");
  }
  return refuse(DEPOSIT_MESSAGES.nothingToAnswer, "conflict");
}

/**
 * The renter's answer to a claim (the owner keeping part of the deposit), within its 24 hours:
 * written by one conditional update, so a second answer, or one past the time, changes nothing.
 */
async function answerClaim(
  userId: string,
  bookingId: unknown,
  answer: { kind: "accepted" } | { kind: "contested"; reason: unknown },
  now: Date,
): Promise<Result> {
  let notices: PartyNotice[] = [];
  const result = await db().transaction(async (tx): Promise<Result> => {
    const booking = await partyBooking(userId, bookingId, tx, true);
    if (!booking) return refuse(DEPOSIT_MESSAGES.notFound, "not-found");
    if (booking.role !== "renter") return refuse(DEPOSIT_MESSAGES.renterOnly, "forbidden");
    let reason: string | null = null;
    if (answer.kind === "contested") {
      const checked = checkReason(answer.reason, DEPOSIT_MESSAGES.contestReasonRequired);
      if (!checked.ok) return refuse(checked.error, undefined, "contestReason");
      reason = checked.reason;
    }
    const [claim] = await tx
      .update(bookingDeposits)
      .set(
        answer.kind === "accepted"
          ? { renterAnswer: "accepted", answeredAt: now, settledKept: sql`${bookingDeposits.keptAmount}`, settledAt: now }
          : { renterAnswer: "contested", answeredAt: now, contestReason: reason },
      )
      .where(waitingClaim(booking.id, now))
      .returning({ keptAmount: bookingDeposits.keptAmount });
    if (!claim) return whyNoClaim(tx, booking.id, now);
    if (answer.kind === "accepted") await moveBooking(tx, booking.id, "settle", "renter", now);
    else await openDispute(tx, { bookingId: booking.id, subject: "deposit", openedBy: userId, openerRole: "renter", reason: reason as string, now });
    const car = `${booking.brand} ${booking.model}`;
    const renterName = `${booking.renter.firstName} ${booking.renter.lastName}`;
    const quoted = reason ?? "";
    notices = [
      {
        userId: booking.ownerId,
        title: answer.kind === "accepted" ? msg`Retenue acceptée` : msg`Retenue contestée`,
        message: (language) => {
          const kept = formatCfa(claim.keptAmount, language);
          return answer.kind === "accepted"
            ? translate(language, msg`${renterName} accepte la retenue de ${kept} sur la caution de la ${car}. La location est terminée.`)
            : translate(
                language,
                msg`${renterName} conteste la retenue de ${kept} sur la caution de la ${car} : « ${quoted} ». Un administrateur va examiner le litige et trancher.`,
              );
        },
        link: depositPath(booking.id),
        button: msg`Voir la caution`,
      },
    ];
    await publishAll(await writeNotices(tx, notices, now), tx);
    return { ok: true };
  });
  if (!result.ok) return result;
  wakeChannels();
  await mailNotices(notices);
  return result;
}

/** 'Accepter': the claim stands, the deposit is settled and the rental completed. */
export function acceptClaim(userId: string, bookingId: unknown, now = new Date()): Promise<Result> {
  return answerClaim(userId, bookingId, { kind: "accepted" }, now);
}

/** 'Contester' with a reason: the claim goes to the admins' 'Litiges' and the booking is in dispute. */
export function contestClaim(userId: string, bookingId: unknown, reason: unknown, now = new Date()): Promise<Result> {
  return answerClaim(userId, bookingId, { kind: "contested", reason }, now);
}

const SWEEP_BATCH = 100;

/**
 * The scheduler's sweep: a claim its renter left unanswered for 24 hours is accepted by the clock,
 * the deposit settled, the rental completed and both parties told. Each claim is taken by a
 * conditional update in its own transaction, so several servers sweeping at once settle it once.
 * Returns how many were settled.
 */
export async function settleLapsedDeposits(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DEPOSIT_ANSWER_HOURS * 3_600_000);
  const lapsed = await db()
    .select({ bookingId: bookingDeposits.bookingId })
    .from(bookingDeposits)
    .where(
      and(isNull(bookingDeposits.renterAnswer), gt(bookingDeposits.keptAmount, 0), isNull(bookingDeposits.settledAt), lte(bookingDeposits.decidedAt, cutoff)),
    )
    .orderBy(asc(bookingDeposits.decidedAt))
    .limit(SWEEP_BATCH);
  let settled = 0;
  for (const { bookingId } of lapsed) {
    const notices = await db().transaction(async (tx): Promise<PartyNotice[]> => {
      const [claim] = await tx
        .update(bookingDeposits)
        .set({ renterAnswer: "accepted", answeredAt: now, settledKept: sql`${bookingDeposits.keptAmount}`, settledAt: now })
        .where(
          and(
            eq(bookingDeposits.bookingId, bookingId),
            isNull(bookingDeposits.renterAnswer),
            isNull(bookingDeposits.settledAt),
            gt(bookingDeposits.keptAmount, 0),
            lte(bookingDeposits.decidedAt, cutoff),
          ),
        )
        .returning({ keptAmount: bookingDeposits.keptAmount });
      if (!claim) return [];
      await moveBooking(tx, bookingId, "settle", "system", now);
      const [booking] = await tx
        .select({ ownerId: rentalBookings.ownerId, renterId: rentalBookings.renterId, brand: listings.brand, model: listings.model })
        .from(rentalBookings)
        .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
        .where(eq(rentalBookings.id, bookingId));
      if (!booking) return [];
      const car = `${booking.brand} ${booking.model}`;
      const told = (userId: string): PartyNotice => ({
        userId,
        title: msg`Retenue acceptée sans réponse`,
        message: (language) => {
          const kept = formatCfa(claim.keptAmount, language);
          return translate(
            language,
            msg`Sans réponse du locataire en 24 heures, la retenue de ${kept} sur la caution de la ${car} est acceptée. La location est terminée.`,
          );
        },
        link: depositPath(bookingId),
        button: msg`Voir la caution`,
      });
      const notices = [told(booking.renterId), told(booking.ownerId)];
      await publishAll(await writeNotices(tx, notices, now), tx);
      return notices;
    });
    if (notices.length === 0) continue;
    settled++;
    wakeChannels();
    await mailNotices(notices);
  }
  return settled;
}
