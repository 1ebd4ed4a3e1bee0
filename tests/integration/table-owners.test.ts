import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../app/server/schema.ts";

/**
 * Who may write each table (docs/architecture.md): the files below, and no other file of app/.
 * A feature that needs another's table changed calls the owner's named write (`hideReportedListing`,
 * `grantAdminRole`, `eraseFavoritesOf`…). Paths are relative to app/.
 */
const OWNERS: Readonly<Record<string, readonly string[]>> = {
  // Sign-up and sign-in write profiles, accounts and sessions through better-auth's adapter; our own writes are these.
  profiles: [
    "features/accounts/accounts.server.ts",
    "features/accounts/account-erasure.server.ts",
    "features/accounts/data-saver.server.ts",
    "features/accounts/language.server.ts",
    "features/accounts/last-seen.server.ts",
    "features/accounts/mail-unsubscribe.server.ts",
    "features/accounts/phone-verification.server.ts",
    "features/accounts/profile-update.server.ts",
    "features/push/push-preferences.server.ts",
    "features/accounts/roles.server.ts",
    "features/accounts/whatsapp-preferences.server.ts",
    // Test members are made with the dates and roles a test needs; a failed demo seed is taken back.
    "features/demo/factories.server.ts",
    "features/demo/seed/undo.ts",
  ],
  accounts: ["features/accounts/account-erasure.server.ts"],
  sessions: ["features/accounts/account-erasure.server.ts"],
  phoneVerifications: ["features/accounts/phone-verification.server.ts", "features/accounts/account-erasure.server.ts"],
  phoneCodeQueue: [
    "features/accounts/phone-code-queue.server.ts",
    "features/accounts/phone-verification.server.ts",
    "features/accounts/account-erasure.server.ts",
  ],
  listings: [
    "features/listings/posting/create-listing.server.ts",
    "features/listings/posting/update-listing.server.ts",
    "features/listings/listing-status.server.ts",
    "features/listings/delete-listing.server.ts",
    // price: the owner's price changed by a percentage on several listings ('Changer le prix'), with its price history.
    "features/listings/manage/change-price.server.ts",
    // expiry_notices: the expiry job's reminders (ADR 0039); its `expired` status and renewals go through moveListings (ADR 0059).
    "features/listings/expiry/expiry-job.server.ts",
    // posted_card_open: the owner closes the card 'Votre annonce est en ligne' (ADR 0054).
    "features/listings/posted-card/posted-card.server.ts",
    // hidden_reason, the moderation's column of the visibility rule (ADR 0018).
    "features/moderation/listing-visibility.server.ts",
    // seller_pro, the copy of the owner's plan that browse sorts on, written where the plan changes.
    "features/subscription/pro-status.server.ts",
    // promoted_until, the copy of the listing's active promotion that browse puts first (ADR 0053).
    "features/promotion/premium-listings.server.ts",
    // Test listings are inserted as a test needs them, bypassing the form's rules.
    "features/demo/factories.server.ts",
  ],
  listingViews: ["features/listings/views/listing-views.server.ts"],
  uploadDrafts: ["features/listings/posting/photos.server.ts"],
  favorites: ["features/favorites/favorites.server.ts"],
  recentlyViewed: ["features/recently-viewed/recently-viewed.server.ts"],
  reviews: ["features/reviews/reviews.server.ts"],
  // Every status change goes through the payment lifecycle's writes (ADR 0025).
  payments: ["features/payments/payments.server.ts"],
  paymentEvents: ["features/purchases/payment-events.server.ts"],
  premiumListings: ["features/promotion/premium-listings.server.ts"],
  priceTexts: ["features/pricing/price-texts.server.ts"],
  conversations: ["features/chat/conversations.server.ts", "features/chat/offers.server.ts"],
  // An offer's moves are messages of the conversation, written with the offer (issue 31).
  messages: ["features/chat/conversations.server.ts", "features/chat/unread-mail.server.ts", "features/chat/offers.server.ts"],
  offers: ["features/chat/offers.server.ts"],
  notifications: ["features/notifications/notifications.server.ts"],
  savedSearches: ["features/saved-searches/saved-searches.server.ts"],
  // The alert job writes each (search, listing) pair once; the mails claim them (ADR 0037).
  savedSearchMatches: ["features/saved-searches/alerts.server.ts", "features/saved-searches/alert-mails.server.ts"],
  savedSearchScan: ["features/saved-searches/alerts.server.ts"],
  // A dealer's stock (ADR 0064): the import made and confirmed, then run row by row; the feed's own row and its old imports pruned.
  stockImports: [
    "features/dealer-stock/stock-import.server.ts",
    "features/dealer-stock/stock-import-run.server.ts",
    "features/dealer-stock/stock-feed.server.ts",
  ],
  stockImportRows: ["features/dealer-stock/stock-import.server.ts", "features/dealer-stock/stock-import-run.server.ts"],
  stockFeeds: ["features/dealer-stock/stock-feed.server.ts"],
  apiKeys: ["features/public-api/api-keys.server.ts"],
  // The member sends and replaces (or erases) their licence; an admin decides on it.
  drivingLicences: ["features/driving-licence/licence-save.server.ts", "features/admin/licence-review.server.ts"],
  // The records' drafts and answers; the clock confirms the unanswered ones.
  bookingInspections: ["features/rental-inspections/inspections.server.ts", "features/rental-inspections/lapsed-records.server.ts"],
  // A record's photos, and the owner's deposit claim's, each kept once however often its file is sent.
  bookingPhotos: [
    "features/rental-inspections/inspections.server.ts",
    "features/rental-deposit/claim-photos.server.ts",
    "features/rental-inspections/photo-once.server.ts",
  ],
  // The owner decides, the renter (or the clock) answers, an admin settles a contested claim.
  bookingDeposits: [
    "features/rental-deposit/deposit-decision.server.ts",
    "features/rental-deposit/deposit-answer.server.ts",
    "features/rental-disputes/settle-dispute.server.ts",
  ],
  bookingDisputes: ["features/rental-disputes/open-dispute.server.ts", "features/rental-disputes/settle-dispute.server.ts"],
  // Written by the edit that changes the price; the drop job marks each drop told.
  listingPriceChanges: ["features/listings/price-history.server.ts"],
  priceAlertOptOuts: ["features/saved-searches/price-drops.server.ts"],
  rentalBookings: ["features/bookings/bookings.server.ts", "features/bookings/booking-status.server.ts", "features/bookings/booking-mails.server.ts"],
  reports: ["features/reports/reports.server.ts"],
  userWarnings: ["features/moderation/members.server.ts"],
  adminAuditLog: ["features/moderation/audit-log.server.ts"],
  adBanners: ["features/ads/ads.server.ts", "features/demo/seed/undo.ts"],
  premiumPackages: ["features/promotion/packages.server.ts", "features/demo/seed/undo.ts"],
  appSettings: ["features/settings/app-settings.server.ts"],
  siteLimits: ["features/settings/site-limits.server.ts"],
  plans: ["features/subscription/plans.server.ts"],
  coupons: ["features/subscription/coupons.server.ts", "features/demo/seed/settings.ts"],
  subscriptions: ["features/subscription/subscriptions.server.ts", "features/subscription/prepaid-pro.server.ts"],
  rateLimits: ["server/rate-limit.server.ts"],
  // Claimed and recorded by the scheduler alone, once per period across servers (ADR 0033).
  jobRuns: ["server/scheduler.server.ts"],
  // Each text handed to a gateway, and its delivery reports (ADR 0036).
  smsMessages: ["server/sms/sms-messages.server.ts"],
  whatsappMessages: ["features/notifications/whatsapp-outbox.server.ts"],
  pushSubscriptions: ["features/push/subscriptions.server.ts"],
  pushMessages: ["features/push/push-outbox.server.ts", "features/push/subscriptions.server.ts"],
  sandboxCheckouts: ["server/payments/sandbox.server.ts"],
  sandboxSubscriptions: ["server/payments/sandbox.server.ts", "features/demo/seed/settings.ts"],
};

const APP = resolve("app");

const TABLES = new Map<string, string>(); // SQL name → schema export
for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) TABLES.set(getTableName(value), name);
const EXPORTS = new Set(TABLES.values());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)`; raw SQL's INSERT INTO / UPDATE … SET /
// DELETE FROM, naming the table or interpolating its schema object.
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g;
const SQL_WRITE = /\b(?:insert\s+into|delete\s+from|update)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)(\s+set\b)?/gi;

/** The schema exports of the tables a source text writes. */
function tablesWritten(text: string): Set<string> {
  const written = new Set<string>();
  for (const [, name] of text.matchAll(DRIZZLE_WRITE)) if (EXPORTS.has(name)) written.add(name);
  for (const match of text.matchAll(SQL_WRITE)) {
    const [whole, interpolated, named, set] = match;
    if (/^update/i.test(whole) && !set) continue; // "update" in prose, not a statement
    const table = interpolated && EXPORTS.has(interpolated) ? interpolated : named ? TABLES.get(named) : undefined;
    if (table) written.add(table);
  }
  return written;
}

describe("each table is written only by its owners", () => {
  const writers = new Map<string, string[]>(); // table → files of app/ that write it
  for (const file of sourceFiles(APP)) {
    for (const table of tablesWritten(readFileSync(file, "utf8"))) writers.set(table, [...(writers.get(table) ?? []), relative(APP, file)]);
  }

  it("finds writes of every form", () => {
    expect([...tablesWritten("await tx.update(listings).set({ sellerPro: true })")]).toEqual(["listings"]);
    expect([...tablesWritten("db()\n  .insert(\n    reports\n  ).values(row)")]).toEqual(["reports"]);
    expect([...tablesWritten("sql`insert into rate_limits (key) values (${key})`")]).toEqual(["rateLimits"]);
    expect([...tablesWritten("sql`UPDATE ${profiles} SET banned = true`")]).toEqual(["profiles"]);
    expect([...tablesWritten('sql`delete from "favorites" where user_id = ${id}`')]).toEqual(["favorites"]);
    expect([...tablesWritten("// update listings when the plan changes; cache.delete(key)")]).toEqual([]);
  });

  for (const [table, owners] of Object.entries(OWNERS)) {
    it(`${table} is written only by its owners`, () => {
      expect(EXPORTS.has(table)).toBe(true);
      expect((writers.get(table) ?? []).filter((file) => !owners.includes(file))).toEqual([]);
      // An owner that no longer writes the table leaves the map.
      expect(owners.filter((file) => !(writers.get(table) ?? []).includes(file))).toEqual([]);
    });
  }

  it("every table written in app/ has its owners named", () => {
    expect([...writers.keys()].filter((table) => !(table in OWNERS))).toEqual([]);
  });
});
