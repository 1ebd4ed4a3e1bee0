// Realtime at scale: the production build on one process (`node server.ts`, PGlite in a temp data
// dir with the demo seed), BENCH_STREAMS (default 1 000) signed-in event streams open at once, then
// BENCH_MESSAGES (default 200) messages between random pairs posted to the chat's real endpoint
// (the action a browser's fetcher calls), at a steady BENCH_RATE a second (default 20, each sent on
// time whether or not the earlier ones are answered: an open loop, as people do not wait for each
// other). Prints the delivery latency — from the POST leaving to
// the recipient's stream carrying the message's notification — p50/p95/max, lost messages, and the
// server's memory (RSS) before and after the streams; the baseline is the POST's own round trip.
// Target: p95 ≤ 250 ms and no message lost. Run `npm run build` first (the npm script does).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { type BenchUser, populate } from "./population.ts";
import { openEventStream } from "./event-stream.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
/** Messages sent per second. */
const RATE = Number(process.env.BENCH_RATE ?? 20);
const TARGET_P95_MS = 250;
const LOST_AFTER_MS = 10_000;

const percentile = (samples: number[], p: number) => [...samples].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * samples.length) - 1)] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** A deterministic generator, so every run draws the same pairs. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) : Number.NaN;
}

async function send(port: number, sender: BenchUser, conversationId: string, content: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/messages/${conversationId}.data`, {
    method: "POST",
    headers: { cookie: sender.cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "send", content, via: "script" }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "aa-bench-realtime-"));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = "error";
  const port = await freePort();
  console.log(
    `Realtime bench: ${STREAMS} event streams, ${MESSAGES} messages (${RATE} a second), port ${port}, ${availableParallelism()} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  let server: ServerProcess | undefined;
  const closers: (() => void)[] = [];
  try {
    const prepared = performance.now();
    const { users, pairs } = await populate(dataDir, STREAMS, MESSAGES, rng(11));
    console.log(
      `  data: demo seed + ${users.length} users with sessions + ${pairs.length} conversations in ${((performance.now() - prepared) / 1000).toFixed(1)} s`,
    );

    server = await startServer({ port, env: { DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error", APP_URL: `http://localhost:${port}` } });
    const pid = server.child.pid as number;
    const rssIdle = rssKb(pid);

    // Who is waiting for which message: the recipient's stream resolves it.
    const waiting = new Map<string, { recipientId: string; sentAt: number; resolve: (at: number) => void }>();
    const opened = performance.now();
    for (let i = 0; i < users.length; i += 100) {
      const batch = users.slice(i, i + 100).map((user) =>
        openEventStream(port, user.cookie, (event) => {
          if (event.type !== "notification") return;
          const content = (event.data as { notification: { message: string } }).notification.message;
          const entry = waiting.get(content);
          if (entry && entry.recipientId === user.id) {
            waiting.delete(content);
            entry.resolve(event.at);
          }
        }),
      );
      closers.push(...(await Promise.all(batch)));
    }
    console.log(`  ${closers.length} streams open in ${((performance.now() - opened) / 1000).toFixed(1)} s`);
    await new Promise((r) => setTimeout(r, 1000));
    const rssStreams = rssKb(pid);

    const latencies: number[] = [];
    const roundTrips: number[] = [];
    let lost = 0;
    let refused = 0;
    const sendOne = async (i: number) => {
      const pair = pairs[i];
      const content = `Message de bench n° ${i} ${Math.random().toString(36).slice(2, 8)}`;
      const sentAt = performance.now();
      const delivered = new Promise<number | null>((done) => {
        waiting.set(content, { recipientId: users[pair.recipientIndex].id, sentAt, resolve: done });
        setTimeout(() => done(null), LOST_AFTER_MS);
      });
      const answer = await send(port, users[pair.senderIndex], pair.conversationId, content);
      roundTrips.push(answer.ms);
      if (answer.status !== 200) {
        refused++;
        waiting.delete(content);
        return;
      }
      const at = await delivered;
      if (at === null) {
        lost++;
        waiting.delete(content);
      } else latencies.push(at - sentAt);
    };
    const sending = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < pairs.length; i++) {
      const due = sending + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(sendOne(i));
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - sending) / 1000;
    const rssAfter = rssKb(pid);

    const p95 = percentile(latencies, 95);
    console.log(`  ${latencies.length} delivered, ${lost} lost, ${refused} refused, in ${seconds.toFixed(1)} s`);
    console.log(
      `  delivery latency  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(p95)}  max ${ms(Math.max(...latencies))}   target p95 ≤ ${TARGET_P95_MS} ms`,
    );
    console.log(
      `  baseline (POST round trip)  p50 ${ms(percentile(roundTrips, 50))}  p95 ${ms(percentile(roundTrips, 95))}  max ${ms(Math.max(...roundTrips))}`,
    );
    console.log(`  server RSS  idle ${mb(rssIdle)}  with ${closers.length} streams ${mb(rssStreams)}  after the messages ${mb(rssAfter)}`);
    const ok = p95 <= TARGET_P95_MS && lost === 0 && refused === 0;
    console.log(ok ? "  OK: target met, no message lost" : "  TARGET MISSED");
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const close of closers) close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
