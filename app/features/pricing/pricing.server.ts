import { and, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { formatCfa } from "../../lib/money.ts";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { runInSlices } from "../../server/time-slices.server.ts";
import { fitMarketModelOffThread } from "./market-fit.server.ts";
import { type MarketModel, estimateMarket } from "./market-model.ts";
import { SHOWN_FACTORS, type ShownFactor } from "./price-factor-words.ts";
import { LISTING_VISIBLE, listings } from "../../server/schema.ts";
import { type DealBadge, type DealRating, type PriceEvaluation, isSuspiciouslyCheap, savingsPercentage, steadyDealRating } from "./deal-rating.ts";
import { hit } from "../../server/rate-limit.server.ts";
import { narrate, narrativeConfigured } from "./narrative.server.ts";
import { priceTextFacts, storedPriceText, writePriceTexts } from "./price-texts.server.ts";
import { type MarketEstimate, type PricedVehicle, type VehicleFacts, engineCcOf } from "./price-model.ts";
import { msg, plural } from "@lingui/core/macro";
import { groupDigits } from "../../lib/grouped-number.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { serverI18n } from "../../server/i18n.server.ts";
import { BODY_TYPE_LABELS, valueLabel } from "../../lib/vehicles.ts";

export { engineCcOf } from "./price-model.ts";

interface Rated {
  /** The listing's own update time when rated: a listing changed since is rated again. */
  updatedAt: number;
  evaluation: PriceEvaluation | null;
  /** The numbers the language model words (price-texts.server.ts); null without an evaluation. */
  textFacts: string | null;
  /**
   * The language model's stored text for `textFacts`, kept once a page has read it: the job words
   * only numbers that have no text yet (two instances wording the same numbers at once may store
   * either wording, each right).
   */
  text?: string;
  /** Whether the too-cheap caution was put in the admins' reports (by the job, never by a page). */
  reported: boolean;
}

interface Fitted {
  model: MarketModel;
  /** The listings' count and latest change when fitted: a refit is due only when they move. */
  fingerprint: string;
  /** Every market listing's evaluation, by id. */
  evaluations: Map<string, Rated>;
}

let fitted: Fitted | null = null;
let fitting: Promise<Fitted> | null = null;

/** The market the model learns from: sale listings offered or sold, not deleted, not hidden by moderation. */
const MARKET = and(eq(listings.kind, "sale"), isNull(listings.deletedAt), isNull(listings.hiddenReason), inArray(listings.status, ["active", "sold"]));

/** The year as a number with its fraction: ages are measured from today. */
function yearNow(now = new Date()): number {
  return now.getUTCFullYear() + (now.getTime() - Date.UTC(now.getUTCFullYear(), 0, 1)) / (365.25 * 86_400_000);
}

const FACT_COLUMNS = {
  id: listings.id,
  brand: listings.brand,
  model: listings.model,
  year: listings.year,
  mileage: listings.mileage,
  price: listings.price,
  fuel: listings.fuelType,
  transmission: listings.transmission,
  condition: listings.condition,
  owners: listings.previousOwners,
  bodyType: listings.bodyType,
  horsepower: listings.horsepower,
  engine: listings.engine,
  seats: listings.seats,
  accidents: listings.accidents,
  cleanTitle: listings.cleanTitle,
  customsCleared: listings.customsCleared,
  country: listings.country,
  updatedAt: listings.updatedAt,
};

type FactRow = { [K in keyof typeof FACT_COLUMNS]: (typeof FACT_COLUMNS)[K]["_"]["data"] | null } & { id: string; updatedAt: Date; price: number };

/** A sale listing as its rating reads it: the facts the model weighs, its price, and when it last changed (its page passes the row it read). */
export type PricedListing = FactRow;

function factsOf(row: FactRow): PricedVehicle {
  return {
    id: row.id,
    brand: row.brand ?? "",
    model: row.model ?? "",
    year: row.year ?? 0,
    mileage: row.mileage ?? 0,
    price: row.price,
    fuel: row.fuel,
    transmission: row.transmission,
    condition: row.condition,
    owners: row.owners,
    bodyType: row.bodyType,
    horsepower: row.horsepower,
    engineCc: engineCcOf(row.engine),
    seats: row.seats,
    accidents: row.accidents,
    cleanTitle: row.cleanTitle,
    customsCleared: row.customsCleared,
    country: row.country,
  };
}

async function fingerprint(): Promise<string> {
  const [row] = await db()
    .select({ n: count(), latest: max(listings.updatedAt) })
    .from(listings)
    .where(eq(listings.kind, "sale"));
  return `${row?.n ?? 0}|${row?.latest ? new Date(row.latest).getTime() : 0}`;
}

/** The in-house explanation: what the value rests on, in a sentence or two, in `language` (French unless a page asks for another). */
export function explanationOf(f: VehicleFacts, estimate: MarketEstimate, language: Language = DEFAULT_LANGUAGE): string {
  const i18n = serverI18n(language);
  const { brand, model, year } = f;
  const count = estimate.comparableCount;
  // A body type is stored as its French word; a value the catalogue does not know is said as it is.
  const category = f.bodyType ? valueLabel(BODY_TYPE_LABELS, f.bodyType, (descriptor) => i18n._(descriptor)) : "";
  const mileage = groupDigits(f.mileage, language);
  switch (estimate.level) {
    case "variant":
      return i18n._(
        msg`Valeur estimée d'après ${plural(count, { one: "# annonce", other: "# annonces" })} de ${brand} ${model} de la même version, en tenant compte de l'année (${year}), du kilométrage (${mileage} km), de la motorisation et de l'état.`,
      );
    case "model":
      return i18n._(
        msg`Valeur estimée d'après ${plural(count, { one: "# annonce", other: "# annonces" })} de ${brand} ${model}, en tenant compte de l'année (${year}), du kilométrage (${mileage} km), de la motorisation et de l'état.`,
      );
    case "brand-body":
      return i18n._(
        msg`Valeur estimée d'après ${plural(count, { one: "# annonce", other: "# annonces" })} de ${brand} de la même catégorie (${category}), en tenant compte de l'année (${year}), du kilométrage (${mileage} km), de la motorisation et de l'état.`,
      );
    case "body":
      return i18n._(
        msg`Valeur estimée d'après ${plural(count, { one: "# annonce", other: "# annonces" })} de véhicules de la même catégorie (${category}), en tenant compte de l'année (${year}), du kilométrage (${mileage} km), de la motorisation et de l'état.`,
      );
    default:
      return i18n._(
        msg`Valeur estimée d'après l'ensemble du marché, faute d'annonce comparable, en tenant compte de l'année (${year}), du kilométrage (${mileage} km), de la motorisation et de l'état.`,
      );
  }
}

/** The SHOWN_FACTORS factors that moved an estimate most: `estimateMarket` gives them largest first. */
function shownFactors(factors: readonly ShownFactor[]): ShownFactor[] {
  return factors.slice(0, SHOWN_FACTORS);
}

/**
 * A price against the model's value; null when nothing comparable exists (no badge then). Its
 * explanation in `language`. `previous`: the badge the listing had, unchanged since, which a refit
 * keeps unless the price is now clearly on the other side of a threshold (steadyDealRating).
 */
export function evaluatePrice(
  model: MarketModel,
  f: VehicleFacts & { id?: string },
  price: number,
  language: Language = DEFAULT_LANGUAGE,
  previous?: DealRating,
): PriceEvaluation | null {
  const estimate = estimateMarket(model, f, f.id);
  if (estimate.comparableCount === 0) return null;
  const savings = savingsPercentage(price, estimate.value);
  return {
    dealRating: steadyDealRating(savings, previous),
    factors: shownFactors(estimate.factors),
    savingsPercentage: savings,
    comparableCount: estimate.comparableCount,
    explanation: explanationOf(f, estimate, language),
    aiPowered: false,
    marketValue: Math.round(estimate.value),
    suspicious: isSuspiciouslyCheap(price, estimate.value, estimate.comparableCount),
  };
}

/** A listing rated with the model now: what pages and the jobs read. `before`: its rating by the previous model, if any. */
function rate(model: MarketModel, facts: PricedVehicle, updatedAt: Date, before?: Rated): Rated {
  // Only a listing that has not changed since keeps its badge through a refit.
  const previous = before?.updatedAt === updatedAt.getTime() ? before.evaluation?.dealRating : undefined;
  const evaluation = evaluatePrice(model, facts, facts.price, DEFAULT_LANGUAGE, previous);
  return { updatedAt: updatedAt.getTime(), evaluation, textFacts: evaluation ? priceTextFacts(facts, evaluation) : null, reported: false };
}

/**
 * The price model's own report of each too-cheap listing rated since the last run, once, in the
 * admins' 'Signalements'. Only the scheduler's job calls it: a page view changes nothing (ADR 0002).
 */
async function reportSuspicious(state: Fitted, report: CautionReport): Promise<void> {
  for (const [listingId, rated] of state.evaluations) {
    const evaluation = rated.evaluation;
    if (rated.reported || !evaluation?.suspicious) continue;
    const share = Math.round(100 - evaluation.savingsPercentage);
    await report(listingId, `Signalé par le modèle de prix : ${share} % de la valeur estimée (${formatCfa(evaluation.marketValue)}).`);
    rated.reported = true;
  }
}

async function fit(): Promise<Fitted> {
  const started = performance.now();
  const print = await fingerprint();
  // In one order, fit after fit: the trees' bins and folds then move only as much as the market did.
  const rows = (await db().select(FACT_COLUMNS).from(listings).where(MARKET).orderBy(listings.id)) as FactRow[];
  const market = rows.map(factsOf);
  const model = await fitMarketModelOffThread(market, yearNow());
  const evaluations = await runInSlices(rateAll(model, market, rows, fitted?.evaluations));
  log.info("pricing.fitted", {
    listings: market.length,
    kept: model.ridge.trainedOn,
    trees: model.trees !== null,
    ms: Math.round(performance.now() - started),
  });
  return { model, fingerprint: print, evaluations };
}

/** Every listing rated with the model, a step per hundred listings (a fit runs in slices between requests). */
function* rateAll(
  model: MarketModel,
  market: readonly PricedVehicle[],
  rows: readonly FactRow[],
  before?: ReadonlyMap<string, Rated>,
): Generator<void, Map<string, Rated>> {
  const evaluations = new Map<string, Rated>();
  for (let i = 0; i < market.length; i++) {
    const facts = market[i] as PricedVehicle;
    const id = facts.id as string;
    evaluations.set(id, rate(model, facts, (rows[i] as FactRow).updatedAt, before?.get(id)));
    if (i % 100 === 99) yield;
  }
  return evaluations;
}

/** Fits the model, or joins the fit already running: never two at once. */
async function fitOnce(): Promise<Fitted> {
  fitting ??= fit().finally(() => {
    fitting = null;
  });
  fitted = await fitting;
  return fitted;
}

/** The model now, fitted on first use. */
async function current(): Promise<Fitted> {
  return fitted ?? fitOnce();
}

/** Files the price model's report of a too-cheap listing: the reports feature's, passed in by the job's wiring (reports sit above listings, which sit above pricing). */
export type CautionReport = (listingId: string, comment: string) => Promise<void>;

/**
 * The scheduler's job (at start, then every few minutes): refits when sale listings were added,
 * changed or removed since the last fit (pages keep using the previous model meanwhile), then
 * reports the too-cheap listings rated since its last run. Returns whether it refitted.
 */
export async function refreshPriceModel(report: CautionReport): Promise<boolean> {
  const due = !fitting && !(fitted && (await fingerprint()) === fitted.fingerprint);
  const state = due || fitting ? await fitOnce() : (fitted as Fitted);
  await reportSuspicious(state, report);
  return due;
}

/**
 * The scheduler's job that has the language model word the listings' evaluations, a batch per run,
 * the most recently changed listings first; pages show a stored text only while its numbers hold.
 */
export async function wordPriceTexts(): Promise<number> {
  const { evaluations } = await current();
  const wanted = [...evaluations]
    .filter(([, rated]) => rated.textFacts && !rated.evaluation?.suspicious)
    .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
    .map(([listingId, rated]) => ({ listingId, facts: rated.textFacts as string }));
  return writePriceTexts(wanted);
}

/** The deal badges of listings' cards, from the evaluations made with the model (sales only; none for a suspicious price). */
export async function dealBadges(ids: readonly string[]): Promise<Map<string, DealBadge>> {
  const { evaluations } = await current();
  const out = new Map<string, DealBadge>();
  for (const id of ids) {
    const e = evaluations.get(id)?.evaluation;
    if (e && !e.suspicious) out.set(id, { rating: e.dealRating, savings: e.savingsPercentage, comparables: e.comparableCount });
  }
  return out;
}

/** Cards with their badge (`deal`: null without one). */
export async function withDealBadges<T extends { id: string; kind: string }>(cards: readonly T[]): Promise<(T & { deal: DealBadge | null })[]> {
  const badges = await dealBadges(cards.filter((c) => c.kind === "sale").map((c) => c.id));
  return cards.map((c) => ({ ...c, deal: badges.get(c.id) ?? null }));
}

/** A sale listing's evaluation (listingEvaluationOf) by its id alone: reads its row first; null for another id. */
export async function listingEvaluation(id: string, language: Language = DEFAULT_LANGUAGE): Promise<PriceEvaluation | null> {
  if (!isUuid(id)) return null;
  await current();
  const [row] = (await db()
    .select(FACT_COLUMNS)
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.kind, "sale")))) as FactRow[];
  return row ? listingEvaluationOf(row, language) : null;
}

/**
 * A sale listing's evaluation for its page, from the row the page read: the one made with the
 * model when the listing has not changed since, else computed now and kept until the listing or
 * the model changes. Its text is the language model's stored one when written from these very
 * numbers, else our own: the page reads, writes nothing and calls nobody. In another language than
 * French the text is our own, in that language (the language model writes French).
 */
export async function listingEvaluationOf(row: PricedListing, language: Language = DEFAULT_LANGUAGE): Promise<PriceEvaluation | null> {
  const state = await current();
  const { id } = row;
  const known = state.evaluations.get(id);
  let record = known && known.updatedAt === row.updatedAt.getTime() ? known : null;
  if (!record) {
    try {
      record = rate(state.model, factsOf(row), row.updatedAt);
    } catch (error) {
      log.warn("pricing.evaluation_failed", { error, id });
      return null;
    }
    state.evaluations.set(id, record);
  }
  const { evaluation, textFacts } = record;
  if (evaluation && language !== DEFAULT_LANGUAGE) {
    return { ...evaluation, explanation: evaluatePrice(state.model, factsOf(row), row.price, language)?.explanation ?? evaluation.explanation };
  }
  if (!evaluation || evaluation.suspicious || !textFacts) return evaluation;
  // Not found yet is asked again: the job may write it at any run.
  record.text ??= (await storedPriceText(id, textFacts)) ?? undefined;
  return record.text ? { ...evaluation, explanation: record.text, aiPowered: true } : evaluation;
}

export interface Valuation {
  low: number;
  value: number;
  high: number;
  comparableCount: number;
  explanation: string;
  /** What moved the estimate most, from the model (SHOWN_FACTORS at most). */
  factors: ShownFactor[];
  aiPowered: boolean;
  /** A few of the nearest comparables shown to visitors, for links. */
  comparables: { id: string; brand: string; model: string; year: number; mileage: number; price: number; cover: string | null }[];
  /** The body type of the comparables, for the drawn silhouette when none has a photo. */
  bodyType: string | null;
}

const SHOWN_COMPARABLES = 4;

/** The numbers the language model words for a valuation, from our estimate. */
function valuationFacts(f: VehicleFacts, estimate: MarketEstimate): Record<string, string | number> {
  return {
    véhicule: `${f.brand} ${f.model} ${f.year}`,
    kilométrage_km: f.mileage,
    état: f.condition ?? "",
    pays: f.country ?? "",
    valeur_estimée_xof: Math.round(estimate.value),
    fourchette_xof: `${Math.round(estimate.low)} à ${Math.round(estimate.high)}`,
    annonces_comparables: estimate.comparableCount,
  };
}

/**
 * A vehicle described in the valuation form, against the market: the range, the comparables and
 * our own text. The page never waits on the language model (ADR 0026): its wording comes after,
 * from `valuationText`. Our text is in `language` (the page's).
 */
export async function valueVehicle(f: VehicleFacts, language: Language = DEFAULT_LANGUAGE): Promise<Valuation> {
  const { model } = await current();
  const estimate = estimateMarket(model, f);
  const ids = estimate.comparableIds.slice(0, SHOWN_COMPARABLES * 2);
  const rows = ids.length
    ? await db()
        .select({
          id: listings.id,
          brand: listings.brand,
          model: listings.model,
          year: listings.year,
          mileage: listings.mileage,
          price: listings.price,
          bodyType: listings.bodyType,
          cover: sql<string | null>`${listings.images}[1]`,
        })
        .from(listings)
        .where(and(inArray(listings.id, ids), LISTING_VISIBLE))
    : [];
  const byNearness = ids.flatMap((id) => rows.filter((r) => r.id === id)).slice(0, SHOWN_COMPARABLES);
  return {
    low: Math.round(estimate.low),
    value: Math.round(estimate.value),
    high: Math.round(estimate.high),
    comparableCount: estimate.comparableCount,
    explanation: explanationOf(f, estimate, language),
    factors: shownFactors(estimate.factors),
    aiPowered: false,
    comparables: byNearness.map(({ bodyType: _body, ...c }) => c),
    bodyType: byNearness.find((r) => r.bodyType)?.bodyType ?? null,
  };
}

/** The language model's wording of a valuation, asked by the page once shown; null without one (the page keeps our text). */
export async function valuationText(f: VehicleFacts): Promise<string | null> {
  const { model } = await current();
  return narrate(valuationFacts(f, estimateMarket(model, f)));
}

/** How many valuations a member may have worded by the model in an hour: each one asks a paid third party. */
export const VALUATION_TEXTS_PER_HOUR = { max: 30, windowSeconds: 3600 };

/** The model's wording of a member's valuation, or `limited` once they asked too often this hour (the page keeps our text). */
export async function memberValuationText(userId: string, f: VehicleFacts): Promise<{ limited: boolean; text: string | null }> {
  if (!narrativeConfigured()) return { limited: false, text: null };
  if (!(await hit(`valuation-text:${userId}`, VALUATION_TEXTS_PER_HOUR))) return { limited: true, text: null };
  return { limited: false, text: await valuationText(f) };
}
