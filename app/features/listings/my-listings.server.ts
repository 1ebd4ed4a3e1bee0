import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { listings } from "../../server/schema.ts";
import type { ListingSummary } from "./listing.ts";
import { SUMMARY_COLUMNS } from "./listings.server.ts";

export interface MyListing extends ListingSummary {
  status: string;
  available: boolean;
  createdAt: string;
}

/** A listing in 'Mes Annonces', with its period. */
export interface OwnListing extends MyListing {
  hiddenReason: string | null;
  expiresAt: string;
  /** Its visible period has ended: it comes back online only by a renewal. */
  periodEnded: boolean;
}

const MY_LISTINGS_SHOWN = 200;

/** 'Mes Annonces': every listing of the owner not deleted (sold and archived too), newest first. */
export async function myListings(ownerId: string): Promise<OwnListing[]> {
  const rows = await db()
    .select({
      ...SUMMARY_COLUMNS,
      status: listings.status,
      available: listings.available,
      hiddenReason: listings.hiddenReason,
      createdAt: listings.createdAt,
      expiresAt: listings.expiresAt,
      periodEnded: sql<boolean>`${listings.expiresAt} <= now()`,
    })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), isNull(listings.deletedAt)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(MY_LISTINGS_SHOWN);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString() }));
}
