import { and, asc, gt } from "drizzle-orm";
import { db } from "../../../server/db.server.ts";
import { LISTING_VISIBLE, listings } from "../../../server/schema.ts";
import { appUrl } from "../../../server/secret.server.ts";
import { listingHref } from "../listing.ts";

/** The sitemap protocol's limit per file; beyond it a sitemap index would be needed. */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 5_000;
const STATIC_PATHS = ["/", "/listings"];

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>\n`;

async function visibleBatch(after: string | null, limit: number) {
  return db()
    .select({ id: listings.id, kind: listings.kind, updatedAt: listings.updatedAt })
    .from(listings)
    .where(after ? and(LISTING_VISIBLE, gt(listings.id, after)) : LISTING_VISIBLE)
    .orderBy(asc(listings.id))
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
  let after: string | null = null;
  while (left > 0) {
    const limit = Math.min(BATCH, left);
    const rows = await visibleBatch(after, limit);
    if (rows.length > 0) yield rows.map((r) => urlEntry(`${origin}${listingHref(r.kind, r.id)}`, r.updatedAt)).join("");
    left -= rows.length;
    if (rows.length < limit) break;
    after = rows[rows.length - 1].id;
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
