import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { COUNTRY_CODES, isCountryCode } from "../../lib/countries.ts";
import { db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, listings } from "../../server/schema.ts";
import { appUrl } from "../../server/secret.server.ts";
import { type ListingKind, listingHref } from "../listings/listing.ts";
import { siteUrl } from "./site-url.ts";
import {
  INDEX_CLOSE,
  INDEX_OPEN,
  SITEMAP_MAX_URLS,
  SITE_FILE_LANGUAGES,
  type SitemapFile,
  URLSET_CLOSE,
  URLSET_OPEN,
  sitemapEntry,
  sitemapFilePath,
  sitemapLanguagesOf,
  sitePagePaths,
  urlEntry,
  xmlEscape,
} from "./sitemap-files.ts";

/** `cap`: URLs in one listing file (the protocol's limit; smaller in tests). `batch`: rows a query reads. */
export interface SitemapOptions {
  cap?: number;
  batch?: number;
}

const BATCH = 5_000;

/** Kept five minutes by browsers and caches: a new listing waits that long at most. */
export const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" };

/**
 * Each country's listing files and the last change of the listings in each: the visible listings
 * numbered in id order within their country (the sitemap index, read alone), cut every `cap`.
 */
async function countryPages(cap: number): Promise<{ country: string; page: number; lastmod: Date }[]> {
  const numbered = db()
    .select({
      country: listings.country,
      updatedAt: listings.updatedAt,
      page: sql<number>`((row_number() over (partition by ${listings.country} order by ${listings.id}) - 1) / ${cap} + 1)::int`.as("page"),
    })
    .from(listings)
    .where(and(LISTING_VISIBLE, inArray(listings.country, [...COUNTRY_CODES])))
    .as("numbered");
  return db()
    .select({ country: numbered.country, page: numbered.page, lastmod: sql<Date>`max(${numbered.updatedAt})`.mapWith(listings.updatedAt) })
    .from(numbered)
    .groupBy(numbered.country, numbered.page)
    .orderBy(numbered.country, numbered.page);
}

/** The index: the site pages' files (one per language), then each country's listing files in each of its languages. */
export async function* sitemapIndexChunks({ cap = SITEMAP_MAX_URLS }: SitemapOptions = {}): AsyncGenerator<string> {
  const origin = appUrl();
  const pages = await countryPages(cap);
  yield INDEX_OPEN;
  for (const language of SITE_FILE_LANGUAGES) yield sitemapEntry(siteUrl(origin, sitemapFilePath({ scope: "site", language, page: 1 })));
  for (const { country, page, lastmod } of pages) {
    if (!isCountryCode(country)) continue;
    for (const language of sitemapLanguagesOf(country)) {
      yield sitemapEntry(siteUrl(origin, sitemapFilePath({ scope: "country", country, language, page })), lastmod);
    }
  }
  yield INDEX_CLOSE;
}

/**
 * One batch of a country's visible listings after `after` (or `offset` rows in), already written as
 * `<url>` entries by the database: one row comes back, not thousands, which is what a driver spends
 * its time on (PGlite above all). The addresses are ours (an escaped prefix, then a uuid), the
 * dates `lastmodText`'s format.
 */
async function entriesBatch(file: CountryFile, origin: string, after: string | null, offset: number, limit: number) {
  const batch = db()
    .select({ id: listings.id, kind: listings.kind, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(LISTING_VISIBLE, eq(listings.country, file.country), after ? gt(listings.id, after) : undefined))
    .orderBy(asc(listings.id))
    .offset(offset)
    .limit(limit)
    .as("batch");
  const prefix = (kind: ListingKind) => xmlEscape(siteUrl(origin, listingHref(kind, ""), file.language));
  const loc = sql`case ${batch.kind} when 'sale' then ${prefix("sale")}::text else ${prefix("rental")}::text end || ${batch.id}::text`;
  const lastmod = sql`to_char(${batch.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const [row] = await db()
    .select({
      xml: sql<string>`coalesce(string_agg('<url><loc>' || ${loc} || '</loc><lastmod>' || ${lastmod} || '</lastmod></url>' || chr(10), '' order by ${batch.id}), '')`,
      count: sql<number>`count(*)::int`,
      // uuids compare as their bytes, which is their hex text's order.
      last: sql<string | null>`max(${batch.id}::text)`,
    })
    .from(batch);
  return row ?? { xml: "", count: 0, last: null };
}

type CountryFile = Extract<SitemapFile, { scope: "country" }>;

/**
 * A listing file's XML in chunks, one per batch: the first batch skips to the file's place (an
 * index-only skip), the next ones carry on after the last id read (keyset), so no more than a
 * batch is ever in memory. Null when the file has no listing: it is not in the index, it is not found.
 */
async function countryFileChunks(file: CountryFile, cap: number, batch: number): Promise<AsyncGenerator<string> | null> {
  const origin = appUrl();
  const first = await entriesBatch(file, origin, null, (file.page - 1) * cap, Math.min(batch, cap));
  if (first.count === 0) return null;
  return (async function* () {
    yield URLSET_OPEN;
    let rows = first;
    let requested = Math.min(batch, cap);
    let left = cap;
    for (;;) {
      yield rows.xml;
      left -= rows.count;
      if (rows.count < requested || left <= 0 || !rows.last) break;
      requested = Math.min(batch, left);
      rows = await entriesBatch(file, origin, rows.last, 0, requested);
      if (rows.count === 0) break;
    }
    yield URLSET_CLOSE;
  })();
}

async function* siteFileChunks(file: Extract<SitemapFile, { scope: "site" }>): AsyncGenerator<string> {
  const origin = appUrl();
  yield URLSET_OPEN;
  yield sitePagePaths()
    .map((path) => urlEntry(siteUrl(origin, path, file.language)))
    .join("");
  yield URLSET_CLOSE;
}

/** One sitemap file's XML in chunks; null when there is no such file. */
export async function sitemapFileChunks(file: SitemapFile, { cap = SITEMAP_MAX_URLS, batch = BATCH }: SitemapOptions = {}) {
  return file.scope === "site" ? siteFileChunks(file) : countryFileChunks(file, cap, batch);
}

/** The robots.txt that names the sitemap index, the way crawlers find it. */
export function robotsText(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(appUrl(), "/sitemap.xml")}\n`;
}

/** Chunks of text as a byte stream, each read from its source when the client is ready for it. */
export function xmlStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
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
