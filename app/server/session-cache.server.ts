import { sql } from "drizzle-orm";
import { type Database, database } from "./db.server.ts";

/**
 * The member behind a session cookie, kept a few seconds by each instance (ADR 0028): a member's
 * every page otherwise asks the database for the session and the account first. Whatever ends or
 * changes a member's sessions — a sign-out, a ban, a deleted account, an edited profile — calls
 * `sessionsChanged`: this instance forgets them at once, the others when the notice reaches them.
 */
const CHANNEL = "sessions_changed";
export const SESSION_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  userId: string;
  value: T;
  keptUntil: number;
}

interface Store {
  entries: Map<string, Entry<unknown>>;
  /** Counts forgets: a lookup begun before one may have read what was forgotten, and is not kept. */
  forgets: number;
}

const stores = new WeakMap<Database, Store>();

function storeOf(db: Database): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), forgets: 0 };
    stores.set(db, store);
  }
  return store;
}

export interface LookedUp<T> {
  userId: string;
  value: T;
  /** When the session itself ends: it is never kept past that. */
  expiresAt: Date;
}

/**
 * The value kept for this session token, or `lookUp`'s, kept when it found one. A session that
 * is not there (signed out, unknown token) is not kept: it is asked again every time.
 */
export async function cachedSession<T>(token: string, lookUp: () => Promise<LookedUp<T> | null>, now = Date.now()): Promise<T | null> {
  const store = storeOf(database());
  const kept = store.entries.get(token);
  if (kept && kept.keptUntil > now) return kept.value as T;
  if (kept) store.entries.delete(token);
  const forgetsAtStart = store.forgets;
  const found = await lookUp();
  if (!found) return null;
  if (store.forgets === forgetsAtStart) {
    if (store.entries.size >= MAX_ENTRIES) store.entries.delete(store.entries.keys().next().value as string);
    store.entries.set(token, { userId: found.userId, value: found.value, keptUntil: Math.min(now + SESSION_CACHE_MS, found.expiresAt.getTime()) });
  }
  return found.value;
}

/** Told of every member whose sessions changed, on this instance or another: their kept pages go too. */
const changeListeners = new Set<(userId: string) => void>();

export function onSessionsChanged(listener: (userId: string) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function forget(store: Store, userId: string) {
  for (const listener of changeListeners) listener(userId);
  store.forgets++;
  for (const [token, entry] of store.entries) if (entry.userId === userId) store.entries.delete(token);
}

/** A member's sessions ended or their account changed: every instance looks them up anew. */
export async function sessionsChanged(userId: string): Promise<void> {
  forget(storeOf(database()), userId);
  await database().db.execute(sql`select pg_notify(${CHANNEL}, ${userId})`);
}

/** Listens for the changes written by other instances; returns the function that stops it. */
export function startSessionRelay(): Promise<() => Promise<void>> {
  const db = database();
  // Back after the database was away: a ban said meanwhile was not heard, so nothing kept is trusted.
  return db.listen(
    CHANNEL,
    (userId) => forget(storeOf(db), userId),
    () => storeOf(db).entries.clear(),
  );
}
