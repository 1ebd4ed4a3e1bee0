import { type BodyType, RENTAL_EQUIPMENT } from "../../../lib/vehicles.ts";
import type { CarImagePool, PoolCar, PoolPhoto } from "../images/car-pool.server.ts";
import type { InteriorTone } from "../images/scenes.ts";
import { type EngineSpec, MAX_YEAR, MIN_YEAR, type ModelSpec, usualMileage } from "./catalogue.ts";
import type { Rng } from "./random.ts";

/** One car of the demo: a model in a year, its engine, mileage, equipment, colours and pool photos. */

const INTERIOR_COLORS = ["Noir", "Noir", "Gris", "Beige", "Cuir noir", "Cuir beige", "Marron"] as const;
const COLOR_POPULARITY: Readonly<Record<string, number>> = { Blanc: 4, Noir: 3, Gris: 3, Argent: 3, Bleu: 1.5, Rouge: 1.2, Beige: 1 };

function interiorTone(color: string): InteriorTone {
  return /beige|marron/i.test(color) ? "clair" : "sombre";
}

export function modelYears(m: ModelSpec, min: number): [number, number] {
  return [Math.max(min, m.from ?? MIN_YEAR), Math.min(MAX_YEAR, m.to ?? MAX_YEAR)];
}

export interface Vehicle {
  spec: ModelSpec;
  year: number;
  mileage: number;
  engine: EngineSpec;
  automatic: boolean;
  bodyType: BodyType;
  car: PoolCar;
  interiorColor: string;
  features: string[];
  images: PoolPhoto[];
}

export function buildVehicle(rng: Rng, spec: ModelSpec, pool: CarImagePool, years: [number, number], centre: number): Vehicle {
  const [first, last] = years;
  const year = Math.min(last, Math.max(first, Math.round(centre + rng.normal() * 4.5)));
  const engines = spec.engines.filter((e) => (e.from ?? 0) <= year && year <= (e.to ?? 9999));
  const engine = rng.pick(engines.length > 0 ? engines : spec.engines);
  const yearly = Math.max(5_000, 15_000 + rng.normal() * 4_500);
  const rawMileage = usualMileage(year) * (yearly / 15_000);
  const mileage = rawMileage > 10_000 ? Math.round(rawMileage / 500) * 500 : Math.round(rawMileage / 100) * 100;
  const automatic = engine.fuel === "electric" || engine.fuel === "hybrid" || rng.chance(spec.auto);
  const bodyType = Array.isArray(spec.body) ? rng.pick(spec.body) : spec.body;
  const cars = pool.cars.filter((c) => c.bodyType === bodyType);
  const car = rng.weighted(cars.length > 0 ? cars : pool.cars, (c) => COLOR_POPULARITY[c.color.name] ?? 1);
  const luxury = spec.newPrice >= 35;
  const interiorColor = luxury ? rng.pick(["Cuir noir", "Cuir beige", "Cuir marron", "Noir"]) : rng.pick(INTERIOR_COLORS.filter((c) => !c.startsWith("Cuir")));
  const equipment = RENTAL_EQUIPMENT.filter((item) => (item === "Climatisation" ? rng.chance(0.96) : rng.chance(luxury ? 0.7 : year >= 2016 ? 0.45 : 0.25)));
  const features = spec.drive && (spec.drive === "4WD" || rng.chance(0.6)) ? [...equipment, spec.drive] : equipment;
  const photoCount = rng.weighted([1, 2, 3], (n) => (n === 1 ? 3 : n === 2 ? 3.5 : 3.5));
  const interior = pool.interiors[interiorTone(interiorColor)];
  // Pool photos: each listing gets its own copies when it is posted.
  const images: PoolPhoto[] =
    photoCount === 1
      ? [car.photos[0]]
      : photoCount === 2
        ? [car.photos[0], rng.chance(0.5) ? interior : car.photos[1]]
        : [car.photos[0], car.photos[1], interior];
  return { spec, year, mileage, engine, automatic, bodyType, car, interiorColor, features, images };
}
