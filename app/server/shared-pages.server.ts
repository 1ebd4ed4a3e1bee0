import { sql } from "drizzle-orm";
import { database } from "./db.server.ts";

/**
 * The pages every visitor without an account sees alike are kept a few seconds by each instance
 * (ADR 0013). A write that changes what such a page is — a listing sold, lent out, back on offer —
 * says so here: this instance forgets its copies at once, the others when the notice reaches them.
 */
const CHANNEL = "shared_page_changed";
/** The path said when every shared page changed at once (a site limit a page states, saved by an admin). */
export const EVERY_SHARED_PAGE = "*";
const forgetters = new Set<(path: string) => void>();

export async function sharedPageChanged(path: string): Promise<void> {
  for (const forget of forgetters) forget(path);
  await database().db.execute(sql`select pg_notify(${CHANNEL}, ${path})`);
}

/** Every shared page changed: each instance forgets all its copies. */
export function everySharedPageChanged(): Promise<void> {
  return sharedPageChanged(EVERY_SHARED_PAGE);
}

/** The page cache's side: `forget` is called with each changed path. Returns the function that stops it. */
export async function onSharedPageChanged(forget: (path: string) => void): Promise<() => Promise<void>> {
  forgetters.add(forget);
  const stopListening = await database().listen(CHANNEL, forget, () => forget(EVERY_SHARED_PAGE));
  return async () => {
    forgetters.delete(forget);
    await stopListening();
  };
}
