import { and, asc, gt } from "drizzle-orm";
import { db } from "../../../server/db.server.ts";
import { RENTAL_VISIBLE, SALE_VISIBLE, rentalListings, saleListings } from "../../../server/schema.ts";
import { appUrl } from "../../../server/secret.server.ts";
import type { ListingKind } from "../browse-query.ts";
import { listingHref } from "../listing-summary.ts";

/** The sitemap protocol's limit per file; beyond it a sitemap index would be needed. */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 5_000;
const STATIC_PATHS = ["/", "/listings"];

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>\n`;

async function visibleBatch(kind: ListingKind, after: string | null, limit: number) {
  const t = kind === "sale" ? saleListings : rentalListings;
  const visible = kind === "sale" ? SALE_VISIBLE : RENTAL_VISIBLE;
  return db()
    .select({ id: t.id, updatedAt: t.updatedAt })
    .from(t)
    .where(after ? and(visible, gt(t.id, after)) : visible)
    .orderBy(asc(t.id))
    .limit(limit);
}

/**
 * The sitemap as XML text chunks, one per database batch (keyset on the id), so tens of thousands
 * of listings never sit in memory at once.
 */
export async function* sitemapChunks(maxUrls = SITEMAP_MAX_URLS): AsyncGenerator<string> {
  const origin = appUrl();
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  const statics = STATIC_PATHS.slice(0, maxUrls);
  yield statics.map((path) => urlEntry(`${origin}${path}`)).join("");
  let left = maxUrls - statics.length;
  for (const kind of ["sale", "rental"] as const) {
    let after: string | null = null;
    while (left > 0) {
      const limit = Math.min(BATCH, left);
      const rows = await visibleBatch(kind, after, limit);
      if (rows.length > 0) yield rows.map((r) => urlEntry(`${origin}${listingHref(kind, r.id)}`, r.updatedAt)).join("");
      left -= rows.length;
      if (rows.length < limit) break;
      after = rows[rows.length - 1].id;
    }
  }
  yield "</urlset>\n";
}

export function sitemapStream(): ReadableStream<Uint8Array> {
  const chunks = sitemapChunks();
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
