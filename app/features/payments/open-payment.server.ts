import { and, count, eq, sql } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { payments } from "../../server/schema.ts";
import { MAX_PENDING_PAYMENTS, TOO_MANY_PENDING_PAYMENTS } from "./pending-payments.ts";

/** What a new payment is, before its checkout exists: everything but its status and provider session. */
export type NewPayment = Omit<typeof payments.$inferInsert, "id" | "status" | "providerSessionId">;

/**
 * Records the pending payment a member is about to be sent to pay, unless MAX_PENDING_PAYMENTS of
 * theirs are pending already. One member's openings go one at a time (an advisory lock on the
 * member, held to the end of the insert), so simultaneous requests cannot all slip under the limit.
 * The provider's checkout is opened afterwards, outside the transaction.
 */
export async function openPendingPayment(payment: NewPayment): Promise<Result<{ id: string }>> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments:${payment.userId}`}))`);
    const [open] = await tx
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.userId, payment.userId), eq(payments.status, "pending")));
    if ((open?.n ?? 0) >= MAX_PENDING_PAYMENTS) return { ok: false as const, error: TOO_MANY_PENDING_PAYMENTS };
    const [row] = await tx
      .insert(payments)
      .values({ ...payment, status: "pending" })
      .returning({ id: payments.id });
    if (!row) throw new Error("insert returned no row");
    return { ok: true as const, id: row.id };
  });
}
