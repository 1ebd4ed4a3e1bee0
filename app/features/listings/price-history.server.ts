import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, listingPriceChanges, listings } from "../../server/schema.ts";
import { daysOnline, onlineFor } from "./detail/price-history.ts";
import { type ListingKind, listingAvailability } from "./listing.ts";

export interface PriceChange {
  oldPrice: number;
  newPrice: number;
  changedAt: string;
}

/** Records a price change inside the write that makes it (the edit's transaction); no row when the price stays. */
export async function recordPriceChange(tx: Db, listingId: string, oldPrice: number, newPrice: number): Promise<void> {
  if (oldPrice === newPrice) return;
  await tx.insert(listingPriceChanges).values({ listingId, oldPrice, newPrice });
}

/** A listing's price changes, oldest first, as a query not yet run: its page reads it with the other features' bits in one statement. */
export function priceHistoryQuery(listingId: string) {
  return db()
    .select({ oldPrice: listingPriceChanges.oldPrice, newPrice: listingPriceChanges.newPrice, changedAt: listingPriceChanges.changedAt })
    .from(listingPriceChanges)
    .where(eq(listingPriceChanges.listingId, listingId))
    .orderBy(asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id));
}

/** The history lines from the rows of `priceHistoryQuery`. */
export function priceHistoryFrom(rows: readonly { oldPrice: number; newPrice: number; changedAt: Date }[]): PriceChange[] {
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }));
}

/** A listing's price changes, oldest first (the page's history lines). */
export async function priceHistory(listingId: string): Promise<PriceChange[]> {
  return priceHistoryFrom(await priceHistoryQuery(listingId));
}

export interface PriceDrop {
  listingId: string;
  ownerId: string;
  kind: "sale" | "rental";
  brand: string;
  model: string;
  year: number;
  oldPrice: number;
  newPrice: number;
  images: string[];
}

/**
 * The price drops not yet told, each taken by this call alone (one UPDATE marks them), so every
 * drop is told once whichever server's job runs. A drop is told while the listing is still shown.
 */
export async function claimPriceDrops(): Promise<PriceDrop[]> {
  const claimed = await db()
    .update(listingPriceChanges)
    .set({ alertedAt: sql`now()` })
    .where(and(isNull(listingPriceChanges.alertedAt), lt(listingPriceChanges.newPrice, listingPriceChanges.oldPrice)))
    .returning({ listingId: listingPriceChanges.listingId, oldPrice: listingPriceChanges.oldPrice, newPrice: listingPriceChanges.newPrice });
  if (claimed.length === 0) return [];
  const rows = await db()
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      kind: listings.kind,
      brand: listings.brand,
      model: listings.model,
      year: listings.year,
      images: listings.images,
    })
    .from(listings)
    .where(and(inArray(listings.id, [...new Set(claimed.map((c) => c.listingId))]), LISTING_VISIBLE));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return claimed.flatMap((c) => {
    const l = byId.get(c.listingId);
    return l
      ? [
          {
            listingId: l.id,
            ownerId: l.ownerId,
            kind: l.kind,
            brand: l.brand,
            model: l.model,
            year: l.year,
            images: l.images,
            oldPrice: c.oldPrice,
            newPrice: c.newPrice,
          },
        ]
      : [];
  });
}

export interface ListingMarket {
  online: string | null;
  days: number | null;
  priceChanges: PriceChange[];
}

/**
 * What the listing's page says of its time on the market: 'En ligne depuis 12 jours' (`days`, for
 * the page to say in its language) and its price changes. Only a listing on offer is online: a
 * sold, lent-out, expired or put-away one has no such line (`days` and `online` null), which would
 * otherwise stand beside 'Cette annonce a été vendue' (issue 42); its price changes stay. From the
 * row the page read and the changes read beside it (priceHistory): nothing is read here.
 */
export function marketOf(
  listing: { createdAt: Date; kind: ListingKind; status: string; available: boolean; hiddenReason: string | null },
  priceChanges: PriceChange[],
  now: Date = new Date(),
): ListingMarket {
  if (listingAvailability(listing) !== "offered") return { online: null, days: null, priceChanges };
  const days = daysOnline(listing.createdAt.toISOString(), now);
  return { online: onlineFor(days), days, priceChanges };
}

/** A listing's time on the market (marketOf) by its id alone: reads its row and its changes; null for no listing. */
export async function listingMarket(listingId: string, now: Date = new Date()): Promise<ListingMarket | null> {
  const [[row], priceChanges] = await Promise.all([
    db()
      .select({
        createdAt: listings.createdAt,
        kind: listings.kind,
        status: listings.status,
        available: listings.available,
        hiddenReason: listings.hiddenReason,
      })
      .from(listings)
      .where(eq(listings.id, listingId)),
    priceHistory(listingId),
  ]);
  return row ? marketOf(row, priceChanges, now) : null;
}
