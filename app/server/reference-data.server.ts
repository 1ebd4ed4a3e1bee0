import { sql } from "drizzle-orm";
import { type Database, database } from "./db.server.ts";

/**
 * Data read on many pages and changed rarely, by an administrator (banners, switches, prices):
 * read once per database and kept until a write, on any instance, says it changed.
 */
const CHANNEL = "reference_changed";
const stores = new WeakMap<Database, Map<string, Promise<unknown>>>();

function storeOf(db: Database): Map<string, Promise<unknown>> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

export interface ReferenceData<T> {
  get(): Promise<T>;
  /** Called by the write: this instance reads again at once, the others when the notice reaches them. */
  changed(): Promise<void>;
}

export function referenceData<T>(name: string, load: () => PromiseLike<T>): ReferenceData<T> {
  return {
    get() {
      const store = storeOf(database());
      let value = store.get(name) as Promise<T> | undefined;
      if (!value) {
        // A query builder is a thenable that runs its query again at every `then`: made a promise
        // once here, the rows are read once and kept.
        value = Promise.resolve(load());
        store.set(name, value);
        // A failed read is not kept: the next page tries again.
        value.catch(() => store.get(name) === value && store.delete(name));
      }
      return value;
    },
    async changed() {
      storeOf(database()).delete(name);
      await database().db.execute(sql`select pg_notify(${CHANNEL}, ${name})`);
    },
  };
}

/** Listens for the changes written by other instances; returns the function that stops it. */
export function startReferenceRelay(): Promise<() => Promise<void>> {
  const db = database();
  return db.listen(
    CHANNEL,
    (name) => storeOf(db).delete(name),
    () => storeOf(db).clear(),
  );
}
