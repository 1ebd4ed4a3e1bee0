import { msg } from "@lingui/core/macro";
import { formatCfa } from "../../lib/money.ts";
import type { Result } from "../../lib/result.ts";
import { type Db, db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { removePrivatePhotos } from "../../server/private-storage.server.ts";
import { bookingDeposits } from "../../server/schema.ts";
import { moveBooking } from "../bookings/booking-status.server.ts";
import { wakeChannels } from "../notifications/channels.server.ts";
import type { PartyBooking } from "../rental-inspections/party-booking.server.ts";
import { dropClaimPhotos } from "./claim-photos.server.ts";
import { lockForDecision } from "./decision-lock.server.ts";
import { depositPath } from "./deposit-records.server.ts";
import { DEPOSIT_MESSAGES, checkReason, parseKeptAmount } from "./deposit-rules.ts";
import { type PartyNotice, mailNotices, writeNotices } from "../rental-disputes/party-notice.server.ts";

type Refusal = Extract<Result, { ok: false }>;

const refuse = (error: string, code?: Refusal["code"], field?: string): Refusal => ({
  ok: false,
  error,
  ...(code ? { code } : {}),
  ...(field ? { field } : {}),
});

/**
 * Writes the owner's decision once: the row's primary key makes a second decision, even sent at
 * the same instant, insert nothing.
 */
async function insertDecision(tx: Db, booking: PartyBooking, kept: number, reason: string | null, now: Date): Promise<boolean> {
  const [row] = await tx
    .insert(bookingDeposits)
    .values({
      bookingId: booking.id,
      amount: booking.depositAmount,
      keptAmount: kept,
      reason,
      decidedAt: now,
      ...(kept === 0 ? { settledKept: 0, settledAt: now } : {}),
    })
    .onConflictDoNothing()
    .returning({ bookingId: bookingDeposits.bookingId });
  return Boolean(row);
}

const ownerName = (b: PartyBooking) => `${b.owner.firstName} ${b.owner.lastName}`;

/**
 * 'Rendre la caution en entier': nothing kept, settled at once, the rental completed and the
 * renter told. Photos added for a claim the owner gave up are removed.
 */
export async function returnDepositInFull(userId: string, bookingId: unknown, now = new Date()): Promise<Result> {
  let notices: PartyNotice[] = [];
  let dropped: string[] = [];
  const result = await db().transaction(async (tx): Promise<Result> => {
    const booking = await lockForDecision(tx, userId, bookingId);
    if ("ok" in booking) return booking;
    if (!(await insertDecision(tx, booking, 0, null, now))) return refuse(DEPOSIT_MESSAGES.alreadyDecided, "conflict");
    await moveBooking(tx, booking.id, "settle", "owner", now);
    dropped = await dropClaimPhotos(tx, booking.id);
    const car = `${booking.brand} ${booking.model}`;
    const name = ownerName(booking);
    notices = [
      {
        userId: booking.renterId,
        title: msg`Caution rendue`,
        message: (language) => {
          const amount = formatCfa(booking.depositAmount, language);
          return translate(language, msg`${name} vous rend la caution de ${amount} de la ${car} en entier. La location est terminée.`);
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
  if (dropped.length > 0) await removePrivatePhotos(dropped).catch((error: unknown) => log.error("deposit_photos.remove_failed", { error: String(error) }));
  await mailNotices(notices);
  return result;
}

/**
 * 'Retenir une partie' then 'Envoyer': the owner keeps a whole number of FCFA, 1 to the deposit,
 * with a reason; the renter is told and has 24 hours to accept or contest. A refusal names its
 * field (keptAmount, reason) so the page keeps what was typed.
 */
export async function claimDeposit(userId: string, bookingId: unknown, input: { keptAmount: unknown; reason: unknown }, now = new Date()): Promise<Result> {
  let notices: PartyNotice[] = [];
  const result = await db().transaction(async (tx): Promise<Result> => {
    const booking = await lockForDecision(tx, userId, bookingId);
    if ("ok" in booking) return booking;
    const kept = parseKeptAmount(input.keptAmount, booking.depositAmount);
    if (!kept.ok) return refuse(kept.error, undefined, "keptAmount");
    const reason = checkReason(input.reason);
    if (!reason.ok) return refuse(reason.error, undefined, "reason");
    if (!(await insertDecision(tx, booking, kept.amount, reason.reason, now))) return refuse(DEPOSIT_MESSAGES.alreadyDecided, "conflict");
    const car = `${booking.brand} ${booking.model}`;
    const name = ownerName(booking);
    const why = reason.reason;
    notices = [
      {
        userId: booking.renterId,
        title: msg`Retenue sur votre caution`,
        message: (language) => {
          const keptText = formatCfa(kept.amount, language);
          const amount = formatCfa(booking.depositAmount, language);
          return translate(
            language,
            msg`${name} retient ${keptText} sur la caution de ${amount} de la ${car}. Motif : « ${why} ». Vous avez 24 heures pour accepter ou contester ; sans réponse, la retenue sera acceptée.`,
          );
        },
        link: depositPath(booking.id),
        button: msg`Répondre`,
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
