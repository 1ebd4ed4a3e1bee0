import { hasDemoAccounts, isSeeded, seedDemoData, seedIfEmpty } from "../app/features/demo/seed.server.ts";
import { DataDirLocked } from "../app/server/data-dir-lock.server.ts";
import { openDatabase, setDatabase } from "../app/server/db.server.ts";
import { env } from "../app/server/env.server.ts";

/**
 * `npm run db:seed`: migrates, then writes the demo data when the database has no account yet.
 * `--force` also seeds a database that already has accounts, as long as none of them is a demo
 * account (the demo emails would clash); otherwise it refuses.
 */
const force = process.argv.slice(2).includes("--force");
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
  if (!(await isSeeded())) {
    const summary = await seedIfEmpty();
    if (summary) {
      console.log(
        `Demo data written in ${(summary.ms / 1000).toFixed(1)} s: ${summary.users} accounts, ` +
          `${summary.saleListings} sale listings, ${summary.rentalListings} rentals.`,
      );
    }
  } else if (!force) {
    console.log("Database already seeded (it has accounts): nothing done. Use --force to add the demo data anyway.");
  } else if (await hasDemoAccounts()) {
    console.error("Refusing --force: the demo accounts already exist. Use a fresh DATA_DIR or database to reseed.");
    process.exitCode = 1;
  } else {
    const summary = await seedDemoData();
    console.log(`Demo data added beside the existing accounts in ${(summary.ms / 1000).toFixed(1)} s.`);
  }
} catch (error) {
  console.error("Seeding failed:", error);
  process.exitCode = 1;
} finally {
  setDatabase(undefined);
  await database.close();
}
