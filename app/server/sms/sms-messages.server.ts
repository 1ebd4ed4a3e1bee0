import { and, eq, inArray, lt } from "drizzle-orm";
import { db } from "../db.server.ts";
import { smsMessages, SMS_PROVIDER_VALUES, SMS_STATUS_VALUES } from "../schema.ts";

export type SmsProvider = (typeof SMS_PROVIDER_VALUES)[number];
export type SmsStatus = (typeof SMS_STATUS_VALUES)[number];

/** What a gateway's delivery report says about one of our texts. */
export interface DeliveryReport {
  providerId: string;
  status: SmsStatus;
  error: string | null;
}

/** Records a text the gateway took; returns its id, which a code's row keeps to show its delivery. */
export async function recordSentSms(provider: SmsProvider, providerId: string | null, toNumber: string): Promise<string> {
  const [row] = await db().insert(smsMessages).values({ provider, providerId, toNumber, status: "sent" }).returning({ id: smsMessages.id });
  if (!row) throw new Error("sms_messages insert returned nothing");
  return row.id;
}

/**
 * Applies a delivery report to the text it names. Reports may come late or twice: an interim one
 * ('sent') changes nothing, and a final one (delivered, failed, undelivered) is kept only over a
 * text still in flight. False when no text of ours has that id.
 */
export async function recordDeliveryReport(provider: SmsProvider, report: DeliveryReport): Promise<boolean> {
  const match = and(eq(smsMessages.provider, provider), eq(smsMessages.providerId, report.providerId));
  if (report.status !== "sent") {
    await db()
      .update(smsMessages)
      .set({ status: report.status, error: report.error?.slice(0, 500) ?? null })
      .where(and(match, inArray(smsMessages.status, ["sent"])));
  }
  const [known] = await db().select({ id: smsMessages.id }).from(smsMessages).where(match);
  return Boolean(known);
}

/** How long a text's record is kept: its delivery report comes within hours, and the number is personal data. */
export const SMS_RECORD_DAYS = 30;

/** Deletes the records of texts older than SMS_RECORD_DAYS (a code's row keeps its own state); returns how many. */
export async function pruneOldSms(now = new Date()): Promise<number> {
  const removed = await db()
    .delete(smsMessages)
    .where(lt(smsMessages.createdAt, new Date(now.getTime() - SMS_RECORD_DAYS * 86_400_000)))
    .returning({ id: smsMessages.id });
  return removed.length;
}
