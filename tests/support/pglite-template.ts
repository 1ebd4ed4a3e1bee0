import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS, pgliteDatabase } from "../../app/server/db.server.ts";

/**
 * Vitest's global setup: on PGlite, one database is migrated once and its data directory dumped;
 * each test file then starts from that dump (about a second) instead of creating a database and
 * migrating it (about four). On PostgreSQL there is nothing to do.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await pgliteDatabase(client).migrate();
  const dir = mkdtempSync(join(tmpdir(), "aa-pglite-template-"));
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  // Read by createTestDatabase in every worker (they inherit this process's environment).
  process.env.PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
