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
