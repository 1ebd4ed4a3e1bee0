import { and, asc, count, eq, sql } from "drizzle-orm";
import { type Db, db } from "../../server/db.server.ts";
import { listings, savedSearchMatches, savedSearches } from "../../server/schema.ts";
import { type Country, getCountry, resolveCountry } from "../../lib/countries.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type BrowseQuery, browseSearchParams, parseBrowseQuery } from "../listings/browse-query.ts";
import { type SearchCriteria, searchCriteria } from "../listings/search-criteria.ts";
import type { SearchToMatch } from "../listings/search.server.ts";
import type { I18n } from "@lingui/core";
import { serverI18n } from "../../server/i18n.server.ts";
import { NAME_MAX, countryWords, criteriaWords, proposedName } from "./saved-search-words.ts";
import { type AlertFrequency, isAlertFrequency } from "./alert-frequency.ts";

export const SAVED_SEARCH_LIMIT = 20;

export const SAVED_SEARCH_MESSAGES = {
  saved: /*i18n*/ "Recherche enregistrée",
  // SAVED_SEARCH_LIMIT (20) and NAME_MAX (120) written out: a marked message is one literal (saved-searches.test.ts holds them together).
  limit: /*i18n*/ "Vous avez déjà 20 recherches enregistrées : supprimez-en une dans « Mes recherches » pour en enregistrer une autre.",
  nameTooLong: /*i18n*/ "Le nom ne peut pas dépasser 120 caractères.",
  deleted: /*i18n*/ "Recherche supprimée",
  frequencySaved: /*i18n*/ "Fréquence des alertes enregistrée",
  notFound: /*i18n*/ "Cette recherche n'existe plus.",
} as const;

/** The browse state a saved search holds: the canonical query of `browse-query.ts`, first page. */
export function savedQuery(raw: string): { query: BrowseQuery; text: string } {
  const query = { ...parseBrowseQuery(new URLSearchParams(raw)), after: null };
  return { query, text: browseSearchParams(query).toString() };
}

/** What browse would search for this saved search: the same resolution as the /listings loader's. */
export function savedCriteria(row: { query: string; countryCode: string }): SearchCriteria {
  return searchCriteria(savedQuery(row.query).query, resolveCountry(row.countryCode));
}

export type SaveResult = { ok: true; id: string } | { ok: false; message: string };

/**
 * Saves a browse state for the member, named as they wish (or as proposed). At most
 * SAVED_SEARCH_LIMIT each: counted and inserted under a per-member lock, so two saves at once
 * cannot both take the last place. A proposed name is in the language of `i18n` (the page's).
 */
export async function saveSearch(userId: string, input: { query: string; countryCode: string; name: string }, i18n: I18n = serverI18n()): Promise<SaveResult> {
  const country = getCountry(input.countryCode) ?? resolveCountry(null);
  const { query, text } = savedQuery(input.query);
  const name = input.name.replace(/\s+/g, " ").trim() || proposedName(query, country, i18n);
  if (name.length > NAME_MAX) return { ok: false, message: SAVED_SEARCH_MESSAGES.nameTooLong };
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (n >= SAVED_SEARCH_LIMIT) return { ok: false as const, message: SAVED_SEARCH_MESSAGES.limit };
    const [row] = await tx.insert(savedSearches).values({ userId, name, query: text, countryCode: country.code }).returning({ id: savedSearches.id });
    return { ok: true as const, id: row.id };
  });
}

export interface SavedSearchItem {
  id: string;
  name: string;
  words: string[];
  country: string;
  frequency: AlertFrequency;
  /** Listings matched since 'Voir les annonces' was last used, still on sale. */
  newMatches: number;
}

/** The member's saved searches, their criteria said in the language of `i18n` (the page's). */
export async function listSavedSearches(userId: string, i18n: I18n = serverI18n()): Promise<SavedSearchItem[]> {
  const rows = await db()
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      countryCode: savedSearches.countryCode,
      frequency: savedSearches.frequency,
      // Spelled out: inside a select list drizzle leaves columns unqualified, and "id" would be the listing's.
      newMatches: sql<number>`(select count(*)::integer from ${savedSearchMatches} m join ${listings} l on l.id = m.listing_id
        where m.search_id = saved_searches.id and m.created_at > saved_searches.opened_at
        and l.status = 'active' and l.available and l.deleted_at is null and l.hidden_reason is null)`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map((r) => {
    const country: Country = resolveCountry(r.countryCode);
    const { query } = savedQuery(r.query);
    return {
      id: r.id,
      name: r.name,
      words: criteriaWords(query, country, i18n),
      country: countryWords(query, country, i18n),
      frequency: r.frequency,
      newMatches: Number(r.newMatches),
    };
  });
}

const own = (userId: string, id: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** 'Voir les annonces': the search counts as opened now; its browse URL and country, or null if not the member's. */
export async function openSavedSearch(userId: string, id: string): Promise<{ href: string; countryCode: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .update(savedSearches)
    .set({ openedAt: sql`now()` })
    .where(own(userId, id))
    .returning({ query: savedSearches.query, countryCode: savedSearches.countryCode });
  if (!row) return null;
  return { href: row.query ? `/listings?${row.query}` : "/listings", countryCode: row.countryCode };
}

/** Only the member's own search changes: another member's id matches nothing. */
export async function setAlertFrequency(userId: string, id: string, frequency: unknown): Promise<boolean> {
  if (!isUuid(id) || !isAlertFrequency(frequency)) return false;
  const rows = await db().update(savedSearches).set({ frequency }).where(own(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db().delete(savedSearches).where(own(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The mail's one-click stop: alerts of that one search off (its signature checked by the caller). */
export async function stopAlerts(searchId: string): Promise<boolean> {
  if (!isUuid(searchId)) return false;
  const rows = await db().update(savedSearches).set({ frequency: "never" }).where(eq(savedSearches.id, searchId)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Every saved search with its browse criteria, for the alert job. */
export async function searchesToMatch(): Promise<(SearchToMatch & { frequency: AlertFrequency; name: string; countryCode: string })[]> {
  const rows = await db()
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      query: savedSearches.query,
      countryCode: savedSearches.countryCode,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
      name: savedSearches.name,
    })
    .from(savedSearches);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    frequency: r.frequency,
    name: r.name,
    countryCode: r.countryCode,
    criteria: savedCriteria(r),
    changedAfter: r.createdAt,
  }));
}

/** A deleted account's searches (their matches go with them), inside the deletion's transaction. */
export async function eraseSavedSearchesOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
}
