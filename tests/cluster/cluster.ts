import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** Two or more production servers on one fresh PostgreSQL database, as behind a load balancer. */

export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
export const AUTH_SECRET = "cluster-secret-cluster-secret-0123456789abcdef";
/** The scheduler runs 20 times faster: a minute's job every 3 s, an hour's every 3 min. */
export const JOBS_TIME_SCALE = 0.05;

/** Builds the app into BUILD_DIR unless a build is there already. */
export function ensureBuild(): void {
  if (existsSync(`${BUILD_DIR}/server/index.js`)) return;
  console.log(`  building into ${BUILD_DIR}…`);
  const built = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
  if (built.status !== 0) throw new Error("build failed");
}

/** A new database on the server of CLUSTER_DATABASE_URL (default: the local one), dropped by `drop`. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `cluster_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface AppServer {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  dataDir: string;
  /** SIGTERM, then the exit code and how long the graceful stop took. */
  terminate(): Promise<{ code: number | null; ms: number }>;
  kill(): void;
}

/** `node server.ts` on its own port and data dir; resolves once it answers /healthz. */
export async function startAppServer(name: string, port: number, env: Record<string, string>): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `aa-cluster-${name}-`));
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      BUILD_DIR,
      AUTH_SECRET,
      SEED_DEMO: "false",
      JOBS_TIME_SCALE: String(JOBS_TIME_SCALE),
      ...env,
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
    },
    // CLUSTER_LOGS=1 shows the servers' own lines (boot, shutdown timings).
    stdio: ["ignore", process.env.CLUSTER_LOGS === "1" ? "inherit" : "ignore", "inherit"],
  });
  const onExit = () => child.kill("SIGKILL");
  process.on("exit", onExit);
  const cleanup = () => {
    process.off("exit", onExit);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const server: AppServer = {
    name,
    port,
    base,
    child,
    dataDir,
    async terminate() {
      const started = performance.now();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      cleanup();
      return { code: child.exitCode, ms: performance.now() - started };
    },
    kill() {
      child.kill("SIGKILL");
      cleanup();
    },
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error(`server ${name} did not start`);
}

export interface StreamReader {
  /** Everything the stream carried so far, as sent. */
  text(): string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A browser tab's event stream on one server (`/events`, or a rental's calendar), read raw. */
export function openStream(server: AppServer, cookie: string, path = "/events"): Promise<StreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: server.port, path, agent: false, headers: { cookie, accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${path} on ${server.name} answered ${response.statusCode}`));
        return;
      }
      response.setEncoding("utf8");
      let text = "";
      response.on("data", (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => {
        response.on("end", done);
        response.on("close", done);
      });
      resolve({ text: () => text, ended, close: () => request.destroy() });
    });
    request.on("error", reject);
  });
}

/** Waits for `check` to hold, up to `ms`; returns whether it did. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** The processes whose parent is `pid` (/proc): a primary's node:cluster workers. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(Number(entry));
    } catch {}
  }
  return children;
}
