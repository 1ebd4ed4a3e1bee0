import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banUser, signOut } from "../../app/features/accounts/accounts.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { type Database, db, setDatabase } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { SESSION_CACHE_MS, startSessionRelay } from "../../app/server/session-cache.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

const test = useTestDatabase();

/**
 * Two app instances on one database, as two servers behind a load balancer: each keeps its own
 * sessions (its own cache, keyed by the database it was given) and hears the other through the
 * database's notices.
 */
let here: Database;
let there: Database;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  here = test.database();
  there = { ...here };
  for (const instance of [here, there]) {
    setDatabase(instance);
    stops.push(await startSessionRelay());
  }
  setDatabase(here);
});
afterAll(async () => {
  setDatabase(here);
  for (const stop of stops) await stop();
});

function on(instance: Database) {
  setDatabase(instance);
  return instance;
}

const profilePage = (cookie: string) => handle(new Request("http://localhost:3000/profile", { headers: { cookie } }));

/** The status of /profile on that instance once its notice has had time to arrive (well under the cache's lifetime). */
async function statusOnceHeard(instance: Database, cookie: string, expected: number): Promise<number> {
  let status = 0;
  for (let waited = 0; waited < SESSION_CACHE_MS / 10; waited += 50) {
    on(instance);
    status = (await profilePage(cookie)).status;
    if (status === expected) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return status;
}

async function signedInMember(email: string) {
  on(here);
  const user = await createUser({ email, firstName: "Awa" });
  const cookie = await sessionCookie(email);
  // Both instances have looked the session up and keep it.
  on(here);
  expect((await profilePage(cookie)).status).toBe(200);
  on(there);
  expect((await profilePage(cookie)).status).toBe(200);
  return { user, cookie };
}

describe("the session cache", () => {
  it("keeps a member a few seconds: a change no notice announced is not seen by the next page", async () => {
    const { user, cookie } = await signedInMember("kept@example.test");
    on(here);
    await db().update(profiles).set({ firstName: "Adjoua" }).where(eq(profiles.id, user.id));
    on(there);
    const html = await (await profilePage(cookie)).text();
    expect(html).toContain("Awa");
    expect(html).not.toContain("Adjoua");
  });

  it("refuses a banned member's next request on another instance", async () => {
    const { user, cookie } = await signedInMember("banned@example.test");
    on(here);
    await banUser(user.id, "Annonces frauduleuses");
    expect((await profilePage(cookie)).status).toBe(302);
    expect(await statusOnceHeard(there, cookie, 302)).toBe(302);
  });

  it("ends a session signed out on one instance on the other too", async () => {
    const { cookie } = await signedInMember("signed-out@example.test");
    on(here);
    await signOut(new Request("http://localhost:3000/logout", { method: "POST", headers: { cookie } }));
    expect((await profilePage(cookie)).status).toBe(302);
    expect(await statusOnceHeard(there, cookie, 302)).toBe(302);
  });

  it("forgets a member on every instance when a notice names them", async () => {
    const { user, cookie } = await signedInMember("noticed@example.test");
    on(here);
    await db().update(profiles).set({ banned: true }).where(eq(profiles.id, user.id));
    await db().execute(sql`select pg_notify('sessions_changed', ${user.id})`);
    expect(await statusOnceHeard(here, cookie, 302)).toBe(302);
    expect(await statusOnceHeard(there, cookie, 302)).toBe(302);
  });

  it("finds nobody without a session cookie, and keeps no unknown token", async () => {
    on(here);
    expect((await profilePage("country=CI")).status).toBe(302);
    expect((await profilePage("aa.session_token=inconnu.signature")).status).toBe(302);
  });
});
