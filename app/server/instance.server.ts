import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/**
 * This server among the others on the same database: the host, the process and a random part (a
 * restarted process may get the PID of one that died). Written in job runs and presence notices.
 */
export const serverId = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
