import { LISTING_IMAGE_WIDTHS } from "../../../lib/images.ts";
import { removeImageVariants, storeImageVariants } from "../../../server/images.server.ts";
import { limiter } from "../map-limit.ts";
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
export function renderCarPhoto(shape: CarShape, color: CarColor, options: { variant?: number; scene?: Scene; facingLeft?: boolean } = {}): Promise<Buffer> {
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
 * from its other side, three pictures at a time (sharp runs them on the libuv thread pool). Returns
 * at once: each photo is a promise, so a listing can be posted as soon as its own photos exist.
 */
export function startCarImagePool(spec = CAR_POOL_SPEC): CarImagePool {
  const drawing = limiter(3);
  const store = (render: () => Promise<Buffer>): PoolPhoto => {
    const photo = drawing(async () => storePoolPhoto(await render()));
    photo.catch(() => {}); // a failure is met by whoever awaits the photo, not left unhandled
    return photo;
  };
  const interiors = { sombre: store(() => renderInteriorPhoto("sombre")), clair: store(() => renderInteriorPhoto("clair")) };
  const views = [0, 1].map((view) =>
    spec.map(({ shape, variant, color }, car) => {
      const scene = view === 0 ? (car % 2 === 0 ? "jour" : "couchant") : "studio";
      return store(() => renderCarPhoto(shape, CAR_COLORS[color] as CarColor, { variant, scene, facingLeft: view === 1 }));
    }),
  );
  const cars = spec.map(
    ({ shape, variant, color }, car): PoolCar => ({
      shape,
      variant,
      bodyType: SHAPE_BODY_TYPE[shape],
      color: CAR_COLORS[color] as CarColor,
      photos: [views[0]?.[car] as PoolPhoto, views[1]?.[car] as PoolPhoto],
    }),
  );
  const all = [interiors.sombre, interiors.clair, ...views.flat()];
  return { cars, interiors, settled: Promise.allSettled(all).then(() => undefined) };
}

/** Removes the pool's own files once every photo is settled (the listings' copies stay). */
export async function removeCarImagePool(pool: CarImagePool): Promise<void> {
  await pool.settled;
  const photos = [...pool.cars.flatMap((c) => c.photos), pool.interiors.sombre, pool.interiors.clair];
  const stored = await Promise.allSettled(photos);
  await Promise.all(stored.map((s) => (s.status === "fulfilled" ? removeImageVariants(s.value, LISTING_IMAGE_WIDTHS) : undefined)));
}
