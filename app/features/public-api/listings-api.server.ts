import { type SQL, and, desc, eq, isNull, sql } from "drizzle-orm";
import { getCountry } from "../../lib/countries.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { serverI18n } from "../../server/i18n.server.ts";
import { LISTING_STATUS_VALUES, listings } from "../../server/schema.ts";
import { type StockSaveResult, saveStockListing } from "../dealer-stock/stock-listing.server.ts";
import { deleteListing } from "../listings/delete-listing.server.ts";
import { setListingStatus } from "../listings/listing-status.server.ts";
import { INPUT_PROBLEMS, readListingBody } from "./listing-input.ts";
import { formFieldsOf, listingJson } from "./listing-json.server.ts";
import { ApiProblem, type FieldError } from "./problem.server.ts";

type ListingRow = typeof listings.$inferSelect;

/** Prices in the API are francs CFA (XOF): a CFA country's currency, so the schemas convert nothing. */
const XOF_COUNTRY = getCountry("SN")!;

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;

const STATUS_PROBLEM = {
  fr: "Ce changement de statut n'est pas possible : une location n'est jamais vendue, une annonce expirée se renouvelle sur le site, une annonce vendue ou archivée revient d'abord en ligne.",
  en: "This status change is not possible: a rental is never sold, an expired listing is renewed on the site, a sold or archived listing goes back online first.",
};

/** The owner's live listing (not deleted), or null for anyone else's: another dealer's is a 404, never a 403. */
export async function ownListing(ownerId: string, id: string): Promise<ListingRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.ownerId, ownerId), isNull(listings.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function requireOwnListing(ownerId: string, id: string | undefined): Promise<ListingRow> {
  const row = id ? await ownListing(ownerId, id) : null;
  if (!row) throw new ApiProblem("not_found");
  return row;
}

/** A page's position: the last listing's creation instant (microseconds since 1970, exact) and id. */
interface ListingsCursor {
  micros: string;
  id: string;
}

function encodeCursor(cursor: ListingsCursor): string {
  return Buffer.from(`${cursor.micros}.${cursor.id}`, "utf8").toString("base64url");
}

function decodeCursor(raw: string): ListingsCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) return null;
  const [micros, id] = Buffer.from(raw, "base64url").toString("utf8").split(".");
  return micros && id && /^\d{1,17}$/.test(micros) && isUuid(id) ? { micros, id } : null;
}

const invalid = (field: string, message: { fr: string; en: string }) => new ApiProblem("validation_failed", { errors: [{ field, ...message }] });

const QUERY_PROBLEMS = {
  cursor: { fr: "Curseur de pagination invalide : reprenez depuis la première page.", en: "Invalid pagination cursor: start again from the first page." },
  limit: { fr: "« limit » doit être un entier de 1 à 100.", en: "“limit” must be a whole number from 1 to 100." },
  status: { fr: "« status » doit valoir active, sold, archived ou expired.", en: "“status” must be active, sold, archived or expired." },
};

/** `limit` of a list's query string: 1 to `max`, `fallback` when absent. */
export function pageLimit(url: URL, fallback = DEFAULT_PAGE, max = MAX_PAGE): number {
  const raw = url.searchParams.get("limit");
  if (raw === null || raw === "") return fallback;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw invalid("limit", QUERY_PROBLEMS.limit);
  return Number(raw);
}

/**
 * The owner's listings, newest first, a page at a time: the keyset (created_at, id) after the
 * cursor, so a listing added meanwhile never shifts a page. `reference` finds one by stock number
 * (among the owner's only: another dealer's stock number finds nothing).
 */
export async function listOwnListings(ownerId: string, url: URL) {
  const limit = pageLimit(url);
  const rawCursor = url.searchParams.get("cursor");
  const cursor = rawCursor ? decodeCursor(rawCursor) : null;
  if (rawCursor && !cursor) throw invalid("cursor", QUERY_PROBLEMS.cursor);
  const status = url.searchParams.get("status");
  if (status && !(LISTING_STATUS_VALUES as readonly string[]).includes(status)) throw invalid("status", QUERY_PROBLEMS.status);
  const reference = url.searchParams.get("reference");
  const micros = sql<string>`(extract(epoch from ${listings.createdAt}) * 1000000)::bigint::text`;
  const conditions: (SQL | undefined)[] = [eq(listings.ownerId, ownerId), isNull(listings.deletedAt)];
  if (status) conditions.push(eq(listings.status, status as (typeof LISTING_STATUS_VALUES)[number]));
  if (reference) conditions.push(eq(listings.dealerReference, reference.replaceAll("\0", "").trim()));
  if (cursor) {
    conditions.push(
      sql`(${listings.createdAt}, ${listings.id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
    );
  }
  const rows = await db()
    .select({ row: listings, micros })
    .from(listings)
    .where(and(...conditions))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => listingJson(r.row)),
    nextCursor: rows.length > limit && last ? encodeCursor({ micros: last.micros, id: last.row.id }) : null,
  };
}

/** saveStockListing's refusal as the API's problem: the code decides the status, never the words. */
function refusal(result: Extract<StockSaveResult, { ok: false }>): ApiProblem {
  const en = serverI18n("en");
  const errors: FieldError[] = result.problems.map((p) => ({ field: p.field, fr: p.message, en: en._(p.message) }));
  const detail = errors.length === 1 && errors[0] ? { fr: errors[0].fr, en: errors[0].en } : undefined;
  if (result.code === "not-found") return new ApiProblem("not_found");
  if (result.code === "forbidden") return new ApiProblem("limit_reached", { detail });
  if (result.code === "conflict") return new ApiProblem("conflict", { detail, errors });
  if (result.code === "failed") throw new Error(`saving a listing failed: ${errors.map((e) => e.fr).join("; ")}`);
  return new ApiProblem("validation_failed", { errors });
}

/**
 * A listing sent whole: created, or, when the owner already has one with this `reference`, that
 * one updated (a program that sends its stock again never makes doubles). Same rules as the site.
 */
export async function createFromApi(ownerId: string, body: unknown): Promise<{ created: boolean; listing: ReturnType<typeof listingJson> }> {
  const read = readListingBody(body, { partial: false });
  if (!read.ok) throw new ApiProblem("validation_failed", { errors: read.errors });
  const { reference = null, kind, fields, photos } = read.value;
  // Lists left out are empty lists, as an untouched form sends them.
  const withLists = { features: [], documentsAvailable: [], ...fields };
  const saved = await saveStockListing(ownerId, { reference, kind: kind!, fields: withLists, photoUrls: photos ?? null, currency: XOF_COUNTRY });
  if (!saved.ok) throw refusal(saved);
  const row = await requireOwnListing(ownerId, saved.id);
  return { created: saved.outcome === "created", listing: listingJson(row) };
}

/**
 * A partial listing laid over the stored one, then judged whole by the same rules (saveStockListing
 * with this listing as its target); `status` moves it along its lifecycle afterwards.
 */
export async function patchFromApi(ownerId: string, current: ListingRow, body: unknown) {
  const read = readListingBody(body, { partial: true });
  if (!read.ok) throw new ApiProblem("validation_failed", { errors: read.errors });
  const { reference, kind, fields, photos, status } = read.value;
  if (kind && kind !== current.kind) throw invalid("kind", INPUT_PROBLEMS.kindChanged);
  const priceField = current.kind === "sale" ? "pricePerDay" : "price";
  if (priceField in fields) throw invalid(priceField, INPUT_PROBLEMS.priceOfKind);
  const changesFields = Object.keys(fields).length > 0 || reference !== undefined || photos !== undefined;
  if (changesFields) {
    const saved = await saveStockListing(
      ownerId,
      {
        reference: reference === undefined ? current.dealerReference : reference,
        kind: current.kind,
        fields: { ...formFieldsOf(current), ...fields },
        photoUrls: photos ?? null,
        currency: XOF_COUNTRY,
      },
      { listingId: current.id },
    );
    if (!saved.ok) throw refusal(saved);
  }
  if (status && status !== current.status) {
    const moved = await setListingStatus(ownerId, { kind: current.kind, id: current.id }, status);
    if (!moved) throw invalid("status", STATUS_PROBLEM);
  }
  return listingJson(await requireOwnListing(ownerId, current.id));
}

/** Deletes the owner's listing (the site's own rule: not a rental with a confirmed stay to come). */
export async function deleteFromApi(ownerId: string, id: string | undefined): Promise<void> {
  const current = await requireOwnListing(ownerId, id);
  const deleted = await deleteListing(ownerId, { kind: current.kind, id: current.id });
  if (!deleted.ok) {
    const gone = !(await ownListing(ownerId, current.id));
    if (gone) throw new ApiProblem("not_found");
    throw new ApiProblem("conflict", { detail: { fr: deleted.error, en: serverI18n("en")._(deleted.error) } });
  }
}
