import { DataDirLocked } from "../app/server/data-dir-lock.server.ts";
import { openDatabase, setDatabase } from "../app/server/db.server.ts";
import { env } from "../app/server/env.server.ts";

/** `npm run db:migrate`: applies the migrations in drizzle/ to DATABASE_URL, or to the PGlite data dir. */
const config = env();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error: unknown) => {
  // Another process holds the embedded database: say so plainly, not with a stack trace.
  if (!(error instanceof DataDirLocked)) throw error;
  console.error(error.message);
  process.exit(1);
});
setDatabase(database);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error("Migration failed:", error);
  process.exitCode = 1;
} finally {
  setDatabase(undefined);
  await database.close();
}
