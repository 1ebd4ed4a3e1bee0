import { sql } from "drizzle-orm";
import { type Database, database as currentDatabase } from "./db.server.ts";
import { serverId } from "./instance.server.ts";
import { log } from "./log.server.ts";

const CHANNEL = "presence";
/** How often each server repeats who has a stream on it; a server not heard for 3 of these is gone. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
/** A NOTIFY payload holds under 8 000 bytes: a long list of user ids goes in several. */
const IDS_PER_NOTICE = 150;

type Notice =
  /** The whole list of this server's members with a stream, repeated at each heartbeat. */
  | { server: string; kind: "all"; userIds: string[]; part: number; parts: number }
  | { server: string; kind: "opened" | "closed"; userId: string }
  /** A server that just started asks the others for their lists rather than wait a heartbeat. */
  | { server: string; kind: "hello" }
  | { server: string; kind: "gone" };

/**
 * Who has a page of the app open, whichever server holds their event stream (ADR 0014, 0033).
 * Each server counts its own streams and announces them through NOTIFY: at once when a member's
 * first tab opens or last tab closes, and the whole list at every heartbeat; the others keep what
 * they heard until a server has been silent for three heartbeats (it died without saying goodbye).
 */
export class Presence {
  private readonly streams = new Map<string, number>();
  private readonly remote = new Map<string, { userIds: Set<string>; heardAt: number; incoming?: Set<string> }>();
  private stopListening?: () => Promise<void>;
  private heartbeat?: NodeJS.Timeout;
  /** Told when someone may have come online or gone: pages kept with 'En ligne' in them are stale. */
  private readonly changeListeners = new Set<() => void>();

  private readonly options: { server?: string; heartbeatMs?: number; database?: () => Database };

  constructor(options: { server?: string; heartbeatMs?: number; database?: () => Database } = {}) {
    this.options = options;
  }

  private get server() {
    return this.options.server ?? serverId;
  }

  private get heartbeatMs() {
    return this.options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  }

  private database() {
    return (this.options.database ?? currentDatabase)();
  }

  async start(): Promise<void> {
    this.stopListening = await this.database().listen(CHANNEL, (payload) => this.hear(payload));
    this.heartbeat = setInterval(() => void this.announceAll(), this.heartbeatMs);
    this.heartbeat.unref();
    await this.notify([{ server: this.server, kind: "hello" }]);
  }

  /** Tells the others this server's streams are gone (a graceful stop), then stops listening. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    if (!this.stopListening) return;
    await this.notify([{ server: this.server, kind: "gone" }]);
    await this.stopListening();
    this.stopListening = undefined;
  }

  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  /** A tab opened its event stream: the user is online. */
  streamOpened(userId: string): void {
    const count = (this.streams.get(userId) ?? 0) + 1;
    this.streams.set(userId, count);
    if (count !== 1) return;
    this.changed();
    void this.notify([{ server: this.server, kind: "opened", userId }]);
  }

  /** A tab closed its stream: the user is offline once their last tab is gone. */
  streamClosed(userId: string): void {
    const left = (this.streams.get(userId) ?? 1) - 1;
    if (left > 0) return void this.streams.set(userId, left);
    this.streams.delete(userId);
    this.changed();
    void this.notify([{ server: this.server, kind: "closed", userId }]);
  }

  /** Whether the user has a page open on any server ("En ligne" in the chat header). */
  isOnline(userId: string): boolean {
    if (this.streams.has(userId)) return true;
    for (const entry of this.liveServers()) if (entry.userIds.has(userId)) return true;
    return false;
  }

  /** Everyone with a page open on any server. */
  onlineUserIds(): string[] {
    const ids = new Set(this.streams.keys());
    for (const entry of this.liveServers()) for (const id of entry.userIds) ids.add(id);
    return [...ids];
  }

  private *liveServers() {
    const since = Date.now() - 3 * this.heartbeatMs;
    for (const [server, entry] of this.remote) {
      if (entry.heardAt >= since) yield entry;
      else this.remote.delete(server);
    }
  }

  private hear(payload: string): void {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch (error) {
      return log.warn("presence.bad_payload", { error });
    }
    if (notice.server === this.server) return;
    if (notice.kind === "hello") return void this.announceAll();
    // The listeners hear of a change in who is online, not of every heartbeat that repeats the list.
    if (this.takeNotice(notice)) this.changed();
  }

  /** Applies a remote server's notice; true when it changed that server's list. */
  private takeNotice(notice: Exclude<Notice, { kind: "hello" }>): boolean {
    if (notice.kind === "gone") {
      const had = this.remote.get(notice.server)?.userIds.size ?? 0;
      this.remote.delete(notice.server);
      return had > 0;
    }
    const entry = this.remote.get(notice.server) ?? { userIds: new Set<string>(), heardAt: 0 };
    entry.heardAt = Date.now();
    this.remote.set(notice.server, entry);
    if (notice.kind === "opened") {
      if (entry.userIds.has(notice.userId)) return false;
      entry.userIds.add(notice.userId);
      return true;
    }
    if (notice.kind === "closed") return entry.userIds.delete(notice.userId);
    if (notice.kind !== "all") return false;
    // A list in several parts replaces the old one once its last part is in.
    if (notice.part === 0) entry.incoming = new Set();
    for (const id of notice.userIds) entry.incoming?.add(id);
    if (notice.part !== notice.parts - 1 || !entry.incoming) return false;
    const before = entry.userIds;
    entry.userIds = entry.incoming;
    entry.incoming = undefined;
    return before.size !== entry.userIds.size || [...before].some((id) => !entry.userIds.has(id));
  }

  private async announceAll(): Promise<void> {
    const ids = [...this.streams.keys()];
    const parts = Math.max(1, Math.ceil(ids.length / IDS_PER_NOTICE));
    const notices: Notice[] = [];
    for (let part = 0; part < parts; part++) {
      notices.push({ server: this.server, kind: "all", userIds: ids.slice(part * IDS_PER_NOTICE, (part + 1) * IDS_PER_NOTICE), part, parts });
    }
    await this.notify(notices);
  }

  /** One notice after the other: through a pool, an "opened" and its "closed" could otherwise arrive swapped. */
  private sending: Promise<void> = Promise.resolve();

  private notify(notices: Notice[]): Promise<void> {
    this.sending = this.sending.then(async () => {
      try {
        for (const notice of notices) await this.database().db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);
      } catch (error) {
        log.warn("presence.notify_failed", { error: String(error) });
      }
    });
    return this.sending;
  }
}

/** This process's presence, started at boot. */
export const presence = new Presence();

export const streamOpened = (userId: string) => presence.streamOpened(userId);
export const streamClosed = (userId: string) => presence.streamClosed(userId);
export const isOnline = (userId: string) => presence.isOnline(userId);
export const onlineUserIds = () => presence.onlineUserIds();
