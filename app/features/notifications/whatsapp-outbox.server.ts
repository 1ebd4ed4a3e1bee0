import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { countedSend } from "../../server/metrics.server.ts";
import { type WhatsAppStatus, whatsappMessages } from "../../server/schema.ts";
import { whatsappTemplateLanguage } from "./whatsapp-templates.server.ts";
import { WhatsAppApiError, sendTemplateMessage, whatsappConfig } from "../../server/whatsapp/cloud-api.server.ts";

const BATCH = 50;
/** Tries before a message is given up (an outage outlasting them loses the WhatsApp copy; the bell keeps it). */
export const WHATSAPP_MAX_ATTEMPTS = 5;
/** A row left `sending` this long (its server stopped mid-send) is taken again. */
const STUCK_MS = 10 * 60 * 1000;
/** A message the API could not take waits this long before its next try (the outbox's job runs every minute). */
export const WHATSAPP_RETRY_MS = 60 * 1000;

export interface QueuedWhatsApp {
  userId: string;
  notificationId: string;
  to: string;
  template: string;
  params: string[];
}

/** Queues a WhatsApp message in the caller's transaction: it leaves only once that commits. */
export async function queueWhatsApp(tx: Db, message: QueuedWhatsApp): Promise<void> {
  await tx
    .insert(whatsappMessages)
    .values({ userId: message.userId, notificationId: message.notificationId, toNumber: message.to, template: message.template, params: message.params })
    .onConflictDoNothing();
}

/**
 * The outbox's run: claims the due messages (skipping any another server holds), sends each to the
 * Cloud API, and keeps its `wamid` for the webhook's receipts. A refused message (a bad number, a
 * template not approved) fails at once; an outage gives it back for the next run. Returns how many left.
 */
export async function sendDueWhatsApp(now: Date = new Date()): Promise<number> {
  const config = whatsappConfig();
  if (!config) return 0;
  const due = db()
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(
      or(
        and(
          eq(whatsappMessages.status, "due"),
          or(eq(whatsappMessages.attempts, 0), lt(whatsappMessages.updatedAt, new Date(now.getTime() - WHATSAPP_RETRY_MS))),
        ),
        and(eq(whatsappMessages.status, "sending"), lt(whatsappMessages.updatedAt, new Date(now.getTime() - STUCK_MS))),
      ),
    )
    .orderBy(asc(whatsappMessages.createdAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db()
    .update(whatsappMessages)
    .set({ status: "sending", attempts: sql`${whatsappMessages.attempts} + 1`, updatedAt: now })
    .where(inArray(whatsappMessages.id, due))
    .returning();
  let sent = 0;
  for (const message of claimed) {
    try {
      const wamid = await countedSend(
        "whatsapp",
        sendTemplateMessage(config, message.toNumber, message.template, message.params, whatsappTemplateLanguage(message.template)),
      );
      await db().update(whatsappMessages).set({ status: "sent", waMessageId: wamid, sentAt: new Date() }).where(eq(whatsappMessages.id, message.id));
      sent++;
    } catch (error) {
      const permanent = error instanceof WhatsAppApiError && error.permanent;
      const giveUp = permanent || message.attempts >= WHATSAPP_MAX_ATTEMPTS;
      log.warn("whatsapp.send_failed", { id: message.id, error: String(error), giveUp });
      await db()
        .update(whatsappMessages)
        .set({
          status: giveUp ? "failed" : "due",
          errorCode: error instanceof WhatsAppApiError ? error.code : null,
          error: String(error).slice(0, 500),
        })
        .where(eq(whatsappMessages.id, message.id));
    }
  }
  return sent;
}

let running: Promise<unknown> = Promise.resolve();
let queued: Promise<number> | null = null;

/**
 * Runs the outbox soon, off the request that queued a message (called once its transaction has
 * committed); wakes arriving while a run waits share it. Never rejects. The scheduled job is the
 * safety net when this server stops first.
 */
export function wakeWhatsAppOutbox(): Promise<number> {
  if (!whatsappConfig()) return Promise.resolve(0);
  if (queued) return queued;
  const next = running
    .then(() => {
      queued = null;
      return sendDueWhatsApp();
    })
    .catch((error: unknown) => {
      log.error("whatsapp.outbox_failed", { error: String(error) });
      return 0;
    });
  queued = next;
  running = next;
  return next;
}

/** How far each status has got: a late or repeated receipt never takes a message back. */
const RANK: Record<WhatsAppStatus, number> = { due: 0, sending: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

export interface WhatsAppReceipt {
  wamid: string;
  status: "sent" | "delivered" | "read" | "failed";
  at: Date;
  errorCode: number | null;
  error: string | null;
}

/** A status webhook's receipt applied to the message it names; returns its member when it was ours, else null. */
export async function recordWhatsAppReceipt(receipt: WhatsAppReceipt): Promise<{ userId: string; toNumber: string } | null> {
  const lower = (Object.keys(RANK) as WhatsAppStatus[]).filter((s) => RANK[s] < RANK[receipt.status] && s !== "failed");
  const [row] = await db()
    .update(whatsappMessages)
    .set({
      status: receipt.status,
      ...(receipt.status === "delivered" ? { deliveredAt: receipt.at } : {}),
      ...(receipt.status === "read" ? { readAt: receipt.at } : {}),
      ...(receipt.status === "failed" ? { errorCode: receipt.errorCode, error: receipt.error?.slice(0, 500) ?? null } : {}),
    })
    .where(and(eq(whatsappMessages.waMessageId, receipt.wamid), inArray(whatsappMessages.status, lower)))
    .returning({ userId: whatsappMessages.userId, toNumber: whatsappMessages.toNumber });
  if (row) return row;
  // Already further on (a repeated or late receipt): still ours, nothing to change.
  const [known] = await db()
    .select({ userId: whatsappMessages.userId, toNumber: whatsappMessages.toNumber })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.waMessageId, receipt.wamid));
  return known ?? null;
}

/** A member's WhatsApp messages, oldest first, with their receipts (the record as support would read it). */
export async function whatsappMessagesOf(userId: string) {
  return db().select().from(whatsappMessages).where(eq(whatsappMessages.userId, userId)).orderBy(asc(whatsappMessages.createdAt));
}
