import { DOCUMENTS } from "../../../lib/vehicles.ts";
import type { ListingKind } from "../../listings/listing.ts";
import { answerOf } from "../../listings/posting/history-answers.ts";
import type { CarImagePool, PoolPhoto } from "../images/car-pool.server.ts";
import { MAX_YEAR, MIN_YEAR, MODELS, PRICE_REFERENCE_YEAR, retention, usualMileage } from "./catalogue.ts";
import { type Cast, DAY, type SeedContext, type SeedUser } from "./context.ts";
import { DEMO_RENTAL_LISTINGS, DEMO_SALE_LISTINGS, RENTAL_COUNTRY_WEIGHTS, SALE_COUNTRY_WEIGHTS, coordinatesNear, pickCity } from "./places.ts";
import { isoDate, rentalDescription, saleDescription } from "./texts.ts";
import { buildVehicle, modelYears } from "./vehicles.ts";

/** A listing the demo will post: what its owner types in the sell or rental form, and its story. */
export interface ListingDraft {
  kind: ListingKind;
  owner: SeedUser;
  /** The form's fields as the schema reads them; prices are typed in CFA (XOF). */
  form: Record<string, unknown>;
  /** Pool photos, in order (drawn meanwhile); the listing gets its own copies. */
  photos: PoolPhoto[];
  postedAt: Date;
  /** What became of it since: most are still on sale. */
  status: "active" | "sold" | "archived";
  /** A rental the owner still offers for booking. */
  available: boolean;
}

function roundPrice(price: number): number {
  const step = price < 5_000_000 ? 50_000 : price < 20_000_000 ? 100_000 : 250_000;
  return Math.max(step, Math.round(price / step) * step);
}

/** Posted over the last 90 days, more of them recently. */
const postedAt = (ctx: SeedContext) => new Date(ctx.now - Math.floor(ctx.rng.next() ** 1.4 * 90 * DAY) - ctx.rng.int(0, 86_399) * 1000);

const ownersIn = (cast: Cast, country: string) => cast.users.filter((u) => u.country === country && u.weight > 0);

/** About 300 sale listings over the twelve countries, priced from the model, age, mileage and history. */
export function saleDrafts(ctx: SeedContext, cast: Cast, pool: CarImagePool): ListingDraft[] {
  const { rng } = ctx;
  const countries = Object.keys(SALE_COUNTRY_WEIGHTS);
  const drafts: ListingDraft[] = [];
  for (let i = 0; i < DEMO_SALE_LISTINGS; i++) {
    const country = rng.weighted(countries, (c) => SALE_COUNTRY_WEIGHTS[c] ?? 0);
    const owner = rng.weighted(ownersIn(cast, country), (u) => u.weight);
    const spec = rng.weighted(MODELS, (m) => m.weight);
    const v = buildVehicle(rng, spec, pool, modelYears(spec, MIN_YEAR), 2015.5);
    const city = rng.chance(0.6) ? owner.city : pickCity(rng, country);
    const at = postedAt(ctx);
    const age = PRICE_REFERENCE_YEAR - v.year;
    const isNew = v.year >= 2024 && owner.userType === "dealer" && rng.chance(0.5);
    const certified = !isNew && age <= 6 && owner.userType === "dealer" && rng.chance(0.35);
    const condition = isNew ? "new" : certified ? "certified" : "used";
    const mileage = isNew ? rng.int(0, 50) : v.mileage;
    const accidents = isNew ? 0 : rng.weighted([0, 1, 2, 3], (n) => [75, 18, 5, 2][n] ?? 0);
    const cleanTitle = accidents >= 2 ? rng.chance(0.7) : rng.chance(0.98);
    // The form counts owners from 1 (a new car's first owner is its buyer-to-be).
    const previousOwners = isNew ? 1 : Math.min(4, Math.max(1, Math.floor(age / 6 + rng.next() * 1.5)));
    const customsCleared = isNew || rng.chance(0.88);
    const lastService = isNew ? null : isoDate(new Date(at.getTime() - rng.int(14, 420) * DAY));
    // Price: new price, kept value for the brand and age, mileage against the usual, history, noise.
    const expected = usualMileage(v.year);
    const mileageFactor = isNew ? 1 : Math.min(1.12, Math.max(0.8, 1 - 0.15 * (mileage / expected - 1)));
    const price = roundPrice(
      spec.newPrice *
        1_000_000 *
        (isNew ? 0.97 : retention(spec.brand, Math.max(0.3, age))) *
        mileageFactor *
        (certified ? 1.05 : 1) *
        (1 - 0.07 * accidents) *
        (cleanTitle ? 1 : 0.85) *
        (customsCleared ? 1 : 0.85) *
        Math.exp(rng.normal() * 0.07),
    );
    const documentsAvailable = DOCUMENTS.filter((d) =>
      d === "Carte grise"
        ? true
        : d === "Certificat de dédouanement"
          ? customsCleared
          : d === "Assurance valide"
            ? rng.chance(0.7)
            : d === "Factures d'achat" || d === "Manuel d'utilisation"
              ? isNew || rng.chance(0.35)
              : rng.chance(0.5),
    );
    const status = rng.chance(0.03) ? "sold" : rng.chance(0.01) ? "archived" : "active";
    const description = saleDescription(rng, {
      brand: spec.brand,
      model: spec.model,
      year: v.year,
      mileage,
      fuel: v.engine.fuel,
      automatic: v.automatic,
      condition,
      owners: previousOwners,
      accidents,
      customsCleared,
      lastService,
      features: v.features,
      city,
      userType: owner.userType,
      color: v.car.color.name,
    });
    const closed = v.bodyType === "Coupé" || v.bodyType === "Cabriolet";
    drafts.push({
      kind: "sale",
      owner,
      form: {
        brand: spec.brand,
        model: spec.model,
        year: v.year,
        mileage,
        price,
        transmission: v.automatic ? "automatic" : "manual",
        fuelType: v.engine.fuel,
        condition,
        accidents,
        previousOwners,
        // The form's answers: each demo seller says both ('Oui' or 'Non').
        cleanTitle: answerOf(cleanTitle),
        description,
        country,
        city,
        ...coordinatesNear(rng, city),
        exteriorColor: v.car.color.name,
        interiorColor: v.interiorColor,
        bodyType: v.bodyType,
        doors: spec.doors ?? (closed ? 2 : v.bodyType === "Hatchback" && rng.chance(0.2) ? 3 : 5),
        seats: spec.seats ?? (closed ? 4 : 5),
        engine: v.engine.engine,
        horsepower: v.engine.hp,
        cylinders: v.engine.cylinders,
        features: v.features,
        lastService,
        documentsAvailable,
        customsCleared: answerOf(customsCleared),
      },
      photos: v.images,
      postedAt: at,
      status,
      available: true,
    });
  }
  return drafts;
}

/** About 80 rentals priced per day; the demo professionals own the first ones (bookings land on them). */
export function rentalDrafts(ctx: SeedContext, cast: Cast, pool: CarImagePool): ListingDraft[] {
  const { rng, now } = ctx;
  const countries = Object.keys(RENTAL_COUNTRY_WEIGHTS);
  const models = MODELS.filter((m) => (m.rental ?? m.weight * 0.5) > 0 && (m.to ?? MAX_YEAR) >= 2012);
  const { dealer, seller, agent } = cast;
  const fixedOwners = [dealer, dealer, dealer, seller, seller, agent, agent];
  const drafts: ListingDraft[] = [];
  for (let i = 0; i < DEMO_RENTAL_LISTINGS; i++) {
    const fixed = fixedOwners[i];
    const country = fixed?.country ?? rng.weighted(countries, (c) => RENTAL_COUNTRY_WEIGHTS[c] ?? 0);
    const owner = fixed ?? rng.weighted(ownersIn(cast, country), (u) => u.weight);
    const spec = rng.weighted(models, (m) => m.rental ?? m.weight * 0.5);
    const v = buildVehicle(rng, spec, pool, modelYears(spec, 2012), 2019);
    const city = rng.chance(0.7) ? owner.city : pickCity(rng, country);
    // The demo professionals' rentals are older than the bookings made on them.
    const at = fixed ? new Date(now - rng.int(60, 85) * DAY) : postedAt(ctx);
    const freshness = 0.8 + (0.2 * (v.year - 2012)) / 13;
    const rate = (15_000 + Math.max(0, spec.newPrice - 7) * 1_000 * freshness) * Math.exp(rng.normal() * 0.08);
    const pricePerDay = Math.min(120_000, Math.max(15_000, Math.round(rate / 2_500) * 2_500));
    const description = rentalDescription(rng, {
      brand: spec.brand,
      model: spec.model,
      year: v.year,
      city,
      automatic: v.automatic,
      seats: spec.seats ?? 5,
    });
    drafts.push({
      kind: "rental",
      owner,
      form: {
        brand: spec.brand,
        model: spec.model,
        year: v.year,
        mileage: v.mileage,
        pricePerDay,
        transmission: v.automatic ? "automatic" : "manual",
        fuelType: v.engine.fuel,
        description,
        country,
        city,
        ...coordinatesNear(rng, city),
        features: v.features.includes("Climatisation") ? v.features : ["Climatisation", ...v.features],
        bodyType: v.bodyType,
        exteriorColor: v.car.color.name,
      },
      photos: v.images,
      postedAt: at,
      status: "active",
      available: fixed !== undefined || rng.chance(0.9),
    });
  }
  return drafts;
}
