import { and, asc, count, eq } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { bookingDeposits, bookingPhotos } from "../../server/schema.ts";
import { bookingPhotoUrl } from "../rental-inspections/booking-photo-url.ts";
import type { DepositDecision } from "./deposit-rules.ts";

/** A booking's deposit row as the pages and the rules read it. */
export interface DepositRow extends DepositDecision {
  amount: number;
  reason: string | null;
  answeredAt: Date | null;
  contestReason: string | null;
  settledKept: number | null;
}

export async function depositRow(bookingId: string, executor: Db = db()): Promise<DepositRow | null> {
  const [row] = await executor
    .select({
      amount: bookingDeposits.amount,
      keptAmount: bookingDeposits.keptAmount,
      reason: bookingDeposits.reason,
      decidedAt: bookingDeposits.decidedAt,
      renterAnswer: bookingDeposits.renterAnswer,
      answeredAt: bookingDeposits.answeredAt,
      contestReason: bookingDeposits.contestReason,
      settledKept: bookingDeposits.settledKept,
      settledAt: bookingDeposits.settledAt,
    })
    .from(bookingDeposits)
    .where(eq(bookingDeposits.bookingId, bookingId));
  return row ?? null;
}

export interface ClaimPhoto {
  id: string;
  /** Its authorised address: never the storage key. */
  url: string;
}

/** The photos of the owner's claim on the deposit, oldest first. */
export async function claimPhotos(bookingId: string, executor: Db = db()): Promise<ClaimPhoto[]> {
  const rows = await executor
    .select({ id: bookingPhotos.id })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, bookingId), eq(bookingPhotos.subject, "deposit")))
    .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id));
  return rows.map((row) => ({ id: row.id, url: bookingPhotoUrl(bookingId, row.id) }));
}

export async function claimPhotoCount(bookingId: string, executor: Db = db()): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, bookingId), eq(bookingPhotos.subject, "deposit")));
  return row?.n ?? 0;
}

/** The deposit's page of a booking. */
export function depositPath(bookingId: string): string {
  return `/bookings/${bookingId}/caution`;
}
