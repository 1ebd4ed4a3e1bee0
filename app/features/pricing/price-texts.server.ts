import { and, eq, inArray } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { priceTexts } from "../../server/schema.ts";
import type { PriceEvaluation } from "./deal-rating.ts";
import { narrate, narrativeConfigured } from "./narrative.server.ts";
import type { PricedVehicle } from "./price-model.ts";

/** Listings worded per run of the job: the language model is paid per call and each takes seconds. */
export const PRICE_TEXTS_PER_RUN = 20;

/**
 * The numbers the language model words for a listing's evaluation, as one string: it is also the
 * key a stored text is shown under (a new price, mileage or estimate makes a new key).
 */
export function priceTextFacts(f: PricedVehicle, evaluation: PriceEvaluation): string {
  return JSON.stringify({
    véhicule: `${f.brand} ${f.model} ${f.year}`,
    kilométrage_km: f.mileage,
    prix_demandé_xof: f.price,
    valeur_estimée_xof: evaluation.marketValue,
    écart_pourcent: evaluation.savingsPercentage,
    annonces_comparables: evaluation.comparableCount,
  });
}

/** The stored text of a listing written from exactly these numbers, or null. */
export async function storedPriceText(listingId: string, facts: string): Promise<string | null> {
  const [row] = await db()
    .select({ text: priceTexts.text })
    .from(priceTexts)
    .where(and(eq(priceTexts.listingId, listingId), eq(priceTexts.facts, facts)));
  return row?.text ?? null;
}

export interface PriceTextWanted {
  listingId: string;
  facts: string;
}

/**
 * Has the language model word the first `PRICE_TEXTS_PER_RUN` of `wanted` (most wanted first)
 * that have no text for their current numbers, and stores each text. Stops at the first failure:
 * a model down or slow costs one timeout per run, and the rest waits for the next run.
 * Returns how many texts were written.
 */
export async function writePriceTexts(wanted: readonly PriceTextWanted[]): Promise<number> {
  if (!narrativeConfigured() || wanted.length === 0) return 0;
  const stored = new Map<string, string>();
  // Looked up in slices: the id list of a whole market would be one very long statement.
  for (let i = 0; i < wanted.length; i += 1000) {
    const ids = wanted.slice(i, i + 1000).map((w) => w.listingId);
    const rows = await db().select({ listingId: priceTexts.listingId, facts: priceTexts.facts }).from(priceTexts).where(inArray(priceTexts.listingId, ids));
    for (const row of rows) stored.set(row.listingId, row.facts);
  }
  const batch = wanted.filter((w) => stored.get(w.listingId) !== w.facts).slice(0, PRICE_TEXTS_PER_RUN);
  let written = 0;
  for (const { listingId, facts } of batch) {
    const text = await narrate(JSON.parse(facts) as Record<string, string | number>);
    if (!text) break;
    try {
      await db()
        .insert(priceTexts)
        .values({ listingId, facts, text })
        .onConflictDoUpdate({ target: priceTexts.listingId, set: { facts, text, writtenAt: new Date() } });
      written++;
    } catch (error) {
      // The listing was deleted while the model wrote (its text would have gone with it anyway).
      log.warn("pricing.text_not_stored", { listingId, error: String(error) });
    }
  }
  if (batch.length > 0) log.info("pricing.texts_written", { written, wanted: batch.length });
  return written;
}
