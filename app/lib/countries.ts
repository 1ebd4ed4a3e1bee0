import type { Language } from "./language.ts";

export const COUNTRY_CODES = ["SN", "CI", "BJ", "BF", "ML", "NE", "TG", "GW", "NG", "GH", "GN", "MA"] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export type CurrencyCode = "XOF" | "NGN" | "GHS" | "GNF" | "MAD";

export interface Country {
  readonly code: CountryCode;
  readonly name: string;
  readonly flag: string;
  readonly currency: CurrencyCode;
  readonly currencySymbol: string;
  /** Units of the local currency for 1 XOF (prices are stored in XOF). */
  readonly exchangeRate: number;
  readonly dialCode: string;
}

// Kept as a tuple so that positional entries (the sign-up default) are typed
// as `Country`, not `Country | undefined`.
const TABLE = [
  { code: "SN", name: "Sénégal", flag: "🇸🇳", currency: "XOF", currencySymbol: "CFA", exchangeRate: 1, dialCode: "+221" },
  { code: "CI", name: "Côte d'Ivoire", flag: "🇨🇮", currency: "XOF", currencySymbol: "CFA", exchangeRate: 1, dialCode: "+225" },
  { code: "BJ", name: "Bénin", flag: "🇧🇯", currency: "XOF", currencySymbol: "CFA", exchangeRate: 1, dialCode: "+229" },
  { code: "BF", name: "Burkina Faso", flag: "🇧🇫", currency: "XOF", currencySymbol: "CFA", exchangeRate: 1, dialCode: "+226" },
  { code: "ML", name: "Mali", flag: "🇲🇱", currency: "XOF", currencySymbol: "CFA", exchangeRate: 1, dialCode: "+223" },
  { code: "NE", name: "Niger", flag: "🇳🇪", currency: "XOF", currencySymbol: "CFA", exchangeRate: 1, dialCode: "+227" },
  { code: "TG", name: "Togo", flag: "🇹🇬", currency: "XOF", currencySymbol: "CFA", exchangeRate: 1, dialCode: "+228" },
  { code: "GW", name: "Guinée-Bissau", flag: "🇬🇼", currency: "XOF", currencySymbol: "CFA", exchangeRate: 1, dialCode: "+245" },
  { code: "NG", name: "Nigeria", flag: "🇳🇬", currency: "NGN", currencySymbol: "₦", exchangeRate: 1.2, dialCode: "+234" },
  { code: "GH", name: "Ghana", flag: "🇬🇭", currency: "GHS", currencySymbol: "GH₵", exchangeRate: 0.07, dialCode: "+233" },
  { code: "GN", name: "Guinée", flag: "🇬🇳", currency: "GNF", currencySymbol: "FG", exchangeRate: 14, dialCode: "+224" },
  { code: "MA", name: "Maroc", flag: "🇲🇦", currency: "MAD", currencySymbol: "DH", exchangeRate: 0.055, dialCode: "+212" },
] as const satisfies readonly Country[];

export const COUNTRIES: readonly Country[] = TABLE;

export const DEFAULT_COUNTRY_CODE: CountryCode = "CI";

export const DEFAULT_COUNTRY: Country = TABLE[1];

/** The spec defines the sign-up default positionally: the second entry. */
export const SIGNUP_DEFAULT_COUNTRY: Country = TABLE[1];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function getCountry(code: string): Country | undefined {
  const wanted = code.trim().toUpperCase();
  return COUNTRIES.find((c) => c.code === wanted);
}

// Profiles and listings store the country by name, typed by people: compare
// without case, accents or apostrophe style.
function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`´]/g, "'")
    .trim()
    .toLowerCase();
}

export function countryByName(name: string): Country | undefined {
  const wanted = normalizeName(name);
  return COUNTRIES.find((c) => normalizeName(c.name) === wanted);
}

/** Code or name to a country, falling back to the default (Côte d'Ivoire). */
export function resolveCountry(codeOrName: string | null | undefined): Country {
  if (!codeOrName) return DEFAULT_COUNTRY;
  return getCountry(codeOrName) ?? countryByName(codeOrName) ?? DEFAULT_COUNTRY;
}

/** Names in Portuguese, where they differ from the French ones. */
const PORTUGUESE_NAMES: Readonly<Partial<Record<CountryCode, string>>> = {
  SN: "Senegal",
  CI: "Costa do Marfim",
  BJ: "Benim",
  BF: "Burquina Fasso",
  ML: "Mali",
  NE: "Níger",
  GW: "Guiné-Bissau",
  NG: "Nigéria",
  GH: "Gana",
  GN: "Guiné",
  MA: "Marrocos",
};

/** Names in Arabic. */
const ARABIC_NAMES: Readonly<Partial<Record<CountryCode, string>>> = {
  SN: "السنغال",
  CI: "كوت ديفوار",
  BJ: "بنين",
  BF: "بوركينا فاسو",
  ML: "مالي",
  NE: "النيجر",
  TG: "توغو",
  GW: "غينيا بيساو",
  NG: "نيجيريا",
  GH: "غانا",
  GN: "غينيا",
  MA: "المغرب",
};

/** Names in English, where they differ from the French ones (Côte d'Ivoire keeps its name). */
const ENGLISH_NAMES: Readonly<Partial<Record<CountryCode, string>>> = {
  SN: "Senegal",
  BJ: "Benin",
  GW: "Guinea-Bissau",
  GN: "Guinea",
  MA: "Morocco",
};

/**
 * A country's name in a language, from its code or its (French) name as stored: "Sénégal" on a
 * French page, "Senegal" on an English one. A name we do not know is shown as it is.
 */
/** The names of each language other than French, where they differ. */
const NAMES: Readonly<Partial<Record<Language, Readonly<Partial<Record<CountryCode, string>>>>>> = {
  en: ENGLISH_NAMES,
  pt: PORTUGUESE_NAMES,
  ar: ARABIC_NAMES,
};

export function countryName(codeOrName: string, language: Language): string {
  const country = getCountry(codeOrName) ?? countryByName(codeOrName);
  if (!country) return codeOrName;
  return NAMES[language]?.[country.code] ?? country.name;
}

export interface ListingFilterCountry {
  readonly code: CountryCode | null;
  readonly name: string;
  readonly flag: string;
}

/**
 * The listing page's country list: same entries, but Maroc carries no
 * two-letter code there (spec §3), so callers must match it by name.
 */
export const LISTING_FILTER_COUNTRIES: readonly ListingFilterCountry[] = COUNTRIES.map((c) => ({
  code: c.code === "MA" ? null : c.code,
  name: c.name,
  flag: c.flag,
}));

export function listingFilterCountries(): readonly ListingFilterCountry[] {
  return LISTING_FILTER_COUNTRIES;
}
