import { msg } from "@lingui/core/macro";
import { localizedPath } from "../../lib/language.ts";
import { translate } from "../../server/i18n.server.ts";
import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { LISTING_VISIBLE, listings, savedSearchMatches, savedSearchScan } from "../../server/schema.ts";
import { resolveCountry } from "../../lib/countries.ts";
import { CITY_LABELS } from "../../lib/cities.ts";
import { valueLabel } from "../../lib/vehicles.ts";
import { formatPrice } from "../../lib/money.ts";
import { listingHref, listingTitle } from "../listings/listing.ts";
import { matchSearches } from "../listings/search.server.ts";
import { type NotificationInput, createNotifications, notificationEvent, recipientLanguages } from "../notifications/notifications.server.ts";
import { queuePushes, wakePushOutbox } from "../push/push-outbox.server.ts";
import { sendAlertMails } from "./alert-mails.server.ts";
import { searchesToMatch } from "./saved-searches.server.ts";

const SCAN = "listings";
/**
 * Listings changed this long before the last scan's end are read again: `updated_at` is written by
 * the app server's clock and a slow transaction commits after its stamp. A listing read twice is
 * harmless, the match's primary key keeps it once.
 */
const OVERLAP_MS = 2 * 60_000;
/** A first run looks back this far (older changes are not news). */
const FIRST_LOOK_BACK_MS = 24 * 3600_000;
const INSERT_BATCH = 1000;

export interface AlertRun {
  listings: number;
  matches: number;
  notified: number;
  mailed: number;
  /** Milliseconds spent matching, writing the pairs and ringing the bells (the bench prints them). */
  ms: { match: number; record: number; bells: number };
}

/**
 * The alert job: the listings visible now that changed since its last run (posted, edited, restored,
 * back on the market) are matched against every saved search by browse's own SQL; each new
 * (search, listing) pair is written once (a primary key: concurrent runs cannot both write it), and
 * only the run that wrote it rings the member's bell and, for 'Immédiatement', mails them.
 * Never run on a posting request: the scheduler runs it.
 */
export async function runSavedSearchAlerts(): Promise<AlertRun> {
  await db()
    .insert(savedSearchScan)
    .values({ name: SCAN, scannedUntil: sql`now() - ${FIRST_LOOK_BACK_MS} * interval '1 millisecond'` })
    .onConflictDoNothing();
  const [{ from, to }] = await db()
    .select({
      from: sql<string>`(${savedSearchScan.scannedUntil} - ${OVERLAP_MS} * interval '1 millisecond')::text`,
      to: sql<string>`now()::text`,
    })
    .from(savedSearchScan)
    .where(eq(savedSearchScan.name, SCAN));
  const changed = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(sql`${LISTING_VISIBLE}`, gt(listings.updatedAt, sql`${from}::timestamptz`), lte(listings.updatedAt, sql`${to}::timestamptz`)));
  const run: AlertRun = { listings: changed.length, matches: 0, notified: 0, mailed: 0, ms: { match: 0, record: 0, bells: 0 } };
  let mark = performance.now();
  const lap = () => {
    const at = performance.now();
    const spent = at - mark;
    mark = at;
    return spent;
  };
  if (changed.length > 0) {
    const searches = await searchesToMatch();
    const found = await matchSearches(
      searches,
      changed.map((l) => l.id),
    );
    run.ms.match = lap();
    const silent = new Set(searches.filter((s) => s.frequency === "never").map((s) => s.id));
    const fresh = await recordMatches(found, silent);
    run.matches = fresh.length;
    run.ms.record = lap();
    run.notified = await ringBells(
      fresh.filter((m) => !silent.has(m.searchId)),
      new Map(searches.map((s) => [s.id, s])),
    );
    run.ms.bells = lap();
  }
  await db()
    .update(savedSearchScan)
    .set({ scannedUntil: sql`greatest(${savedSearchScan.scannedUntil}, ${to}::timestamptz)`, runs: sql`${savedSearchScan.runs} + 1` })
    .where(eq(savedSearchScan.name, SCAN));
  run.mailed = await sendAlertMails("immediate");
  return run;
}

type Match = { searchId: string; listingId: string };

/** Writes the pairs not written before; returns those this call wrote. A 'Jamais' search's match is born mailed. */
async function recordMatches(found: Match[], silent: ReadonlySet<string>): Promise<Match[]> {
  const fresh: Match[] = [];
  for (let start = 0; start < found.length; start += INSERT_BATCH) {
    const rows = await db()
      .insert(savedSearchMatches)
      .values(found.slice(start, start + INSERT_BATCH).map((m) => ({ ...m, mailedAt: silent.has(m.searchId) ? sql`now()` : null })))
      .onConflictDoNothing()
      .returning({ searchId: savedSearchMatches.searchId, listingId: savedSearchMatches.listingId });
    fresh.push(...rows);
  }
  return fresh;
}

/** One bell notification per member and listing, however many of their searches it matches. */
async function ringBells(fresh: Match[], searches: ReadonlyMap<string, { userId: string; name: string; countryCode: string }>): Promise<number> {
  if (fresh.length === 0) return 0;
  const cars = await db()
    .select({
      id: listings.id,
      kind: listings.kind,
      brand: listings.brand,
      model: listings.model,
      year: listings.year,
      price: listings.price,
      city: listings.city,
    })
    .from(listings)
    .where(and(inArray(listings.id, [...new Set(fresh.map((m) => m.listingId))]), isNull(listings.deletedAt)));
  const byId = new Map(cars.map((c) => [c.id, c]));
  const rows = fresh.flatMap((m) => {
    const search = searches.get(m.searchId);
    const car = byId.get(m.listingId);
    return search && car ? [{ ...search, ...car, searchId: m.searchId, listingId: m.listingId }] : [];
  });
  const wanted = new Set(fresh.map((m) => `${m.searchId}:${m.listingId}`));
  const told = new Set<string>();
  const bells: (NotificationInput & { userId: string })[] = [];
  for (const r of rows) {
    const key = `${r.userId}:${r.listingId}`;
    if (!wanted.has(`${r.searchId}:${r.listingId}`) || told.has(key)) continue;
    told.add(key);
    const name = r.name;
    const car = listingTitle(r);
    const country = resolveCountry(r.countryCode);
    bells.push({
      userId: r.userId,
      title: msg`Nouvelle annonce pour votre recherche`,
      message: (language) => {
        const price = formatPrice(r.price, country, undefined, language);
        const city = valueLabel(CITY_LABELS, r.city, (descriptor) => translate(language, descriptor));
        return translate(language, msg`« ${name} » : ${car} — ${price}, ${city}`);
      },
      link: listingHref(r.kind, r.listingId),
    });
  }
  const items = await createNotifications(db(), bells);
  const events = items.map(({ userId, item }) => notificationEvent(userId, item));
  await publishAll(events);
  const languages = await recipientLanguages(
    db(),
    items.map((i) => i.userId),
  );
  const pushes = items.map(({ userId, item }) => ({
    userId,
    topic: "searches" as const,
    title: item.title,
    body: item.message,
    url: localizedPath(item.link ?? "/", languages.get(userId)),
  }));
  if ((await queuePushes(db(), pushes)) > 0) {
    void wakePushOutbox();
  }
  return told.size;
}
