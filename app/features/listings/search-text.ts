import { fold } from "../../lib/fold.ts";
import { CAR_BRANDS, OTHER_BRAND } from "../../lib/vehicles.ts";

/**
 * Free-text search: what the visitor typed is matched against our catalogue of makes and models
 * (accent-, case- and typo-tolerant) and turned into exact conditions the database answers from
 * an index. Only words that are neither a make, a model nor a year fall back to a substring match
 * over brand, model and city.
 */

/** The folded text stored with each listing and searched by the words no catalogue entry claims. */
export function searchKeyFor(brand: string, model: string, city: string): string {
  return fold(`${brand} ${model} ${city}`);
}

export function cityKeyFor(city: string): string {
  return fold(city);
}

/** Common names that are not the catalogue's spelling. */
const BRAND_ALIASES: Readonly<Record<string, string>> = {
  vw: "Volkswagen",
  volks: "Volkswagen",
  mercedes: "Mercedes-Benz",
  merco: "Mercedes-Benz",
  benz: "Mercedes-Benz",
  chevy: "Chevrolet",
  landrover: "Land Rover",
  range: "Land Rover",
  alfa: "Alfa Romeo",
  greatwall: "Great Wall",
};

export interface ModelRef {
  brand: string;
  model: string;
}

export interface ParsedSearch {
  /** Makes named without one of their models. */
  brands: string[];
  /** Exact (brand, model) pairs. */
  models: ModelRef[];
  years: number[];
  /** Folded words that matched nothing in the catalogue: substring-matched on brand, model, city. */
  words: string[];
}

interface Entry {
  /** Folded words of the catalogue name, e.g. ["land", "cruiser", "prado"]. */
  words: string[];
  brand: string;
  model: string | null;
}

const ENTRIES: Entry[] = Object.entries(CAR_BRANDS).flatMap(([brand, models]) =>
  brand === OTHER_BRAND
    ? []
    : [{ words: fold(brand).split(" "), brand, model: null }, ...models.map((model) => ({ words: fold(model).split(" "), brand, model }))],
);

/** Typos allowed for a word of this length: none under 4 letters ("A4", "X5" must be exact). */
function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2][j - 2] + 1);
      rows[i].push(best);
    }
    if (i > 0 && Math.min(...rows[i]) > max) return max + 1;
  }
  return rows[a.length][b.length];
}

function wordMatches(typed: string, catalogue: string): boolean {
  if (typed === catalogue) return true;
  return editDistance(typed, catalogue, allowedTypos(catalogue.length)) <= allowedTypos(catalogue.length);
}

/** Does the catalogue entry start at `tokens[at]`? Returns how many tokens it covers (0 = no). */
function entryLength(entry: Entry, tokens: string[], at: number): number {
  // A name may be typed glued ("landcruiser", "rav 4" vs "rav4"): compare the joined forms too.
  for (let take = Math.min(tokens.length - at, entry.words.length + 1); take >= 1; take--) {
    const typed = tokens.slice(at, at + take);
    if (typed.length === entry.words.length && typed.every((t, k) => wordMatches(t, entry.words[k]))) return take;
    if (wordMatches(typed.join(""), entry.words.join(""))) return take;
  }
  return 0;
}

const CURRENT_YEAR_LIMIT = 2100;

/** Splits typed text into catalogue makes and models, years, and leftover words. */
export function parseSearch(text: string): ParsedSearch {
  const tokens = fold(text).split(" ").filter(Boolean);
  const brands = new Set<string>();
  const models = new Map<string, ModelRef>();
  const years = new Set<number>();
  const words: string[] = [];

  let at = 0;
  while (at < tokens.length) {
    const token = tokens[at];
    if (/^(19|20)\d\d$/.test(token) && Number(token) <= CURRENT_YEAR_LIMIT) {
      years.add(Number(token));
      at++;
      continue;
    }
    const alias = BRAND_ALIASES[token];
    if (alias) {
      brands.add(alias);
      at++;
      continue;
    }
    // Longest catalogue name first, exact spellings before typo matches.
    let best: { entries: Entry[]; length: number; exact: boolean } | null = null;
    for (const entry of ENTRIES) {
      const length = entryLength(entry, tokens, at);
      if (length === 0) continue;
      const exact = tokens.slice(at, at + length).join("") === entry.words.join("");
      if (!best || length > best.length || (length === best.length && exact && !best.exact)) {
        best = { entries: [entry], length, exact };
      } else if (length === best.length && exact === best.exact) {
        best.entries.push(entry);
      }
    }
    if (!best) {
      words.push(token);
      at++;
      continue;
    }
    for (const entry of best.entries) {
      if (entry.model === null) brands.add(entry.brand);
      else models.set(`${entry.brand}\u0000${entry.model}`, { brand: entry.brand, model: entry.model });
    }
    at += best.length;
  }

  // "Toyota Corolla" names one model, not every Toyota plus the Corolla.
  const modelList = [...models.values()];
  const namedBrands = [...brands];
  const withModel = new Set(modelList.map((m) => m.brand));
  const brandsLeft = namedBrands.filter((b) => !withModel.has(b));
  const modelsKept = namedBrands.length > 0 ? modelList.filter((m) => brands.has(m.brand)) : modelList;
  return {
    brands: brandsLeft,
    models: modelsKept.length > 0 ? modelsKept : modelList,
    years: [...years],
    words,
  };
}

export function isEmptySearch(parsed: ParsedSearch): boolean {
  return parsed.brands.length + parsed.models.length + parsed.years.length + parsed.words.length === 0;
}
