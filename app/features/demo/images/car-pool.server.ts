import { LISTING_IMAGE_WIDTHS, removeImageVariants, storeImageVariants } from "../../../server/images.server.ts";
import { mapLimit } from "../map-limit.ts";
import { CAR_COLORS, type CarColor, carSvg } from "./car-drawing.ts";
import { type CarShape, SHAPE_BODY_TYPE, geometry } from "./car-shapes.ts";
import { renderJpeg } from "./render.server.ts";
import { type InteriorTone, type Scene, carPhotoSvg, interiorSvg } from "./scenes.ts";

/**
 * The demo's car photos, drawn here (no download) and stored once through storeImageVariants like
 * an upload. Listings never point at the pool: each gets its own copies (see copyPhotosAsDrafts),
 * and the pool's files are removed once the seed is done.
 */

/** Where the pool's files wait while the seed runs. */
const POOL_FOLDER = "demo-pool";

type ColorKey = keyof typeof CAR_COLORS;

/**
 * 24 cars (50 pictures with the dashboards, as many as one silhouette per body type used to take):
 * every body type in two or three silhouettes, common shapes and colours first. A listing shows its
 * car's main photo, then possibly a dashboard and the same car seen from the other side.
 */
export const CAR_POOL_SPEC: readonly { shape: CarShape; variant: number; color: ColorKey }[] = [
  { shape: "suv", variant: 0, color: "blanc" },
  { shape: "suv", variant: 0, color: "gris" },
  { shape: "suv", variant: 1, color: "noir" },
  { shape: "suv", variant: 1, color: "beige" },
  { shape: "suv", variant: 2, color: "bleu" },
  { shape: "berline", variant: 0, color: "argent" },
  { shape: "berline", variant: 0, color: "noir" },
  { shape: "berline", variant: 1, color: "blanc" },
  { shape: "berline", variant: 1, color: "rouge" },
  { shape: "berline", variant: 2, color: "bleu" },
  { shape: "pickup", variant: 0, color: "blanc" },
  { shape: "pickup", variant: 1, color: "gris" },
  { shape: "pickup", variant: 1, color: "vert" },
  { shape: "hatchback", variant: 0, color: "rouge" },
  { shape: "hatchback", variant: 1, color: "blanc" },
  { shape: "hatchback", variant: 1, color: "orange" },
  { shape: "coupe", variant: 0, color: "noir" },
  { shape: "coupe", variant: 1, color: "rouge" },
  { shape: "break", variant: 0, color: "gris" },
  { shape: "break", variant: 1, color: "bordeaux" },
  { shape: "monospace", variant: 0, color: "argent" },
  { shape: "monospace", variant: 1, color: "blanc" },
  { shape: "cabriolet", variant: 0, color: "bleu" },
  { shape: "cabriolet", variant: 1, color: "rouge" },
];

/** A stored pool photo: its key prefix once drawn and stored. */
export type PoolPhoto = Promise<string>;

/** One car of the pool: the same car seen from its left and its right side, in two scenes. */
export interface PoolCar {
  shape: CarShape;
  variant: number;
  bodyType: string;
  color: CarColor;
  /** [main photo, second photo]. */
  photos: [PoolPhoto, PoolPhoto];
}

export interface CarImagePool {
  cars: PoolCar[];
  /** Dashboard photos by interior colour family. */
  interiors: Record<InteriorTone, PoolPhoto>;
  /** Settles once every photo is stored (or failed). */
  settled: Promise<void>;
}

/** One demo car photo (1600 x 1000 JPEG). */
export function renderCarPhoto(
  shape: CarShape,
  color: CarColor,
  options: { variant?: number; scene?: Scene; facingLeft?: boolean } = {},
): Promise<Buffer> {
  const car = carSvg(geometry(shape, options.variant ?? 0), color.hex);
  return renderJpeg(carPhotoSvg(car, options.scene ?? "jour", options.facingLeft ?? false));
}

/** A demo dashboard photo (1600 x 1000 JPEG), dark or light trim. */
export function renderInteriorPhoto(tone: InteriorTone): Promise<Buffer> {
  return renderJpeg(interiorSvg(tone));
}

const storePoolPhoto = (photo: Buffer) => storeImageVariants(photo, POOL_FOLDER, LISTING_IMAGE_WIDTHS);

/**
 * Starts drawing and storing the pool: the two dashboards, each car's main photo, then each car seen
 * from its other side. Returns at once: each photo is a promise, so a listing can be posted as soon
 * as its own photos exist. A few pictures at a time: sharp already spreads each one over the cores.
 */
export function startCarImagePool(spec = CAR_POOL_SPEC): CarImagePool {
  type Job = { car: number; view: number } | { tone: InteriorTone };
  const jobs: Job[] = [
    { tone: "sombre" },
    { tone: "clair" },
    ...spec.map((_, car) => ({ car, view: 0 })),
    ...spec.map((_, car) => ({ car, view: 1 })),
  ];
  const draw = async (job: Job) => {
    if ("tone" in job) return storePoolPhoto(await renderInteriorPhoto(job.tone));
    const { shape, variant, color } = spec[job.car] as (typeof spec)[number];
    const scene = job.view === 0 ? (job.car % 2 === 0 ? "jour" : "couchant") : "studio";
    const photo = await renderCarPhoto(shape, CAR_COLORS[color] as CarColor, { variant, scene, facingLeft: job.view === 1 });
    return storePoolPhoto(photo);
  };
  const promises = jobs.map(() => deferred<string>());
  void mapLimit(jobs, 3, (job, i) => draw(job).then(promises[i]!.resolve, promises[i]!.reject));
  const photo = (i: number) => promises[i]!.promise;
  const cars = spec.map(({ shape, variant, color }, car): PoolCar => ({
    shape,
    variant,
    bodyType: SHAPE_BODY_TYPE[shape],
    color: CAR_COLORS[color] as CarColor,
    photos: [photo(2 + car), photo(2 + spec.length + car)],
  }));
  const settled = Promise.allSettled(promises.map((p) => p.promise)).then(() => undefined);
  return { cars, interiors: { sombre: photo(0), clair: photo(1) }, settled };
}

/** A promise with its resolve and reject; a failure nobody awaits is not an unhandled rejection. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Removes the pool's own files once every photo is settled (the listings' copies stay). */
export async function removeCarImagePool(pool: CarImagePool): Promise<void> {
  await pool.settled;
  const photos = [...pool.cars.flatMap((c) => c.photos), pool.interiors.sombre, pool.interiors.clair];
  const stored = await Promise.allSettled(photos);
  await Promise.all(
    stored.map((s) => (s.status === "fulfilled" ? removeImageVariants(s.value, LISTING_IMAGE_WIDTHS) : undefined)),
  );
}
