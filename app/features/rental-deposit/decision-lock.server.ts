import type { Result } from "../../lib/result.ts";
import type { Db } from "../../server/db.server.ts";
import { type PartyBooking, partyBooking } from "../rental-inspections/party-booking.server.ts";
import { depositRow } from "./deposit-records.server.ts";
import { DEPOSIT_MESSAGES } from "./deposit-rules.ts";

type Refusal = Extract<Result, { ok: false }>;

const refuse = (error: string, code: Refusal["code"]): Refusal => ({ ok: false, error, code });

/**
 * The booking, locked for the caller's transaction, when `userId` is its owner and the deposit
 * waits for the owner's decision: the car back ('returned'), a deposit asked, nothing decided yet.
 * Otherwise the refusal: 404 for anyone but the two parties, whatever the id.
 */
export async function lockForDecision(tx: Db, userId: string, bookingId: unknown): Promise<PartyBooking | Refusal> {
  const booking = await partyBooking(userId, bookingId, tx, true);
  if (!booking) return refuse(DEPOSIT_MESSAGES.notFound, "not-found");
  if (booking.role !== "owner") return refuse(DEPOSIT_MESSAGES.ownerOnly, "forbidden");
  if (booking.depositAmount <= 0) return refuse(DEPOSIT_MESSAGES.noDeposit, "conflict");
  if (await depositRow(booking.id, tx)) return refuse(DEPOSIT_MESSAGES.alreadyDecided, "conflict");
  if (booking.status !== "returned") return refuse(DEPOSIT_MESSAGES.notReturned, "conflict");
  return booking;
}
