import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { sendAlertMails } from "../../app/features/saved-searches/alert-mails.server.ts";
import { alertUnsubscribeUrl, unsubscribeAlerts } from "../../app/features/saved-searches/alert-unsubscribe.server.ts";
import { runSavedSearchAlerts } from "../../app/features/saved-searches/alerts.server.ts";
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  saveSearch,
  setAlertFrequency,
} from "../../app/features/saved-searches/saved-searches.server.ts";
import { action as unsubscribeAction } from "../../app/routes/unsubscribe.tsx";
import { action as saveAction, loader as saveLoader } from "../../app/routes/saved-search-new.tsx";
import { sessionCookie } from "../support/session.ts";
import { NAME_MAX } from "../../app/features/saved-searches/saved-search-words.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, notifications, savedSearchMatches, savedSearches } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo } from "../support/mails.ts";

const { dataDir } = useTestDatabase();

let seq = 0;
const member = (extra: { firstName?: string } = {}) => createUser({ email: `alerts${++seq}@example.test`, ...extra });

async function save(userId: string, query: string, name = "") {
  const saved = await saveSearch(userId, { query, countryCode: "CI", name });
  if (!saved.ok) throw new Error(saved.message);
  return saved.id;
}

const bellOf = (userId: string) =>
  db()
    .select({ title: notifications.title, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));

describe("saved searches", () => {
  it("keeps the canonical browse query and proposes a name; the member may rename it", async () => {
    const awa = await member();
    await save(awa.id, "search=toyota+hilux&fuelType=diesel&priceMax=15000000&after=xyz");
    await save(awa.id, "search=corolla", "  Ma   Corolla ");
    const list = await listSavedSearches(awa.id);
    expect(list.map((s) => s.name)).toEqual(["Toyota Hilux · Diesel · moins de 15 millions CFA", "Ma Corolla"]);
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.name, "Ma Corolla"));
    expect(row.query).toBe("search=corolla");
    expect((await openSavedSearch(awa.id, row.id))?.href).toBe("/listings?search=corolla");
  });

  it(`refuses a ${SAVED_SEARCH_LIMIT + 1}st search with a French message, even when saves race for the last places`, async () => {
    const kofi = await member();
    for (let i = 0; i < SAVED_SEARCH_LIMIT - 2; i++) await save(kofi.id, `search=model${i}`);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => saveSearch(kofi.id, { query: `yearMin=${2000 + i}`, countryCode: "CI", name: "" })));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? "" : r.message))).toEqual(Array(4).fill(SAVED_SEARCH_MESSAGES.limit));
    expect(await listSavedSearches(kofi.id)).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it("lets nobody open, change or delete another member's search", async () => {
    const owner = await member();
    const other = await member();
    const id = await save(owner.id, "search=hilux");
    expect(await openSavedSearch(other.id, id)).toBeNull();
    expect(await setAlertFrequency(other.id, id, "never")).toBe(false);
    expect(await deleteSavedSearch(other.id, id)).toBe(false);
    expect(await setAlertFrequency(owner.id, id, "sometimes")).toBe(false);
    expect(await setAlertFrequency(owner.id, "pas-un-id", "never")).toBe(false);
    expect((await listSavedSearches(owner.id))[0]).toMatchObject({ id, frequency: "immediate" });
    expect(await deleteSavedSearch(owner.id, id)).toBe(true);
  });
});

describe("'Enregistrer cette recherche'", () => {
  const call = (fn: typeof saveLoader | typeof saveAction, path: string, cookie?: string, body?: URLSearchParams) =>
    fn({
      request: new Request(`http://localhost:3000${path}`, { method: body ? "POST" : "GET", headers: cookie ? { cookie } : {}, body }),
      params: {},
      context: new RouterContextProvider(),
    } as never);

  it("sends a visitor to sign in and back with the search kept; saves the member's search under the name they typed", async () => {
    const path = "/recherches/nouvelle?search=hilux&fuelType=diesel";
    const refused = await call(saveLoader, path).catch((response: unknown) => response as Response);
    expect((refused as Response).headers.get("Location")).toBe(`/auth?${new URLSearchParams({ redirectTo: path, reason: "recherche" })}`);
    const posted = (await call(saveAction, path, undefined, new URLSearchParams({ name: "x" }))) as Response;
    expect(posted.headers.get("Location")).toContain("reason=recherche");

    const awa = await member();
    const cookie = await sessionCookie(awa.email);
    expect(await call(saveLoader, path, cookie)).toMatchObject({ name: "Toyota Hilux · Diesel", query: "search=hilux&fuelType=diesel" });
    const saved = (await call(saveAction, path, cookie, new URLSearchParams({ name: "Pick-up diesel" }))) as Response;
    expect(saved.headers.get("Location")).toBe("/recherches");
    expect((await listSavedSearches(awa.id)).map((s) => [s.name, s.words])).toEqual([["Pick-up diesel", ["Toyota Hilux", "Diesel"]]]);
    const tooLong = await call(saveAction, path, cookie, new URLSearchParams({ name: "x".repeat(200) }));
    expect(tooLong).toMatchObject({ init: { status: 400 }, data: { error: SAVED_SEARCH_MESSAGES.nameTooLong } });
  });

  it("proposes the name and answers in English on an English page", async () => {
    const kofi = await member();
    const cookie = await sessionCookie(kofi.email);
    const path = "/en/recherches/nouvelle?type=location&yearMin=2015&city=Abidjan";
    expect(await call(saveLoader, path, cookie)).toMatchObject({ name: "Rental · from 2015 · in Abidjan", words: ["Rental", "from 2015", "in Abidjan"] });
    const tooLong = await call(saveAction, path, cookie, new URLSearchParams({ name: "x".repeat(200) }));
    expect(tooLong).toMatchObject({ init: { status: 400 }, data: { error: "The name cannot be longer than 120 characters." } });
  });

  it("says the limits the module holds (the marked messages write them out)", () => {
    expect(SAVED_SEARCH_MESSAGES.limit).toContain(`Vous avez déjà ${SAVED_SEARCH_LIMIT} recherches enregistrées`);
    expect(SAVED_SEARCH_MESSAGES.nameTooLong).toBe(`Le nom ne peut pas dépasser ${NAME_MAX} caractères.`);
  });
});

describe("alerts", () => {
  it("tells a matching search's member once, in the bell and by mail, never of their own listing nor of a non-match", async () => {
    const buyer = await member({ firstName: "Kofi" });
    const seller = await member();
    const search = await save(buyer.id, "search=hilux");
    await save(buyer.id, "search=hilux&fuelType=diesel"); // a second search of the same member: still one bell
    const own = await createSaleListing(buyer.id, { brand: "Toyota", model: "Hilux" });
    const hilux = await createSaleListing(seller.id, { brand: "Toyota", model: "Hilux", fuelType: "diesel", price: 12_500_000, images: ["listings/a/photo"] });
    await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla" });

    // Three runs at once: each pair is written by one of them, so one bell line and one mail.
    await Promise.all([runSavedSearchAlerts(), runSavedSearchAlerts(), runSavedSearchAlerts()]);
    await runSavedSearchAlerts();
    const bell = await bellOf(buyer.id);
    expect(bell).toEqual([
      {
        title: "Nouvelle annonce pour votre recherche",
        message: expect.stringContaining("Toyota Hilux 2018 — 12,5 millions CFA"),
        link: `/listing/${hilux.id}`,
      },
    ]);
    const ownMatches = await db()
      .select()
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.searchId))
      .where(and(eq(savedSearchMatches.listingId, own.id), eq(savedSearches.userId, buyer.id)));
    expect(ownMatches).toEqual([]);
    const mails = mailsTo(dataDir(), buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/listing/${hilux.id}`);
    expect(mails[0]).toContain("12,5 millions CFA");
    expect(mails[0]).toContain("/emails/desabonnement?t=recherche");
    expect((await listSavedSearches(buyer.id)).find((s) => s.id === search)?.newMatches).toBe(1);
    await openSavedSearch(buyer.id, search);
    expect((await listSavedSearches(buyer.id)).find((s) => s.id === search)?.newMatches).toBe(0);

    // Edited, it is no news again for the same search.
    await db().update(listings).set({ mileage: 90_000 }).where(eq(listings.id, hilux.id));
    await runSavedSearchAlerts();
    expect(await bellOf(buyer.id)).toHaveLength(1);
  });

  it("tells of a listing edited into the criteria or back on the market", async () => {
    const buyer = await member();
    const seller = await member();
    await save(buyer.id, "search=duster");
    const car = await createSaleListing(seller.id, { brand: "Dacia", model: "Sandero" });
    await runSavedSearchAlerts();
    expect(await bellOf(buyer.id)).toEqual([]);
    await db().update(listings).set({ model: "Duster", status: "sold" }).where(eq(listings.id, car.id));
    await runSavedSearchAlerts();
    expect(await bellOf(buyer.id)).toEqual([]);
    await db().update(listings).set({ status: "active" }).where(eq(listings.id, car.id));
    await runSavedSearchAlerts();
    expect(await bellOf(buyer.id)).toHaveLength(1);
  });

  it("gathers a daily search's matches in one digest of at most ten cars; 'Jamais' stays silent", async () => {
    const buyer = await member();
    const quiet = await member();
    const seller = await member();
    const daily = await save(buyer.id, "search=tucson");
    await setAlertFrequency(buyer.id, daily, "daily");
    const never = await save(quiet.id, "search=tucson");
    await setAlertFrequency(quiet.id, never, "never");
    for (let i = 0; i < 12; i++)
      await createSaleListing(seller.id, { brand: "Hyundai", model: "Tucson", price: 10_000_000 + i, images: [`listings/t${i}/photo`] });
    await runSavedSearchAlerts();
    expect(await bellOf(buyer.id)).toHaveLength(12);
    expect(await bellOf(quiet.id)).toEqual([]);
    expect(mailsTo(dataDir(), buyer.email)).toHaveLength(0);
    expect(await sendAlertMails("daily")).toBeGreaterThanOrEqual(1);
    expect(await sendAlertMails("daily")).toBe(0);
    const [digest, ...more] = mailsTo(dataDir(), buyer.email);
    expect(more).toEqual([]);
    expect(digest.match(/\/listing\/[0-9a-f-]{36}"/g)).toHaveLength(10);
    expect(digest.match(/<img /g)).toHaveLength(10);
    expect(digest).toContain("« Hyundai Tucson »");
    expect(mailsTo(dataDir(), quiet.email)).toEqual([]);
  });

  it("stops one search's alerts by its signed link; a forged or altered link changes nothing", async () => {
    const buyer = await member();
    const first = await save(buyer.id, "search=hilux");
    const second = await save(buyer.id, "search=corolla");
    const link = new URL(alertUnsubscribeUrl(first));
    const s = link.searchParams.get("s")!;
    expect(await unsubscribeAlerts(second, s)).toMatchObject({ ok: false });
    expect(await unsubscribeAlerts(first, `${s.slice(0, -2)}AA`)).toMatchObject({ ok: false });
    expect(await unsubscribeAlerts(first, undefined)).toMatchObject({ ok: false });
    const frequencies = async () =>
      Object.fromEntries(
        (
          await db()
            .select()
            .from(savedSearches)
            .where(and(eq(savedSearches.userId, buyer.id)))
        ).map((r) => [r.id, r.frequency]),
      );
    expect(await frequencies()).toEqual({ [first]: "immediate", [second]: "immediate" });

    // The mails' page posts the link's query (one-click), as mail clients do.
    const response = await unsubscribeAction({
      request: new Request(link, { method: "POST", body: new URLSearchParams() }),
      params: {},
      context: new RouterContextProvider(),
    } as never);
    expect(response).toMatchObject({ ok: true, message: "C'est fait : vous ne recevrez plus d'alerte pour cette recherche." });
    expect(await frequencies()).toEqual({ [first]: "never", [second]: "immediate" });
  });
});
