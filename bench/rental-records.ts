// Rental records ('État des lieux'): on a fresh PostgreSQL database (BENCH_DATABASE_URL, default the
// local `test` server), a confirmed booking gets its pick-up and return records with BENCH_PHOTOS
// photos each (default 20, the most a record takes), each a phone's 12-megapixel JPEG sent on its
// own as the record page sends it. Prints:
// - the time to take one photo (decode, re-encode at 1 600 px and as a 400 px thumbnail, store
//   privately, record it under the record's lock), p50/p95, beside the baseline of the same run: the
//   same JPEG stored as a listing photo (three widths, public);
// - the bytes a phone downloads for the booking page's photos: the thumbnails it shows, beside the
//   full photos it would download if the grid showed them;
// - the booking page's records read (both records and their photos), p50/p95 over BENCH_RUNS
//   (default 50), beside the baseline of the same run: the bookings list's own read (myBookings).
// Fails when a photo takes over 3 s at p95, or the page's thumbnails weigh over a fifth of the full
// photos. The photos are noise over a gradient: harder to compress than a street scene, so the
// weights are an upper bound.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

// The photos go to a folder of the bench's own, removed at the end (never the app's DATA_DIR).
const benchDataDir = mkdtempSync(join(tmpdir(), "aa-bench-records-"));
process.env.DATA_DIR = benchDataDir;

const { addDays, dayOf } = await import("../app/features/bookings/booking-rules.ts");
const { myBookings } = await import("../app/features/bookings/my-bookings.server.ts");
const { createRentalListing, createUser } = await import("../app/features/demo/factories.server.ts");
const { bookingRecords } = await import("../app/features/rental-inspections/booking-records.server.ts");
const { REQUIRED_VIEWS } = await import("../app/features/rental-inspections/inspection-rules.ts");
const { addInspectionPhoto, confirmRecord, saveDraft, submitRecord } = await import("../app/features/rental-inspections/inspections.server.ts");
const { LISTING_IMAGE_WIDTHS } = await import("../app/lib/images.ts");
const { db, setDatabase } = await import("../app/server/db.server.ts");
const { storeImageVariants } = await import("../app/server/images.server.ts");
const { readPrivatePhoto } = await import("../app/server/private-storage.server.ts");
const { bookingPhotos, rentalBookings } = await import("../app/server/schema.ts");
const { createBenchDatabase, dropDatabase } = await import("./support/postgres-admin.ts");
const { percentile, sequentialTimes } = await import("./support/timing.ts");

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PHOTOS = Math.min(20, Math.max(6, Number(process.env.BENCH_PHOTOS ?? 20)));
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PHOTO_P95_TARGET_MS = 3_000;
/** The thumbnails a phone downloads for the page, against the full photos: at most a fifth. */
const THUMBNAIL_SHARE_TARGET = 0.2;

/** A phone's photo: 4 000 × 3 000, noise over a gradient so that it compresses like a real scene. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(400 * 300 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761 + seed * 97) % 256;
  const texture = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .resize(width, height)
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 40) % 255, g: 90, b: 140 } } })
    .composite([{ input: texture, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const cell = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
const ms = (values: number[]) => [percentile(values, 50).toFixed(0), percentile(values, 95).toFixed(0)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadAtStart = load();

const name = `bench_records_${process.pid}`;
const { database } = await createBenchDatabase(SERVER_URL, name);
let failed = false;
try {
  const owner = await createUser({ email: "proprio@bench.test", firstName: "Moussa" });
  const renter = await createUser({ email: "locataire@bench.test", firstName: "Awa" });
  const rental = await createRentalListing(owner.id);
  const today = dayOf(new Date());
  const [booking] = await db()
    .insert(rentalBookings)
    .values({
      listingId: rental.id,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: today,
      endDate: addDays(today, 2),
      totalDays: 3,
      dailyRate: 25_000,
      totalPrice: 75_000,
      status: "confirmed",
    })
    .returning({ id: rentalBookings.id });
  if (!booking) throw new Error("no booking");

  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => phonePhoto(i)));
  const photoBytes = photos.reduce((sum, p) => sum + p.byteLength, 0);
  const views = (i: number) => REQUIRED_VIEWS[i] ?? "other";

  const recordTimes: number[] = [];
  for (const [phase, mileage, fuel] of [
    ["pickup", 84_000, 8],
    ["return", 84_412, 6],
  ] as const) {
    const saved = await saveDraft(owner.id, booking.id, phase, { mileage, fuelEighths: fuel, notes: null, depositMethod: null, depositNote: null });
    if (!saved.ok) throw new Error(saved.error);
    for (const [i, photo] of photos.entries()) {
      const at = performance.now();
      const added = await addInspectionPhoto(owner.id, booking.id, phase, views(i), photo);
      recordTimes.push(performance.now() - at);
      if (!added.ok) throw new Error(added.error);
    }
    const sent = await submitRecord(owner.id, booking.id, phase);
    if (!sent.ok) throw new Error(sent.error);
    const confirmed = await confirmRecord(renter.id, booking.id, phase);
    if (!confirmed.ok) throw new Error(confirmed.error);
  }
  const listingTimes = await sequentialTimes(Math.min(PHOTOS, 10), async () => {
    await storeImageVariants(photos[0] as Buffer, `listings/${owner.id}`, LISTING_IMAGE_WIDTHS);
  });

  const keys = await db().select({ key: bookingPhotos.imageKey }).from(bookingPhotos);
  let thumbnails = 0;
  let full = 0;
  for (const { key } of keys) {
    thumbnails += (await readPrivatePhoto(key, { thumbnail: true }))?.byteLength ?? 0;
    full += (await readPrivatePhoto(key))?.byteLength ?? 0;
  }

  const pageReads = await sequentialTimes(RUNS, () => bookingRecords(booking.id));
  const listReads = await sequentialTimes(RUNS, () => myBookings(owner.id));

  const photoP95 = percentile(recordTimes, 95);
  console.log(`\n## Rental records: two records of ${PHOTOS} photos (12 MP JPEG, ${kb(photoBytes / PHOTOS)} each), PostgreSQL\n`);
  console.log(cell(["case", "p50 ms", "p95 ms"]));
  console.log(cell(["---", "---", "---"]));
  console.log(cell([`a record's photo taken (${recordTimes.length})`, ...ms(recordTimes)]));
  console.log(cell([`baseline: the same JPEG as a listing photo (${listingTimes.length})`, ...ms(listingTimes)]));
  console.log(cell([`the booking page's records read (${RUNS})`, ...ms(pageReads)]));
  console.log(cell([`baseline: the bookings list's read (${RUNS})`, ...ms(listReads)]));
  const share = thumbnails / full;
  console.log(
    `\nThe booking page's ${keys.length} photos on a phone: ${kb(thumbnails)} as shown (400 px thumbnails, ${kb(thumbnails / keys.length)} each), ` +
      `${kb(full)} if shown full size (1 600 px, the baseline), ${kb(photoBytes * 2)} as taken: ${(share * 100).toFixed(0)} % of the full size.`,
  );
  failed = photoP95 > PHOTO_P95_TARGET_MS || share > THUMBNAIL_SHARE_TARGET;
  console.log(
    `Targets: a photo p95 ≤ ${PHOTO_P95_TARGET_MS} ms, thumbnails ≤ ${THUMBNAIL_SHARE_TARGET * 100} % of the full photos: ${failed ? "FAIL" : "PASS"}`,
  );
  console.log(`${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ${load()} at the end`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  setDatabase(undefined);
  await database.close();
  await dropDatabase(SERVER_URL, name);
  rmSync(benchDataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
