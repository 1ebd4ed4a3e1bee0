import { afterEach, describe, expect, it } from "vitest";
import { Presence } from "../../app/server/presence.server.ts";
import { useTestDatabase } from "../support/database.ts";

const test = useTestDatabase();

/** Two app servers' presence on one database: each holds its own streams and hears the other's notices. */
const started: Presence[] = [];
async function server(name: string, heartbeatMs = 60_000) {
  const presence = new Presence({ server: name, heartbeatMs, database: test.database });
  await presence.start();
  started.push(presence);
  return presence;
}
afterEach(async () => {
  for (const presence of started.splice(0)) await presence.stop();
});

async function eventually(check: () => boolean, ms = 2_000) {
  for (let waited = 0; waited < ms && !check(); waited += 20) await new Promise((r) => setTimeout(r, 20));
  return check();
}

const AWA = "00000000-0000-4000-8000-00000000000a";
const KOFFI = "00000000-0000-4000-8000-00000000000b";

describe("presence across servers", () => {
  it("shows a member 'En ligne' on a server that does not hold their stream, until their last tab closes", async () => {
    const a = await server("a");
    const b = await server("b");
    a.streamOpened(AWA);
    a.streamOpened(AWA);
    expect(await eventually(() => b.isOnline(AWA))).toBe(true);
    expect(b.onlineUserIds()).toEqual([AWA]);
    a.streamClosed(AWA);
    await new Promise((r) => setTimeout(r, 200));
    expect(b.isOnline(AWA)).toBe(true);
    a.streamClosed(AWA);
    expect(await eventually(() => !b.isOnline(AWA))).toBe(true);
  });

  it("tells a server that starts later who is already online", async () => {
    const a = await server("a");
    a.streamOpened(KOFFI);
    const b = await server("b");
    expect(await eventually(() => b.isOnline(KOFFI))).toBe(true);
  });

  it("forgets a server's members when it stops, and when it falls silent for three heartbeats", async () => {
    const a = await server("a", 100);
    const b = await server("b", 100);
    a.streamOpened(AWA);
    expect(await eventually(() => b.isOnline(AWA))).toBe(true);
    await a.stop();
    expect(await eventually(() => !b.isOnline(AWA))).toBe(true);

    // A server killed without a word: its heartbeats stop, nothing says goodbye.
    const c = new Presence({ server: "c", heartbeatMs: 100, database: test.database });
    await c.start();
    started.push(c);
    c.streamOpened(KOFFI);
    expect(await eventually(() => b.isOnline(KOFFI))).toBe(true);
    // Stands for the crash: no more heartbeats, and no "gone" notice.
    clearInterval((c as unknown as { heartbeat?: NodeJS.Timeout }).heartbeat);
    expect(await eventually(() => !b.isOnline(KOFFI), 1_000)).toBe(true);
  });

  it("tells its listeners when someone comes or goes on another server, not at each heartbeat that repeats the list", async () => {
    const a = await server("a", 100);
    const b = await server("b", 100);
    let changes = 0;
    b.onChange(() => changes++);
    a.streamOpened(AWA);
    expect(await eventually(() => b.isOnline(AWA))).toBe(true);
    const afterOpening = changes;
    expect(afterOpening).toBeGreaterThan(0);
    // Five heartbeats of a's unchanged list.
    await new Promise((r) => setTimeout(r, 550));
    expect(changes).toBe(afterOpening);
    a.streamOpened(KOFFI);
    expect(await eventually(() => changes > afterOpening)).toBe(true);
  });
});
