import type { CarImagePool } from "../../app/features/demo/images/car-pool.server.ts";
import type { Cast, SeedUser } from "../../app/features/demo/seed/context.ts";
import { saleDrafts } from "../../app/features/demo/seed/listing-drafts.ts";
import { SALE_COUNTRY_WEIGHTS } from "../../app/features/demo/seed/places.ts";
import { createRng } from "../../app/features/demo/seed/random.ts";
import type { PricedVehicle } from "../../app/features/pricing/price-model.ts";
import { engineCcOf } from "../../app/features/pricing/price-model.ts";
import { BODY_TYPES } from "../../app/lib/vehicles.ts";

/** The demo seed's sale generator run without photos or a database: `count` listings as the seed would price them. */
export function demoMarket(count: number): PricedVehicle[] {
  const pool = {
    cars: BODY_TYPES.map((bodyType) => ({ bodyType, color: { name: "Blanc" }, photos: [{}, {}] })),
    interiors: { clair: {}, sombre: {} },
    settled: Promise.resolve(),
  } as unknown as CarImagePool;
  const users: SeedUser[] = Object.keys(SALE_COUNTRY_WEIGHTS).flatMap((country) =>
    (["dealer", "seller"] as const).map((userType) => ({
      id: `${country}-${userType}`,
      email: "",
      firstName: "",
      lastName: "",
      userType,
      country,
      city: "",
      weight: 1,
    })),
  );
  const someone = users[0] as SeedUser;
  const cast: Cast = { users, buyer: someone, seller: someone, agent: someone, dealer: someone, admin: someone };
  const out: PricedVehicle[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const ctx = { rng: createRng(seed), now: Date.UTC(2025, 10, 1), created: { users: [], packages: [], banners: [] } };
    for (const draft of saleDrafts(ctx, cast, pool)) {
      const f = draft.form as Record<string, unknown>;
      out.push({
        id: String(out.length),
        brand: String(f.brand),
        model: String(f.model),
        year: Number(f.year),
        mileage: Number(f.mileage),
        price: Number(f.price),
        fuel: String(f.fuelType),
        transmission: String(f.transmission),
        condition: String(f.condition),
        owners: Number(f.previousOwners),
        bodyType: String(f.bodyType),
        horsepower: Number(f.horsepower) || null,
        engineCc: engineCcOf(String(f.engine ?? "")),
        seats: Number(f.seats) || null,
        accidents: Number(f.accidents),
        // The form's answers: "yes", "no" or "" (not said).
        cleanTitle: f.cleanTitle === "" ? null : f.cleanTitle === "yes",
        customsCleared: f.customsCleared === "" ? null : f.customsCleared === "yes",
        country: String(f.country),
      });
      if (out.length === count) break;
    }
  }
  return out;
}
