import assert from "node:assert/strict";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "../../app/server/db.server.ts";
import { messages } from "../../app/server/schema.ts";
import { type AppServer, eventually, openStream } from "./cluster.ts";
import type { TcpRelay } from "./fault-proxy.ts";

interface Answer {
  at: number;
  status: number;
  ms: number;
  body: string;
}

export interface RestartFigures {
  downSeconds: number;
  duringOutage: { requests: number; served: number; unavailable: number; failed: number };
  slowestMs: number;
  recoverySeconds: number;
  acknowledged: number;
  lost: number;
}

const UNAVAILABLE = "Service momentanément indisponible";

/**
 * PostgreSQL restarted under load, as the servers see it: every connection dropped and new ones
 * refused for `downMs` (the relay between the servers and the database), then taken again. Four
 * readers ask pages no cache holds and two writers send messages, on both servers, all along.
 */
export async function databaseRestart(
  relay: TcpRelay,
  [a, b]: [AppServer, AppServer],
  chat: { conversationId: string; buyerCookie: string; sellerCookie: string },
  downMs = 3_000,
): Promise<RestartFigures> {
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let running = true;
  const ask = async (server: AppServer, path: string, init: RequestInit = {}) => {
    const started = performance.now();
    let status = 0;
    let body = "";
    try {
      const response = await fetch(`${server.base}${path}`, { ...init, redirect: "manual", signal: AbortSignal.timeout(15_000) });
      status = response.status;
      body = await response.text();
    } catch (error) {
      body = String(error);
    }
    answers.push({ at: started, status, ms: performance.now() - started, body });
    return status;
  };
  const reader = async (server: AppServer, n: number) => {
    for (let i = 0; running; i++) await ask(server, `/listings?priceMin=${n * 100_000 + i}`, { headers: { cookie: chat.sellerCookie } });
  };
  const writer = async (server: AppServer, n: number) => {
    for (let i = 0; running; i++) {
      const content = `pendant le redémarrage ${n}-${i}`;
      const status = await ask(server, `/messages/${chat.conversationId}.data`, {
        method: "POST",
        body: new URLSearchParams({ intent: "send", content, via: "script" }),
        headers: { cookie: chat.buyerCookie, Origin: server.base },
      });
      if (status === 200) acknowledged.push(content);
      // A sender may send 30 messages a minute: the writers keep under it.
      await new Promise((r) => setTimeout(r, 1_500));
    }
  };
  const load = [reader(a, 1), reader(a, 2), reader(b, 3), reader(b, 4), writer(a, 1), writer(b, 2)];
  await new Promise((r) => setTimeout(r, 1_500));
  const cutAt = performance.now();
  await relay.cut();
  await new Promise((r) => setTimeout(r, downMs));
  await relay.restore();
  const backAt = performance.now();
  // Recovered: a page that reads the database, on each server, answered again.
  const recovered = async (server: AppServer) => {
    for (;;) {
      const response = await fetch(`${server.base}/listings?q=retour${performance.now()}`).catch(() => null);
      if (response?.status === 200) return performance.now();
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const upAt = Math.max(...(await Promise.all([recovered(a), recovered(b)])));
  await new Promise((r) => setTimeout(r, 1_500));
  running = false;
  await Promise.all(load);

  const during = answers.filter((x) => x.at >= cutAt && x.at < backAt);
  const failed = answers.filter((x) => x.status !== 200 && x.status !== 503);
  assert.deepEqual(
    failed.map((x) => `${x.status} ${x.body.slice(0, 200)}`),
    [],
    "every answer was the page or the French 503",
  );
  for (const x of answers.filter((y) => y.status === 503)) {
    assert.ok(!/\n\s+at /.test(x.body), "no stack trace in a 503");
    // A page says it in French; a script's data request gets the same status.
    if (!x.body.startsWith("<!doctype html>")) continue;
    assert.ok(x.body.includes(UNAVAILABLE), `the 503 page says '${UNAVAILABLE}': ${x.body.slice(0, 300)}`);
  }
  assert.ok(
    during.some((x) => x.status === 503),
    "the outage was seen",
  );
  const slowest = Math.max(...answers.map((x) => x.ms));
  assert.ok(slowest < 10_000, `a request took ${Math.round(slowest)} ms`);

  // Nothing acknowledged is lost, and the servers' listeners are back: a message sent through A reaches B live.
  const stored = await db()
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, chat.conversationId), inArray(messages.content, acknowledged.length ? acknowledged : ["—"])));
  const stream = await openStream(b, chat.sellerCookie);
  const live = `Après le redémarrage ${Date.now()}`;
  const sent = await fetch(`${a.base}/messages/${chat.conversationId}.data`, {
    method: "POST",
    body: new URLSearchParams({ intent: "send", content: live, via: "script" }),
    headers: { cookie: chat.buyerCookie, Origin: a.base },
  });
  assert.equal(sent.status, 200);
  assert.ok(await eventually(() => stream.text().includes(live)), "B's stream heard a message sent through A after the restart");
  stream.close();
  return {
    downSeconds: downMs / 1000,
    duringOutage: {
      requests: during.length,
      served: during.filter((x) => x.status === 200).length,
      unavailable: during.filter((x) => x.status === 503).length,
      failed: during.filter((x) => x.status !== 200 && x.status !== 503).length,
    },
    slowestMs: Math.round(slowest),
    recoverySeconds: Math.round((upAt - backAt) / 100) / 10,
    acknowledged: acknowledged.length,
    lost: acknowledged.length - stored.length,
  };
}
