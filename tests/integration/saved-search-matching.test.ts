import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, rentalListingValues, saleListingValues } from "../../app/features/demo/factories.server.ts";
import { parseBrowseQuery } from "../../app/features/listings/browse-query.ts";
import { searchCriteria } from "../../app/features/listings/search-criteria.ts";
import { searchListings } from "../../app/features/listings/search.server.ts";
import { runSavedSearchAlerts } from "../../app/features/saved-searches/alerts.server.ts";
import { SAVED_SEARCH_LIMIT, saveSearch } from "../../app/features/saved-searches/saved-searches.server.ts";
import { getCountry } from "../../app/lib/countries.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, savedSearchMatches } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

/**
 * A saved search and /listings must never disagree: random browse queries are saved, random
 * listings arrive, the alert job runs, and each search's matches are exactly what browse lists for
 * the same query (every page at once).
 */

const SN = getCountry("SN")!;
const CARS = [
  ["Toyota", "Hilux"],
  ["Toyota", "Corolla"],
  ["Hyundai", "Tucson"],
  ["Peugeot", "3008"],
  ["Dacia", "Duster"],
  ["Ford", "Mustang"],
  ["Tesla", "Model 3"],
] as const;
const CITIES = ["Dakar", "Thiès", "Saint-Louis", "Ziguinchor"];
const BODIES = [null, "SUV", "Berline", "Pick-up", "Coupé"];
const FUELS = ["petrol", "gasoline", "diesel", "electric", "hybrid"] as const;

let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const maybe = (p: number) => random() < p;

/** A random browse URL query, as the filter sheet and the search box would make it. */
function randomQuery(): string {
  const params = new URLSearchParams();
  const rental = maybe(0.25);
  if (rental) params.set("type", "location");
  if (maybe(0.5)) params.set("search", pick(["toyota", "hilux", "tucson", "dakar", "duster 2015", "toyota corolla", "mustang", "thies"]));
  if (maybe(0.3)) {
    const [brand, model] = pick(CARS);
    params.set("brand", brand);
    if (maybe(0.5)) params.set("model", model);
  }
  if (maybe(0.3)) params.set("priceMax", String(rental ? pick([30_000, 50_000]) : pick([8_000_000, 15_000_000])));
  if (maybe(0.2)) params.set("priceMin", String(rental ? 20_000 : 5_000_000));
  if (maybe(0.2)) params.set("mileageMax", String(pick([50_000, 120_000])));
  if (maybe(0.2)) params.set("yearMin", String(pick([2010, 2015])));
  if (maybe(0.25)) params.set("fuelType", pick(["gasoline", "diesel", "electric", "hybrid"]));
  if (maybe(0.2)) params.set("transmission", pick(["automatic", "manual"]));
  if (maybe(0.15)) params.set("city", pick(["dakar", "LOUIS"]));
  if (maybe(0.15)) params.set("bodyType", pick(["SUV", "Pick-up", "Berline"]));
  if (maybe(0.15)) params.set("category", pick(["economique", "sportive", "4x4", "electrique", "petit_camion", "awd"]));
  if (maybe(0.1)) params.set("country", pick(["sénégal", "maroc", "sen"]));
  if (!rental && maybe(0.1)) params.set("budget", "on");
  if (maybe(0.3)) params.set("sort", pick(["price", "mileage", "year"]));
  return params.toString();
}

const searches: { id: string; query: string }[] = [];

beforeAll(async () => {
  const seller = await createUser({ email: "vendeur@example.test", userType: "seller", country: "SN" });
  for (let m = 0; m < 3; m++) {
    const buyer = await createUser({ email: `acheteur${m}@example.test`, country: "SN" });
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) {
      const query = randomQuery();
      const saved = await saveSearch(buyer.id, { query, countryCode: "SN", name: "" });
      if (!saved.ok) throw new Error(saved.message);
      searches.push({ id: saved.id, query });
    }
  }
  const rows = [];
  for (let i = 0; i < 220; i++) {
    const [brand, model] = pick(CARS);
    const common = {
      brand,
      model,
      city: pick(CITIES),
      country: maybe(0.85) ? "SN" : pick(["CI", "MA"]),
      year: 2005 + Math.floor(random() * 20),
      mileage: Math.floor(random() * 20) * 10_000,
      fuelType: pick(FUELS),
      transmission: maybe(0.5) ? ("automatic" as const) : ("manual" as const),
      bodyType: pick(BODIES),
      features: maybe(0.2) ? ["AWD"] : [],
      deletedAt: maybe(0.05) ? new Date() : null,
    };
    rows.push(
      maybe(0.75)
        ? saleListingValues(seller.id, {
            ...common,
            price: (1 + Math.floor(random() * 25)) * 1_000_000,
            horsepower: maybe(0.2) ? null : 80 + Math.floor(random() * 250),
            status: maybe(0.06) ? "sold" : "active",
          })
        : rentalListingValues(seller.id, { ...common, price: (4 + Math.floor(random() * 20)) * 2_500, available: maybe(0.85) }),
    );
  }
  await db().insert(listings).values(rows);
  await runSavedSearchAlerts();
});

describe("saved searches match exactly what browse lists", () => {
  it("for every random query", async () => {
    let nonEmpty = 0;
    for (const s of searches) {
      const browse = await searchListings(searchCriteria(parseBrowseQuery(new URLSearchParams(s.query)), SN), { limit: 1000 });
      const matched = await db().select({ id: savedSearchMatches.listingId }).from(savedSearchMatches).where(eq(savedSearchMatches.searchId, s.id));
      expect(matched.map((m) => m.id).sort(), `?${s.query}`).toEqual(browse.listings.map((l) => l.id).sort());
      if (matched.length > 0) nonEmpty++;
    }
    // Enough searches found something for the comparison to mean something.
    expect(nonEmpty).toBeGreaterThan(searches.length / 3);
  });
});
