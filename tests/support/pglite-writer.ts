import { openDatabase } from "../../app/server/db.server.ts";

/**
 * A stand-in for a running server on an embedded database (tests/integration/backup-restore.test.ts):
 * holds `$1`'s lock as a server does and writes without pause, two rows a transaction, until
 * SIGTERM. A copy taken mid-way that holds an odd number of rows would be a torn copy.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: node tests/support/pglite-writer.ts DATA_DIR");
const database = await openDatabase({ dataDir });
await database.db.execute("create table if not exists backup_probe (id serial primary key, pair integer not null)");
let stopping = false;
process.on("SIGTERM", () => {
  stopping = true;
});
for (let pair = 0; !stopping; pair++) {
  await database.db.transaction(async (tx) => {
    await tx.execute(`insert into backup_probe (pair) values (${pair})`);
    await tx.execute(`insert into backup_probe (pair) values (${pair})`);
  });
  if (pair === 50) console.log("writing");
  // A turn of the event loop, where SIGTERM is heard.
  await new Promise((resolve) => setImmediate(resolve));
}
await database.close();
