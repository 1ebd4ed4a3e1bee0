import { readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds a process has used so far (user + system, from /proc; undefined elsewhere).
 * Divided by the pages it served, it is what a page costs whatever else runs on the machine.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Waits until a process has spent less than `busyMs` of CPU in each of two successive seconds
 * (or `timeoutMs` passed): a server's start-up work (the price model's fit over every listing) is
 * then done and is not counted against the first page measured.
 */
export async function untilIdle(pid: number | undefined, busyMs = 150, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  let calm = 0;
  let last = processCpuMs(pid);
  while (last !== undefined && calm < 2 && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processCpuMs(pid);
    if (now === undefined) break;
    calm = now - last < busyMs ? calm + 1 : 0;
    last = now;
  }
  return Date.now() - started;
}
