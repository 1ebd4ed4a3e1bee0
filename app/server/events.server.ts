import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import { database } from "./db.server.ts";
import { log } from "./log.server.ts";

/** What the browser receives on its event stream. */
export type AppEvent =
  | { type: "notification"; notification: { id: string; title: string; message: string; createdAt: string; read: boolean; link: string | null } }
  | { type: "bookings-changed" }
  | { type: "messages-changed"; conversationId?: string; messageId?: string }
  | { type: "settings-changed" };

const CHANNEL = "app_events";
const emitter = new EventEmitter();
emitter.setMaxListeners(0);
let stopListening: (() => Promise<void>) | undefined;

/**
 * Every instance LISTENs on one Postgres channel and relays to its own subscribers, so an event
 * published by any instance (or this one) reaches the browser wherever it is connected.
 */
export async function startEventRelay(): Promise<void> {
  stopListening = await database().listen(CHANNEL, (payload) => {
    try {
      const parsed = JSON.parse(payload) as Addressed | Addressed[];
      for (const { userId, event } of Array.isArray(parsed) ? parsed : [parsed]) emitter.emit(userId, event);
    } catch (error) {
      log.warn("events.bad_payload", { error });
    }
  });
}

export async function stopEventRelay(): Promise<void> {
  await stopListening?.();
  stopListening = undefined;
}

type Addressed = { userId: string; event: AppEvent };

export async function publish(userId: string, event: AppEvent): Promise<void> {
  await database().db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ userId, event })})`);
}

/** Several events in one notification: one round trip to the database for a message's news to both people. */
export async function publishAll(events: Addressed[]): Promise<void> {
  if (events.length === 0) return;
  await database().db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(events)})`);
}

export function subscribe(userId: string, onEvent: (event: AppEvent) => void): () => void {
  emitter.on(userId, onEvent);
  return () => emitter.off(userId, onEvent);
}
