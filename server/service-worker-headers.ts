import type { ServerResponse } from "node:http";

/** The worker's files: `no-cache`, so that a new version is seen at the next check, not an hour later. */
const WORKER_FILES = /\/sw(?:-push)?\.js$/;

export function serviceWorkerHeaders(res: ServerResponse, path: string): void {
  if (!WORKER_FILES.test(path)) return;
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Service-Worker-Allowed", "/");
}
