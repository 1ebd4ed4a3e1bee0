import { rentalListingValues, saleListingValues } from "../../app/features/demo/factories.server.ts";
import { CITIES_BY_COUNTRY } from "../../app/lib/cities.ts";
import { BODY_TYPES, CAR_BRANDS, OTHER_BRAND } from "../../app/lib/vehicles.ts";
import { mulberry32 } from "../../app/features/demo/seed.server.ts";
import { sql } from "drizzle-orm";
import { db } from "../../app/server/db.server.ts";
import { listings, profiles } from "../../app/server/schema.ts";

/**
 * Deterministic, roughly West-African-shaped listings, sales and rentals in one stream: the same
 * rows on every run and database.
 */

type Random = () => number;

function weighted<T extends string>(random: Random, weights: Readonly<Record<T, number>>): T {
  const entries = Object.entries(weights) as [T, number][];
  let pick = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of entries) {
    pick -= w;
    if (pick < 0) return value;
  }
  return entries[entries.length - 1][0];
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const oneOf = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];
const hex = (random: Random, length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join("");
const uuid = (random: Random) => `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;

const COUNTRY_WEIGHTS = { CI: 30, SN: 20, NG: 12, BJ: 6, GH: 6, BF: 5, ML: 5, TG: 5, GN: 4, NE: 3, MA: 3, GW: 1 };

// Unlisted makes weigh 1: the long tail of the catalogue.
const BRAND_WEIGHTS: Record<string, number> = {
  Toyota: 28,
  Hyundai: 9,
  Peugeot: 8,
  "Mercedes-Benz": 8,
  Kia: 5,
  Nissan: 5,
  Honda: 5,
  Renault: 4,
  Ford: 4,
  Mitsubishi: 3,
  Lexus: 3,
  Volkswagen: 3,
  Suzuki: 3,
  Citroën: 2,
  BMW: 2,
  "Land Rover": 2,
};
const BRANDS = Object.fromEntries(
  Object.keys(CAR_BRANDS)
    .filter((b) => b !== OTHER_BRAND)
    .map((b) => [b, BRAND_WEIGHTS[b] ?? 1]),
);

// Best sellers within their make; other models weigh 1.
const POPULAR_MODELS: Record<string, number> = {
  Corolla: 6,
  Camry: 4,
  RAV4: 4,
  Hilux: 4,
  "Land Cruiser Prado": 3,
  Yaris: 3,
  Elantra: 3,
  Tucson: 3,
  "Santa Fe": 2,
  "Classe C": 3,
  "Classe E": 2,
  "308": 2,
  "3008": 2,
  "508": 2,
};

const PICKUPS = new Set([
  "Hilux",
  "Navara",
  "Ranger",
  "L200",
  "D-Max",
  "Amarok",
  "Wingle 5",
  "Wingle 7",
  "BT-50",
  "Pik-Up",
  "Steed",
  "Poer",
  "Colorado",
  "Silverado",
  "F-150",
  "Gladiator",
  "Xenon",
  "T6",
  "T8",
]);
const SUV_HINT =
  /Cruiser|RAV4|Fortuner|4Runner|Prado|Highlander|Tucson|Santa Fe|Creta|Sportage|Sorento|CR-V|Pajero|Patrol|X-Trail|Qashqai|Duster|3008|5008|2008|GL|Classe G|^X\d|^Q\d|Range Rover|Defender|Discovery|Wrangler|Cherokee|Tiguan|Touareg|Outlander|XC\d|Kodiaq|Haval|Tiggo|CS\d|Explorer|Tahoe|Captiva/;
const FEATURES = ["Climatisation", "Bluetooth", "GPS", "Caméra de recul", "Régulateur de vitesse", "Sièges cuir", "Toit ouvrant", "Jantes alliage"];
const COLOURS = ["Blanc", "Noir", "Gris", "Argent", "Bleu", "Rouge", "Beige"];
const LUXURY = new Set(["Mercedes-Benz", "BMW", "Audi", "Lexus", "Land Rover", "Porsche", "Jaguar", "Infiniti", "Tesla", "Volvo", "Acura"]);
const BUDGET = new Set(["Suzuki", "Dacia", "Chery", "Geely", "JAC", "Changan", "Tata", "Mahindra", "Fiat", "Great Wall", "Haval", "BYD"]);

export const SELLER_COUNT = 2000;
export const sellerId = (i: number) => `bench-seller-${i}`;
/** ~10 % of sellers are Pro; their listings carry the flag, as syncSellerPro keeps it. */
const isProSeller = (i: number) => i % 10 === 0;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 0, 1);

export function benchSellers(): (typeof profiles.$inferInsert)[] {
  const random = mulberry32(7);
  return Array.from({ length: SELLER_COUNT }, (_, i) => {
    const country = weighted(random, COUNTRY_WEIGHTS);
    return {
      id: sellerId(i),
      name: `Vendeur ${i}`,
      email: `vendeur${i}@bench.autoafrique.africa`,
      emailVerified: true,
      firstName: "Vendeur",
      lastName: String(i),
      phone: "+2250700000000",
      country,
      city: CITIES_BY_COUNTRY[country][0],
      userType: isProSeller(i) ? "dealer" : "seller",
      companyName: isProSeller(i) ? `Auto Pro ${i}` : null,
    };
  });
}

/** Share of rows offered for rent (price per day, no sale-only columns); the rest are sales. */
export const RENTAL_SHARE = 0.2;

type NewListing = typeof listings.$inferInsert;

/**
 * About 1 % of the rows promoted for the coming week (more than a page of them in each large
 * country and tab, so the promoted places rotate), and about 1 % whose promotion ended: taken from
 * the row's number, so every other column stays as it was before promotions were benched.
 */
function promotedUntil(i: number, now: number): Date | null {
  if (i % 97 === 0) return new Date(now + 7 * 86_400_000);
  if (i % 89 === 0) return new Date(now - 3 * 86_400_000);
  return null;
}

export function benchListings(count: number): NewListing[] {
  const random = mulberry32(42);
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const rental = random() < RENTAL_SHARE;
    const country = weighted(random, COUNTRY_WEIGHTS);
    const cities = CITIES_BY_COUNTRY[country];
    // Half the ads come from the economic capital.
    const city = random() < 0.5 ? cities[0] : oneOf(random, cities);
    const brand = weighted(random, BRANDS);
    const model = weighted(random, Object.fromEntries(CAR_BRANDS[brand].map((m) => [m, POPULAR_MODELS[m] ?? 1])));
    // Sales: mostly 8-15 year old imports, a few new cars. Rental fleets are younger: 1-10 years.
    const spread = random() + random() + random() - 1.5;
    const age = rental ? Math.min(10, Math.max(1, Math.round(5 + spread * 4))) : Math.min(25, Math.max(0, Math.round(12 + spread * 8)));
    const year = 2025 - age;
    const mileage = age === 0 ? between(random, 0, 5000) : age * between(random, 8000, 25000) + between(random, 0, 9999);
    const tier = LUXURY.has(brand) ? 3 : BUDGET.has(brand) ? 0.7 : 1;
    const electric = brand === "Tesla" || (brand === "BYD" && random() < 0.7);
    const fuelType = electric ? "electric" : weighted(random, { petrol: 35, gasoline: 15, diesel: 38, hybrid: 8, electric: 1 });
    const bodyType = PICKUPS.has(model)
      ? "Pick-up"
      : SUV_HINT.test(model)
        ? "SUV"
        : random() < 0.15
          ? null
          : oneOf(
              random,
              BODY_TYPES.filter((b) => b !== "SUV" && b !== "Pick-up"),
            );
    const offroad = bodyType === "SUV" || bodyType === "Pick-up";
    const features = FEATURES.filter(() => random() < 0.35);
    if (random() < (offroad ? 0.5 : 0.03)) features.push(random() < 0.5 ? "AWD" : "4WD");
    const seller = between(random, 0, SELLER_COUNT - 1);
    const createdAt = new Date(NOW - Math.floor(random() * YEAR_MS));
    const common = {
      id: uuid(random),
      brand,
      model,
      year,
      mileage,
      transmission: random() < 0.6 ? ("automatic" as const) : ("manual" as const),
      fuelType,
      description: `${brand} ${model} ${year}, ${mileage.toLocaleString("fr-FR")} km, ${city}. ${rental ? "Location à la journée, chauffeur possible." : "Entretien suivi, papiers à jour, visible sur rendez-vous."}`,
      city,
      country,
      images: Array.from({ length: random() < 0.05 ? 0 : between(random, 1, 2) }, () => `listings/bench/${hex(random, 16)}`),
      exteriorColor: oneOf(random, COLOURS),
      bodyType,
      features,
      sellerPro: isProSeller(seller),
      promotedUntil: promotedUntil(i, now),
      deletedAt: random() < 0.01 ? new Date(createdAt.getTime() + 86_400_000) : null,
      createdAt,
      updatedAt: createdAt,
    };
    if (rental) {
      // XOF per day: 10 000 to 300 000, SUVs and pick-ups dearer; ~10 % of the fleet booked out.
      const perDay = 25_000 * tier * (offroad ? 1.6 : 1) * 0.93 ** age * (0.7 + random() * 0.6);
      return rentalListingValues(sellerId(seller), {
        ...common,
        price: Math.round(Math.min(300_000, Math.max(10_000, perDay)) / 1000) * 1000,
        status: weighted(random, { active: 95, archived: 5 }),
        available: random() < 0.9,
      });
    }
    const price = Math.round(Math.min(60e6, Math.max(1.5e6, 28e6 * tier * 0.87 ** age * (0.7 + random() * 0.6))) / 50_000) * 50_000;
    return saleListingValues(sellerId(seller), {
      ...common,
      price,
      condition: age === 0 ? "new" : weighted(random, { used: 92, certified: 8 }),
      doors: bodyType === "Coupé" || bodyType === "Cabriolet" ? 2 : 4,
      seats: 5,
      horsepower: random() < 0.1 ? null : Math.round((offroad ? 150 : 100) + random() * (LUXURY.has(brand) ? 250 : 120)),
      customsCleared: random() < 0.7,
      status: weighted(random, { active: 96, sold: 3, archived: 1 }),
    });
  });
}

const BATCH = 1000;

/**
 * Inserts the sellers and `count` listings into the current database, then leaves the tables at
 * rest, as autovacuum leaves them in production: statistics for the planner and the visibility
 * map set, so an index-only scan reads the index alone. The test server runs with autovacuum off
 * and PGlite has none, so without this the plans depend on a state production tables are not in
 * (and, where autovacuum is on, on whether it ran during the bench). Returns how many of each kind.
 */
export async function insertBenchListings(count: number): Promise<{ sales: number; rentals: number }> {
  const sellers = benchSellers();
  for (let i = 0; i < sellers.length; i += BATCH)
    await db()
      .insert(profiles)
      .values(sellers.slice(i, i + BATCH));
  const rows = benchListings(count);
  for (let i = 0; i < rows.length; i += BATCH)
    await db()
      .insert(listings)
      .values(rows.slice(i, i + BATCH));
  await db().execute(sql`vacuum (analyze)`);
  const rentals = rows.filter((r) => r.kind === "rental").length;
  return { sales: rows.length - rentals, rentals };
}
