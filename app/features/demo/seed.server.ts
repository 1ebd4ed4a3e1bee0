import { count, like } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { profiles } from "../../server/schema.ts";
import { removeCarImagePool, startCarImagePool } from "./images/car-pool.server.ts";
import { DEMO_BANNERS } from "./images/banners.server.ts";
import { seedAccounts } from "./seed/accounts.ts";
import { drawBanners, seedBanners } from "./seed/banners.ts";
import { seedBookings } from "./seed/bookings.ts";
import { seedConversation } from "./seed/chat.ts";
import type { SeedContext } from "./seed/context.ts";
import { seedFavorites } from "./seed/favorites.ts";
import { rentalDrafts, saleDrafts } from "./seed/listing-drafts.ts";
import { seedListings } from "./seed/listings.ts";
import { seedWelcomes } from "./seed/notifications.ts";
import { DEMO_EMAIL_DOMAIN } from "./seed/people.ts";
import { seedPromotion } from "./seed/promotion.ts";
import { DEMO_SEED, createRng } from "./seed/random.ts";
import { seedRenewals } from "./seed/renewals.ts";
import { seedReviews } from "./seed/reviews.ts";
import { seedProSubscription, seedSettings } from "./seed/settings.ts";
import { undoSeed } from "./seed/undo.ts";

/**
 * Demo data for a fresh install: the demo accounts, about 300 sale and 80 rental listings over the
 * twelve countries with believable prices, promotion packages and a few promoted listings, banners,
 * plans, settings, reviews, favourites, bookings, a conversation and notifications.
 *
 * One seeder per domain (`seed/*.ts`), each writing only through that domain's own write
 * functions (sign-up, createListing after the form's schema, addReview, createBooking…), so the
 * demo holds nothing the app itself would refuse. Everything random comes from one seeded
 * generator: two seeds of empty databases hold the same data (ids, image keys and dates relative
 * to now aside).
 */

export { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, type DemoAccount } from "./seed/people.ts";
export { DEMO_SEED, mulberry32 } from "./seed/random.ts";
export { demoModels } from "./seed/catalogue.ts";
export { DEMO_RENTAL_LISTINGS, DEMO_SALE_LISTINGS } from "./seed/places.ts";

export interface SeedSummary {
  users: number;
  saleListings: number;
  rentalListings: number;
  /** Pictures drawn: the car pool, banners and avatars. */
  images: number;
  ms: number;
}

/** True as soon as any account exists: the demo data is never written over real data. */
export async function isSeeded(): Promise<boolean> {
  const [row] = await db().select({ n: count() }).from(profiles);
  return (row?.n ?? 0) > 0;
}

/** True when one of the demo accounts (or demo sellers) already exists. */
export async function hasDemoAccounts(): Promise<boolean> {
  const [row] = await db()
    .select({ n: count() })
    .from(profiles)
    .where(like(profiles.email, `%@${DEMO_EMAIL_DOMAIN}`));
  return (row?.n ?? 0) > 0;
}

/** Seeds the demo data on a database that has no account at all; returns null when it did nothing. */
export async function seedIfEmpty(): Promise<SeedSummary | null> {
  if (await isSeeded()) {
    log.info("seed.skipped", { reason: "database already has accounts" });
    return null;
  }
  return seedDemoData();
}

/**
 * Writes the demo data. Meant for an empty database (see seedIfEmpty); refuses to run when demo
 * accounts exist. If it fails half-way, what it wrote is removed so that the next start tries again.
 */
export async function seedDemoData(): Promise<SeedSummary> {
  if (await hasDemoAccounts()) throw new Error("Demo accounts already exist: not seeding again.");
  const started = performance.now();
  const ctx: SeedContext = { rng: createRng(DEMO_SEED), now: Date.now(), created: { users: [], packages: [], banners: [] } };
  try {
    const summary = await writeDemoData(ctx);
    summary.ms = Math.round(performance.now() - started);
    log.info("seed.done", { ...summary });
    return summary;
  } catch (error) {
    log.error("seed.failed", { error });
    await undoSeed(ctx.created).catch((cleanupError: unknown) => log.error("seed.cleanup_failed", { error: cleanupError }));
    throw error;
  }
}

function stopwatch() {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  return {
    timings,
    lap(name: string) {
      const t = performance.now();
      timings[name] = Math.round(t - mark);
      mark = t;
    },
  };
}

async function writeDemoData(ctx: SeedContext): Promise<SeedSummary> {
  const clock = stopwatch();
  // Pictures are drawn while the accounts are created (sharp works on its own threads); each
  // listing is posted as soon as its own photos are there.
  const pool = startCarImagePool();
  const bannerImages = drawBanners();
  bannerImages.catch(() => {});
  try {
    await seedSettings();
    const cast = await seedAccounts(ctx);
    await seedProSubscription(ctx, cast);
    clock.lap("accounts");

    const drafts = [...saleDrafts(ctx, cast, pool), ...rentalDrafts(ctx, cast, pool)];
    const listings = await seedListings(drafts);
    await seedRenewals(ctx, cast, listings);
    clock.lap("listings");
    await seedPromotion(ctx, cast, listings);
    await seedBanners(ctx, cast, bannerImages);
    clock.lap("promotion_banners");
    await seedReviews(ctx, cast, listings);
    await seedFavorites(ctx, cast, listings);
    clock.lap("reviews_favourites");
    await seedBookings(
      ctx,
      cast,
      listings.filter((l) => l.kind === "rental"),
    );
    await seedConversation(ctx, cast, listings);
    await seedWelcomes(ctx, cast);
    clock.lap("bookings_chat_notifications");
    log.debug("seed.timings", clock.timings);

    return {
      users: cast.users.length,
      saleListings: listings.filter((l) => l.kind === "sale").length,
      rentalListings: listings.filter((l) => l.kind === "rental").length,
      images: pool.cars.length * 2 + 2 + DEMO_BANNERS.length + cast.users.length,
      ms: 0,
    };
  } finally {
    // The pool's files were only the sources of the listings' own copies.
    await removeCarImagePool(pool);
  }
}
