import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { Request, Response } from "express";
import { database } from "../app/server/db.server.ts";
import { log } from "../app/server/log.server.ts";

let stopping = false;

/** From now on the load balancer is told to send nothing more here (a graceful stop has begun). */
export function markStopping(): void {
  stopping = true;
}

export function isStopping(): boolean {
  return stopping;
}

let shipped: number | undefined;

/** How many migrations this build ships (drizzle-kit's journal beside the SQL files). */
function shippedMigrations(): number {
  if (shipped !== undefined) return shipped;
  const journal = JSON.parse(readFileSync(resolve(process.cwd(), "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
  shipped = journal.entries.length;
  return shipped;
}

/**
 * Readiness, for the load balancer: 200 when the database answers and holds every migration of
 * this build; 503 while the server stops or the database is away or behind. `/healthz` only says
 * the process is alive.
 */
export async function readyz(_req: Request, res: Response): Promise<void> {
  if (stopping) {
    res.status(503).json({ status: "stopping" });
    return;
  }
  try {
    // Both drivers answer raw SQL with { rows }.
    const result = (await database().db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { applied: number }[];
    };
    const applied = Number(result.rows[0]?.applied ?? 0);
    if (applied < shippedMigrations()) {
      res.status(503).json({ status: "migrations pending", applied, shipped: shippedMigrations() });
      return;
    }
    res.json({ status: "ready", database: database().kind, migrations: applied });
  } catch (error) {
    log.warn("readyz.failed", { error: String(error) });
    res.status(503).json({ status: "unavailable" });
  }
}
