import type { MessageDescriptor } from "@lingui/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { recordRecentView } from "../../app/features/recently-viewed/recently-viewed.server.ts";
import { VALUATION_CONDITION_LABELS } from "../../app/features/pricing/valuation-rules.ts";
import { runSavedSearchAlerts } from "../../app/features/saved-searches/alerts.server.ts";
import { saveSearch } from "../../app/features/saved-searches/saved-searches.server.ts";
import { CITIES_BY_COUNTRY, CITY_LABELS } from "../../app/lib/cities.ts";
import { COUNTRIES, countryName } from "../../app/lib/countries.ts";
import { DEFAULT_LANGUAGE, type Language, isLanguage } from "../../app/lib/language.ts";
import {
  BODY_TYPES,
  CATALOGUES,
  type Catalogue,
  CONDITIONS,
  DOCUMENTS,
  EXTERIOR_COLOURS,
  FUEL_VALUES,
  INTERIOR_COLOURS,
  RENTAL_EQUIPMENT,
  TRANSMISSIONS,
} from "../../app/lib/vehicles.ts";
import { backgroundSettled } from "../../app/server/background.server.ts";
import { countryCookieHeader } from "../../app/server/country-cookie.server.ts";
import { serverI18n } from "../../app/server/i18n.server.ts";
import { db } from "../../app/server/db.server.ts";
import { notifications, profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo } from "../support/mails.ts";
import { shownMarkup } from "../support/page-markup.ts";
import { handle } from "../support/request-handler.ts";
import { ROUTE_TABLE } from "../support/route-table.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();

/**
 * Issue 43: every catalogue value a page shows (body types, categories, fuels, gearboxes,
 * conditions, equipment, documents, colours, account types, "Autre", the cities and countries with
 * a name of their own) is said in the page's language. Each page kind is rendered in each language
 * but French, for the people who see it, around listings that carry every value of every catalogue;
 * a French word of a catalogue that the language says otherwise fails the page. The words come
 * from the tables themselves (`CATALOGUES`, `CITY_LABELS`, the countries' names), so a value or a
 * catalogue added there is checked without an edit here.
 */

// ---- The catalogues: each value's French words and its words in another language. ----

const TABLES: Readonly<Record<string, Catalogue>> = { ...CATALOGUES, city: CITY_LABELS, "valuation condition": VALUATION_CONDITION_LABELS };

/** A descriptor's words in `language`, when its catalog has them (an untranslated message says nothing here: the catalogs' own test fails on it). */
function wordsIn(descriptor: MessageDescriptor, language: Language): string | undefined {
  const i18n = serverI18n(language);
  const message = i18n.messages[descriptor.id];
  if (message === undefined || message === "" || (Array.isArray(message) && message.length === 0)) return undefined;
  const words = i18n._(descriptor);
  return words === descriptor.id ? undefined : words;
}

interface Forbidden {
  french: string;
  translated: string;
  catalogue: string;
}

/** The French words a page in `language` must not show: each catalogue's, where the language says them otherwise. */
function forbiddenWords(language: Language): Forbidden[] {
  const words: Forbidden[] = [];
  for (const [catalogue, table] of Object.entries(TABLES)) {
    for (const descriptor of Object.values(table)) {
      const french = serverI18n(DEFAULT_LANGUAGE)._(descriptor);
      const translated = wordsIn(descriptor, language);
      if (translated !== undefined && translated !== french && !words.some((w) => w.french === french)) words.push({ french, translated, catalogue });
    }
  }
  for (const country of COUNTRIES) {
    const translated = countryName(country.code, language);
    if (translated !== country.name) words.push({ french: country.name, translated, catalogue: "country" });
  }
  return words;
}

// ---- What a page shows. ----

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) =>
    name[0] === "#" ? String.fromCodePoint(Number(name[1] === "x" || name[1] === "X" ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? all),
  );

/** The strings of a JSON-LD block a search engine shows (names, descriptions), not its URLs. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return /^https?:\/\//.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * Everything of a page a person or a link preview reads: its texts, the attributes said or shown
 * (alt, title, aria-label, placeholder, a meta's content, a text box's value), and its JSON-LD.
 */
function shownTexts(html: string): string[] {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => jsonStrings(JSON.parse(m[1])));
  const markup = shownMarkup(html);
  const texts = [...markup.matchAll(/>([^<>]+)</g)].map((m) => m[1]);
  const attributes = [...markup.matchAll(/\s(?:alt|title|aria-label|placeholder|content|label)="([^"]*)"/g)].map((m) => m[1]);
  const typed = [...markup.matchAll(/<input\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((input) => !/\stype="(?:hidden|checkbox|radio|submit|button|file)"/.test(input))
    .flatMap((input) => [...(/\svalue="([^"]*)"/.exec(input)?.slice(1) ?? [])]);
  return [...texts, ...attributes, ...typed, ...jsonLd]
    .map((text) =>
      decode(text)
        .replace(/[\u202f\u00a0]/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word standing alone: "Break" in "Break · Diesel", not in "Breakfast". */
const asWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "u");

// ---- The listings, the people and the pages. ----

/** The languages the route table serves under a prefix: every language but French. */
const PAGE_LANGUAGES: readonly Language[] = [
  ...new Set(ROUTE_TABLE.map((route) => route.path.split("/")[0]).filter((first): first is Language => isLanguage(first) && first !== DEFAULT_LANGUAGE)),
];

type Role = "visitor" | "member" | "seller" | "admin";
const cookies: Record<Role, string> = { visitor: "", member: "", seller: "", admin: "" };
const ids = { seller: "", sales: [] as string[], rentals: [] as string[] };

/** Browse's filters, each on a catalogue value; a saved search holds them too. */
const FILTERS = `bodyType=${BODY_TYPES[1]}&fuelType=gasoline&transmission=manual&category=economique`;

const at = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

/** The cities the catalogue has words for (but "Autre"), each with its country. */
const NAMED_CITIES = Object.entries(CITIES_BY_COUNTRY).flatMap(([country, cities]) =>
  cities.filter((city) => Object.hasOwn(CITY_LABELS, city)).map((city) => ({ country, city })),
);
/** Where the seller, the members and the visitors are: a city with a name of its own. */
const HOME = NAMED_CITIES[0] as { country: string; city: string };

beforeAll(async () => {
  const home = HOME;
  const seller = await createUser({
    email: "catalogue-seller@example.test",
    firstName: "Kofi",
    lastName: "Mensah",
    userType: "dealer",
    companyName: "Kofi Motors",
    country: home.country,
    city: home.city,
  });
  const member = await createUser({ email: "catalogue-member@example.test", firstName: "Ada", lastName: "Obi", country: home.country, city: home.city });
  await createUser({ email: "catalogue-admin@example.test", firstName: "Ama", lastName: "Boateng", role: "admin", country: home.country, city: home.city });
  ids.seller = seller.id;
  // Places: the cities with a name of their own (twice: browse and the home page show their cards),
  // then a city of each country, for its name on the car's page.
  const places = [...NAMED_CITIES, ...NAMED_CITIES, ...COUNTRIES.map((c) => ({ country: c.code, city: at(CITIES_BY_COUNTRY[c.code] ?? ["Ville"], 0) }))];
  const saleCount = Math.max(places.length, BODY_TYPES.length, EXTERIOR_COLOURS.length, INTERIOR_COLOURS.length, FUEL_VALUES.length, CONDITIONS.length);
  for (let i = 0; i < saleCount; i++) {
    const place = at(places, i);
    const sale = await createSaleListing(seller.id, {
      brand: "Toyota",
      model: "Corolla",
      year: 2015 + (i % 8),
      price: 5_000_000 + i * 100_000,
      bodyType: at(BODY_TYPES, i),
      condition: at(CONDITIONS, i),
      fuelType: at(FUEL_VALUES, i),
      transmission: at(TRANSMISSIONS, i),
      exteriorColor: at(EXTERIOR_COLOURS, i),
      interiorColor: at(INTERIOR_COLOURS, i),
      documentsAvailable: [...DOCUMENTS],
      features: [...RENTAL_EQUIPMENT],
      country: place.country,
      city: place.city,
    });
    ids.sales.push(sale.id);
    await addFavorite(member.id, { kind: "sale", id: sale.id });
    await recordRecentView(member.id, sale.id);
  }
  for (let i = 0; i < BODY_TYPES.length; i++) {
    const rental = await createRentalListing(seller.id, {
      brand: "Toyota",
      model: "Prado",
      bodyType: at(BODY_TYPES, i + 1),
      fuelType: at(FUEL_VALUES, i + 2),
      transmission: at(TRANSMISSIONS, i + 1),
      exteriorColor: at(EXTERIOR_COLOURS, i + 3),
      features: [...RENTAL_EQUIPMENT],
      country: home.country,
      city: at(NAMED_CITIES, i).city,
    });
    ids.rentals.push(rental.id);
    await addFavorite(member.id, { kind: "rental", id: rental.id });
  }
  const saved = await saveSearch(member.id, { query: FILTERS, countryCode: home.country, name: "Weekend car" });
  if (!saved.ok) throw new Error(saved.message);
  const country = (await countryCookieHeader(home.country)).split(";")[0] as string;
  cookies.visitor = country;
  cookies.member = `${country}; ${await sessionCookie("catalogue-member@example.test")}`;
  cookies.seller = `${country}; ${await sessionCookie("catalogue-seller@example.test")}`;
  cookies.admin = `${country}; ${await sessionCookie("catalogue-admin@example.test")}`;
}, 120_000);

/** The pages that show catalogue values, each as the people who see it; paths without the language. */
function pages(): { path: string; role: Role }[] {
  const [sale, secondSale] = ids.sales as [string, string];
  return [
    { path: "", role: "visitor" },
    { path: "/listings", role: "visitor" },
    { path: `/listings?${FILTERS}`, role: "visitor" },
    { path: "/listings?type=location", role: "visitor" },
    ...ids.sales.map((id) => ({ path: `/listing/${id}`, role: "visitor" as const })),
    ...ids.rentals.map((id) => ({ path: `/rental/${id}`, role: "visitor" as const })),
    { path: `/listing/${sale}`, role: "seller" },
    { path: `/comparer?ids=${[sale, secondSale, ids.rentals[0]].join(",")}`, role: "visitor" },
    { path: `/comparer?ids=${ids.sales.slice(3, 6).join(",")}`, role: "visitor" },
    { path: `/comparer?ids=${ids.sales.slice(6, 9).join(",")}`, role: "visitor" },
    { path: `/profile/${ids.seller}`, role: "visitor" },
    { path: "/favorites", role: "member" },
    { path: "/recemment-consultees", role: "member" },
    { path: "/recherches", role: "member" },
    { path: "/profile", role: "member" },
    { path: "/profile/edit", role: "member" },
    { path: "/profile", role: "seller" },
    { path: "/dashboard", role: "seller" },
    { path: "/sell/vendre", role: "seller" },
    { path: "/sell/louer", role: "seller" },
    { path: `/annonces/${sale}/modifier`, role: "seller" },
    { path: `/annonces/${ids.rentals[0]}/modifier`, role: "seller" },
    { path: "/sell/evaluer", role: "seller" },
    {
      path: `/sell/evaluer?brand=Toyota&model=Corolla&year=2018&mileage=90000&condition=used&country=${HOME.country}&city=${encodeURIComponent(HOME.city)}`,
      role: "seller",
    },
    { path: "/admin", role: "admin" },
    { path: "/admin?type=rental", role: "admin" },
  ];
}

/** A page as `role` gets it, after the redirects that put its query in order. */
async function open(url: string, role: Role): Promise<Response> {
  let path = url;
  for (let hop = 0; ; hop++) {
    const response = await handle(new Request(`http://localhost:3000${path}`, { headers: { "x-client-ip": "10.43.0.1", cookie: cookies[role] } }));
    const location = response.headers.get("Location");
    if (hop === 3 || !location || response.status < 300 || response.status >= 400) return response;
    await response.body?.cancel();
    path = location;
  }
}

describe("catalogue values in the page's language", () => {
  it("has other languages to check, and French words each of them says otherwise", () => {
    expect(PAGE_LANGUAGES).toContain("en");
    const english = forbiddenWords("en").map((word) => word.french);
    for (const word of ["Berline", "Break", "Monospace", "Climatisation", "Carte grise", "Contrôle technique", "Blanc", "Neuf", "Essence", "Tanger", "Sénégal"])
      expect(english).toContain(word);
    // A word said alike in both languages is no French word on an English page.
    for (const word of ["SUV", "Diesel", "GPS", "Beige", "Lagos"]) expect(english).not.toContain(word);
  });

  for (const language of PAGE_LANGUAGES.length > 0 ? PAGE_LANGUAGES : (["en"] as const)) {
    it(`/${language}: no page shows a catalogue's French word, and each word is shown in ${language}`, async () => {
      const forbidden = forbiddenWords(language);
      const found = new Set<string>();
      const shown: string[] = [];
      for (const { path, role } of pages()) {
        const url = `/${language}${path}`;
        const response = await open(url, role);
        const html = await response.text();
        await backgroundSettled();
        expect(response.status, `${url} as ${role}`).toBe(200);
        const texts = shownTexts(html);
        shown.push(...texts);
        for (const word of forbidden) {
          const text = texts.find((t) => asWord(word.french).test(t));
          if (text) found.add(`${url} (${role}): ${word.catalogue} "${word.french}" in "${text.slice(0, 120)}"`);
        }
      }
      expect([...found], "French catalogue words on a page in another language").toEqual([]);
      // The check is not empty: each value is said, in the page's language, on one page at least.
      const all = shown.join("\n");
      const unseen = forbidden.filter((word) => !asWord(word.translated).test(all)).map((word) => `${word.catalogue} "${word.french}" → "${word.translated}"`);
      expect(unseen, "catalogue words no page showed").toEqual([]);
    }, 600_000);
  }
});

describe("catalogue values in mails and the bell", () => {
  it("an alert names the car's city in its member's language, in the bell and the mail: 'Marrakesh' in English, 'Marrakech' in French", async () => {
    const [named] = NAMED_CITIES as [{ country: string; city: string }];
    const english = await createUser({ email: "catalogue-alert-en@example.test", country: "NG", city: "Lagos" });
    const french = await createUser({ email: "catalogue-alert-fr@example.test", country: "SN", city: "Dakar" });
    await db().update(profiles).set({ language: "en" }).where(eq(profiles.id, english.id));
    await db().update(profiles).set({ language: "fr" }).where(eq(profiles.id, french.id));
    for (const member of [english, french]) {
      const saved = await saveSearch(member.id, { query: "search=hilux", countryCode: named.country, name: "Hilux" });
      if (!saved.ok) throw new Error(saved.message);
    }
    await createSaleListing(ids.seller, { brand: "Toyota", model: "Hilux", country: named.country, city: named.city });
    await runSavedSearchAlerts();
    const said = (id: string) => db().select({ message: notifications.message }).from(notifications).where(eq(notifications.userId, id));
    const translated = wordsIn(CITY_LABELS[named.city] as MessageDescriptor, "en") as string;
    expect(translated).not.toBe(named.city);
    expect((await said(english.id)).map((n) => n.message)).toEqual([expect.stringContaining(`, ${translated}`)]);
    expect((await said(french.id)).map((n) => n.message)).toEqual([expect.stringContaining(`, ${named.city}`)]);
    const [mail] = mailsTo(dataDir(), english.email);
    expect(mail).toContain(translated);
    expect(mail).not.toMatch(asWord(named.city));
    expect(mailsTo(dataDir(), french.email)[0]).toContain(named.city);
  });
});
