import cluster from "node:cluster";

/** Waits this long before replacing a worker that died, so a crash at boot does not spin. */
const RESPAWN_DELAY_MS = 1_000;
/** Each worker stops itself within 10 s; the primary gives up on it a little later. */
const STOP_TIMEOUT_MS = 11_000;

const line = (event: string, fields: Record<string, unknown> = {}) => console.log(JSON.stringify({ level: "info", event, ...fields }));

/**
 * The primary process of `WEB_CONCURRENCY=N`: N workers share the port (node:cluster), a worker
 * that dies is replaced, and SIGTERM/SIGINT is passed on to each so that each stops gracefully.
 */
export function runWorkers(count: number): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    line("worker.died", { pid: worker.process.pid, code, signal });
    setTimeout(fork, RESPAWN_DELAY_MS).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    line("shutdown", { signal, workers: count });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
