import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import { type Db, database } from "./db.server.ts";
import { log } from "./log.server.ts";

/** What the browser receives on its event stream. */
export type AppEvent =
  | { type: "notification"; notification: { id: string; title: string; message: string; createdAt: string; read: boolean; link: string | null } }
  | { type: "bookings-changed" }
  | { type: "messages-changed"; conversationId?: string; messageId?: string }
  | { type: "settings-changed" }
  /** A rental's taken days changed: sent to the listing's topic, for whoever has its calendar open. */
  | { type: "calendar-changed" };

const CHANNEL = "app_events";
const emitter = new EventEmitter();
emitter.setMaxListeners(0);
let stopListening: (() => Promise<void>) | undefined;
/** Told where every event relayed here went (a member's id or a topic): a member's kept pages follow their news. */
const addressedListeners = new Set<(address: string) => void>();

/**
 * Every instance LISTENs on one Postgres channel and relays to its own subscribers, so an event
 * published by any instance (or this one) reaches the browser wherever it is connected.
 */
export async function startEventRelay(): Promise<void> {
  stopListening = await database().listen(CHANNEL, (payload) => {
    try {
      const parsed = JSON.parse(payload) as Addressed | Addressed[];
      for (const { userId, event } of Array.isArray(parsed) ? parsed : [parsed]) {
        for (const listener of addressedListeners) listener(userId);
        emitter.emit(userId, event);
      }
    } catch (error) {
      log.warn("events.bad_payload", { error });
    }
  });
}

export async function stopEventRelay(): Promise<void> {
  await stopListening?.();
  stopListening = undefined;
}

/**
 * Where an event goes: a user id (their tabs) or a topic anyone may follow, such as a rental's
 * calendar. User ids are UUIDs, so a topic's prefix keeps the two apart.
 */
type Addressed = { userId: string; event: AppEvent };

/** The topic every signed-in tab follows besides its member's own: news for everyone (an admin's switch). */
export const EVERYONE_TOPIC = "everyone";

const RENTAL_CALENDAR_PREFIX = "rental-calendar:";

export function rentalCalendarTopic(listingId: string): string {
  return `${RENTAL_CALENDAR_PREFIX}${listingId}`;
}

/** The rental whose calendar a topic is, or null for another address. */
export function rentalOfCalendarTopic(address: string): string | null {
  return address.startsWith(RENTAL_CALENDAR_PREFIX) ? address.slice(RENTAL_CALENDAR_PREFIX.length) : null;
}

export async function publish(userId: string, event: AppEvent): Promise<void> {
  await database().db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ userId, event })})`);
}

/**
 * Several events in one notification: one round trip to the database for a message's news to both
 * people. Given a transaction, they leave when it commits (and never if it rolls back), without a
 * round trip of their own after it.
 */
export async function publishAll(events: Addressed[], executor: Db = database().db): Promise<void> {
  for (const batch of notifyBatches(events)) {
    await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(batch)})`);
  }
}

/** A NOTIFY payload holds under 8 000 bytes: many events (a scheduler's sweep) go in several. */
const NOTIFY_BUDGET_BYTES = 7_000;

export function notifyBatches(events: Addressed[]): Addressed[][] {
  const batches: Addressed[][] = [];
  let batch: Addressed[] = [];
  let size = 2;
  for (const event of events) {
    const bytes = Buffer.byteLength(JSON.stringify(event)) + 1;
    if (batch.length > 0 && size + bytes > NOTIFY_BUDGET_BYTES) {
      batches.push(batch);
      batch = [];
      size = 2;
    }
    batch.push(event);
    size += bytes;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export function subscribe(userId: string, onEvent: (event: AppEvent) => void): () => void {
  emitter.on(userId, onEvent);
  return () => emitter.off(userId, onEvent);
}

/** Calls `listener` with the address of every event this instance relays, its own included. */
export function onAddressedEvent(listener: (address: string) => void): () => void {
  addressedListeners.add(listener);
  return () => addressedListeners.delete(listener);
}
