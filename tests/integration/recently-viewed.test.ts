import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { mergeRecentViews, recentListingsOf, recordRecentView } from "../../app/features/recently-viewed/recently-viewed.server.ts";
import { RECENT_MAX } from "../../app/features/recently-viewed/recently-viewed.ts";
import { action as viewAction } from "../../app/routes/listing-view.ts";
import { action as cardsAction, loader as cardsLoader } from "../../app/routes/recently-viewed-cards.ts";
import { loader as pageLoader } from "../../app/routes/recently-viewed.tsx";
import { loader as dataLoader } from "../../app/routes/profile-data.ts";
import { action as deleteAction } from "../../app/routes/profile-delete.tsx";
import { db } from "../../app/server/db.server.ts";
import { listings, recentlyViewed } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";
import { beacon } from "../support/view-beacon.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() }) as never;
let seq = 0;
const member = async () => {
  const email = `recents${++seq}@example.test`;
  return { user: await createUser({ email }), cookie: await sessionCookie(email), email };
};
const rowsOf = async (userId: string) => db().select().from(recentlyViewed).where(eq(recentlyViewed.userId, userId));
const idsOf = async (userId: string) => (await recentListingsOf(userId)).map((l) => l.id);
const sendBeacon = async (cookie: string | undefined, listingId: string) => {
  const base = beacon({ cookie, ip: `10.80.0.${++seq % 250}` });
  return (await viewAction(
    args(new Request(base.url, { method: "POST", headers: base.headers, body: new URLSearchParams({ listing: listingId }) })),
  )) as Response;
};
const cards = async (query: string, cookie?: string) => {
  const request = new Request(`${ORIGIN}/recemment-consultees/cartes${query}`, { headers: cookie ? { cookie } : {} });
  return (await Promise.resolve(cardsLoader(args(request))).catch((e: unknown) => e)) as Response;
};
const merge = async (ids: string, cookie?: string) => {
  const request = new Request(`${ORIGIN}/recemment-consultees/cartes`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams({ ids }),
  });
  return (await Promise.resolve(cardsAction(args(request))).catch((e: unknown) => e)) as Response;
};

describe("recently viewed", () => {
  it("are written by a member's view beacon (a POST), newest first, never for a visitor, a hidden listing or a malformed id", async () => {
    const owner = await member();
    const me = await member();
    const a = await createSaleListing(owner.user.id);
    const b = await createRentalListing(owner.user.id);
    const sold = await createSaleListing(owner.user.id, { status: "sold" });
    expect((await sendBeacon(me.cookie, a.id)).status).toBe(204);
    await sendBeacon(me.cookie, b.id);
    await sendBeacon(me.cookie, sold.id);
    await sendBeacon(undefined, a.id);
    expect(await idsOf(me.user.id)).toEqual([b.id, a.id]);
    // Opened again, a listing moves up instead of appearing twice.
    await sendBeacon(me.cookie, a.id);
    expect(await idsOf(me.user.id)).toEqual([a.id, b.id]);
    expect(await rowsOf(me.user.id)).toHaveLength(2);
    expect(await recordRecentView(me.user.id, "pas-un-id")).toBe(false);
    expect(await recordRecentView(me.user.id, "00000000-0000-4000-a000-000000000000")).toBe(false);
    // A visitor's opening is kept on their device only: no row for anybody.
    expect(await db().select().from(recentlyViewed)).toHaveLength(2);
  });

  it("are never written by a GET: the page and the cards change nothing", async () => {
    const owner = await member();
    const me = await member();
    const a = await createSaleListing(owner.user.id);
    await pageLoader(args(new Request(`${ORIGIN}/recemment-consultees`, { headers: { cookie: me.cookie } })));
    await cards(`?ids=${a.id}`, me.cookie);
    await cards("", me.cookie);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });

  it("keep the last ten, and drop listings sold, hidden or deleted from what is shown", async () => {
    const owner = await member();
    const me = await member();
    const made = [];
    for (let i = 0; i < RECENT_MAX + 2; i++) made.push(await createSaleListing(owner.user.id, { year: 2000 + i }));
    const t0 = Date.now();
    for (const [i, l] of made.entries()) await recordRecentView(me.user.id, l.id, new Date(t0 + i * 1000));
    expect(await rowsOf(me.user.id)).toHaveLength(RECENT_MAX);
    const newest = made
      .slice(2)
      .reverse()
      .map((l) => l.id);
    expect(await idsOf(me.user.id)).toEqual(newest);
    await db()
      .update(listings)
      .set({ status: "sold" })
      .where(eq(listings.id, newest[0] as string));
    await db()
      .update(listings)
      .set({ hiddenReason: "reported" })
      .where(eq(listings.id, newest[1] as string));
    await db()
      .update(listings)
      .set({ deletedAt: new Date() })
      .where(eq(listings.id, newest[2] as string));
    expect(await idsOf(me.user.id)).toEqual(newest.slice(3));
  });

  it("merge the device's list at sign-in: once, the later opening first, capped at ten, bad and hidden ids left out, only for the member signed in", async () => {
    const owner = await member();
    const me = await member();
    const [a, b, c] = [await createSaleListing(owner.user.id), await createSaleListing(owner.user.id), await createSaleListing(owner.user.id)];
    const hidden = await createSaleListing(owner.user.id, { hiddenReason: "reported" });
    await recordRecentView(me.user.id, a.id, new Date(Date.now() - 60_000));
    const answer = await merge(`${b.id},${a.id},nope,${hidden.id},${c.id}`, me.cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ merged: 3 });
    expect(await idsOf(me.user.id)).toEqual([b.id, a.id, c.id]);
    // Posted twice (a retry), nothing doubles.
    await merge(`${b.id},${a.id},${c.id}`, me.cookie);
    expect(await rowsOf(me.user.id)).toHaveLength(3);
    // Nobody signed in: refused, nothing written.
    const visitor = await merge(`${a.id}`);
    expect(visitor.status).toBe(401);
    // Twelve ids from a forged device list: ten at most are read.
    const many = [];
    for (let i = 0; i < 12; i++) many.push((await createSaleListing(owner.user.id)).id);
    const other = await member();
    await mergeRecentViews(other.user.id, many);
    expect(await rowsOf(other.user.id)).toHaveLength(RECENT_MAX);
    expect(await idsOf(other.user.id)).toEqual(many.slice(0, RECENT_MAX));
  });

  it("answer a visitor's device list by ids and a member's own list, never another member's", async () => {
    const owner = await member();
    const me = await member();
    const other = await member();
    const [a, b] = [await createSaleListing(owner.user.id), await createRentalListing(owner.user.id)];
    const sold = await createSaleListing(owner.user.id, { status: "sold" });
    await recordRecentView(other.user.id, a.id);
    const byIds = await cards(`?ids=${b.id},${sold.id},${a.id},\u0000,../etc`);
    expect(byIds.status).toBe(200);
    expect(((await byIds.json()) as { listings: { id: string }[] }).listings.map((l) => l.id)).toEqual([b.id, a.id]);
    const mine = await cards("", me.cookie);
    expect(((await mine.json()) as { listings: unknown[] }).listings).toEqual([]);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await cards("")).status).toBe(401);
    expect((await cards("?ids=")).status).toBe(200);
    expect((await cards(`?ids=${"x,".repeat(20_000)}`)).status).toBe(200);
  });

  it("are in the member's data export and deleted with the account", async () => {
    const owner = await member();
    const me = await member();
    const a = await createSaleListing(owner.user.id, { brand: "Peugeot", model: "3008" });
    await recordRecentView(me.user.id, a.id);
    const exported = (await dataLoader(args(new Request(`${ORIGIN}/profile/donnees`, { headers: { cookie: me.cookie } })))) as Response;
    const data = (await exported.json()) as { recentlyViewed: { listingId: string; brand: string }[] };
    expect(data.recentlyViewed).toMatchObject([{ listingId: a.id, brand: "Peugeot" }]);
    const form = new URLSearchParams({ password: "motdepasse123" });
    await deleteAction(args(new Request(`${ORIGIN}/profile/supprimer`, { method: "POST", headers: { cookie: me.cookie, origin: ORIGIN }, body: form })));
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });
});
