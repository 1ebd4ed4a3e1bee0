import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { BackupRefused } from "./refusal.ts";

/**
 * Pauses a process (SIGSTOP) while `work` runs, then lets it go on (SIGCONT): the files it writes
 * are then as a power cut at that instant would leave them, which PostgreSQL (and so PGlite)
 * recovers from by replaying its WAL. The paused server answers nothing meanwhile; requests wait in
 * the kernel's queue. If this process dies mid-way, even by SIGKILL, a detached watchdog resumes
 * the server after `limitMs`; work that lasts that long is refused, since the copy may then be torn.
 */
export async function whileFrozen<T>(pid: number, limitMs: number, work: () => Promise<T>): Promise<{ result: T; frozenMs: number }> {
  const watchdog = spawn("/bin/sh", ["-c", `sleep ${Math.ceil(limitMs / 1000)}; kill -CONT ${pid}`], { detached: true, stdio: "ignore" });
  await once(watchdog, "spawn");
  watchdog.unref();
  const resume = () => {
    try {
      process.kill(pid, "SIGCONT");
    } catch {
      // Gone meanwhile: nothing to resume.
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    resume();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("exit", resume);
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    try {
      process.kill(pid, "SIGSTOP");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EPERM") {
        throw new BackupRefused(`Cannot pause the server (PID ${pid}) for a consistent copy: run the backup as the server's user (or root).`);
      }
      throw error;
    }
    const frozenAt = performance.now();
    await untilStopped(pid);
    const result = await work();
    const frozenMs = performance.now() - frozenAt;
    if (frozenMs > limitMs - 2_000) {
      throw new BackupRefused(
        `Copying the embedded database took ${Math.round(frozenMs / 1000)} s, too near the ${limitMs / 1000} s the server may stay paused: ` +
          "the copy is not trusted. Stop the server for the backup, or move to PostgreSQL (docs/backups.md).",
      );
    }
    return { result, frozenMs };
  } finally {
    resume();
    process.off("exit", resume);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    try {
      if (watchdog.pid) process.kill(-watchdog.pid, "SIGKILL");
    } catch {
      // Already ended.
    }
  }
}

/** The state letter of each of a process's threads (Linux); undefined elsewhere. */
function threadStates(pid: number): string[] | undefined {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return undefined;
  return readdirSync(tasks).map((task) => {
    try {
      const stat = readFileSync(`${tasks}/${task}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    } catch {
      return "T"; // A thread that ended meanwhile writes nothing.
    }
  });
}

/**
 * Waits until every thread of the process has stopped: a signal takes effect when a thread leaves
 * the kernel, so a write under way ends first. Without /proc (not Linux), a fixed wait.
 */
async function untilStopped(pid: number): Promise<void> {
  if (!threadStates(pid)) {
    await sleep(200);
    return;
  }
  for (let waited = 0; waited < 5_000; waited++) {
    const states = threadStates(pid) ?? [];
    // Stopped, or ended (a zombie thread writes nothing).
    if (states.every((state) => "TtZX".includes(state))) return;
    await sleep(1);
  }
  throw new BackupRefused(`The server (PID ${pid}) did not pause within 5 s: no copy taken.`);
}
