/**
 * The test files that run a second time on PostgreSQL (`npm run test:pg`); every file runs on PGlite.
 *
 * PGlite is PostgreSQL itself compiled to WebAssembly: the same migrations and the same SQL mean the
 * same thing on both. What differs is around the SQL: PGlite has one connection, so transactions
 * never overlap (a lock, SKIP LOCKED or a race is only really tried on the server's pool); LISTEN and
 * NOTIFY go through each driver's own plumbing; each driver wraps errors and parses raw results its
 * own way; migrations run against a real server. A file that tries none of these runs the same code
 * twice, so it runs once. `tests/integration/postgres-suite.test.ts` keeps this list honest
 * (docs/testing.md; ADR 0029).
 */
export const POSTGRES_SUITE: Readonly<Record<string, string>> = {
  "tests/integration/account-deletion.test.ts": "the profile row locked (FOR UPDATE) while the account is deleted",
  "tests/integration/ads.test.ts": "eight clicks on one banner at once: the counter under overlapping transactions",
  "tests/integration/booking-mails.test.ts": "the mail outbox taken row by row with SKIP LOCKED",
  "tests/integration/booking-routes.test.ts": "members and rentals created at once, then booked through the routes",
  "tests/integration/bookings.test.ts": "twenty renters booking the same days at once: the advisory locks",
  "tests/integration/chat.test.ts": "live events through LISTEN/NOTIFY, raw SQL on the notifications table",
  "tests/integration/checkout-limit.test.ts": "ten checkouts opened at once: the per-member advisory lock",
  "tests/integration/checkout-retry.test.ts":
    "the same checkout asked for at once: one payment under the per-member advisory lock, one session kept by a conditional update",
  "tests/integration/database.test.ts": "constraint errors as each driver wraps them, overlapping bookings and deadlocks",
  "tests/integration/listing-expiry.test.ts": "two renewals at once for the last free place: the per-member advisory lock",
  "tests/integration/search.test.ts": "the promoted listings' rotation computed by PostgreSQL's own hash, read back raw",
  "tests/integration/listing-page-changes.test.ts": "an edited or reviewed listing's shared page forgotten through LISTEN/NOTIFY",
  "tests/integration/listing-page-queries.test.ts":
    "a listing page's statements counted through each driver's session, its independent reads sent at once over the pool",
  "tests/integration/listing-removal-pages.test.ts": "removed listings' shared pages forgotten through LISTEN/NOTIFY",
  "tests/integration/listing-references.test.ts": "foreign keys and checks as each driver reports them",
  "tests/integration/listing-status.test.ts": "shared pages forgotten through LISTEN/NOTIFY",
  "tests/integration/listings-migration.test.ts": "the migrations on a real server, raw results read back",
  "tests/integration/history-answers-migration.test.ts": "a check constraint replaced on a real server holding rows, raw results read back",
  "tests/integration/member-pages-privacy.test.ts": "two members and a visitor loading the same pages at once through the page cache",
  "tests/integration/notifications.test.ts": "live events through LISTEN/NOTIFY",
  "tests/integration/offers.test.ts":
    "six offers posted at once against the partial unique index, two answers at once on the locked row, live events through LISTEN/NOTIFY",
  "tests/integration/own-page-cache.test.ts": "a member's kept pages forgotten through LISTEN/NOTIFY (news for them, a ban), two members loading at once",
  "tests/integration/pages-read-only.test.ts": "write-logging triggers installed and read back with raw SQL",
  "tests/integration/phone-verification.test.ts": "wrong codes at once, and the code queue taken with SKIP LOCKED",
  "tests/integration/posting.test.ts": "two posts at once for the last free place: the per-member advisory lock",
  "tests/integration/presence.test.ts": "two servers' presence heard through LISTEN/NOTIFY on the pool",
  "tests/integration/push.test.ts": "the push outbox taken by runs at once with SKIP LOCKED",
  "tests/integration/whatsapp-notifications.test.ts": "the WhatsApp outbox claimed with SKIP LOCKED, its text[] parameters read back through each driver",
  "tests/integration/rate-limit.test.ts": "twelve attempts at once on two counters: a refused one never holds a slot",
  "tests/integration/reference-data.test.ts": "the cache dropped through NOTIFY, twenty reads at once",
  "tests/integration/reports.test.ts": "members reporting one listing at once",
  "tests/integration/reviews.test.ts": "two reviews of one listing at once",
  "tests/integration/saved-searches.test.ts":
    "three alert runs at once writing each (search, listing) pair once; saves racing for the last of 20 places under the per-member lock",
  "tests/integration/saved-search-matching.test.ts": "browse's WHERE clause run as raw SQL (.execute), one statement per batch of searches",
  "tests/integration/price-drops.test.ts": "two drop jobs at once claiming each price change once (UPDATE … RETURNING)",
  "tests/integration/scheduler.test.ts": "two schedulers claiming the same job rows at once through the pool",
  "tests/integration/seed.test.ts": "the demo seed on a real server, counts read at once",
  "tests/integration/session-cache.test.ts": "a ban on one instance reaching another through LISTEN/NOTIFY",
  "tests/integration/shell-data.test.ts": "the shell's rows read back from a json aggregate, which each driver parses its own way",
  "tests/integration/wave-payments.test.ts": "two refunds of one payment at once, the prepaid period's row lock",
  "tests/integration/paystack-payments.test.ts": "one webhook delivered twice at the same moment, applied once; the prepaid period's row lock",
  "tests/integration/cinetpay-payments.test.ts": "one notification delivered twice at the same moment, applied once; the prepaid period's row lock",
  "tests/integration/sms-gateways.test.ts":
    "delivery reports applied by conditional updates and read back through a join; the two fake gateways started at once",
  "tests/integration/legal-languages.test.ts": "a legal page rendered in two languages at once through the pool",
  "tests/integration/rental-calendar-own-days.test.ts": "members and their sessions created at once through the pool, then each one's calendar read",
  "tests/integration/stock-feed.test.ts": "two job runs at once claiming a dealer's feed by one conditional UPDATE: it runs once",
  "tests/integration/stock-import.test.ts": "two runs of the waiting imports at once: the import claimed with SKIP LOCKED, rows applied over the pool",
  "tests/integration/public-api.test.ts": "three photos sent at once for a listing's last place: the row locked, one taken",
  "tests/integration/public-api-keys.test.ts": "thirteen keys asked for at once: the per-member advisory lock keeps ten",
  "tests/integration/backup-restore.test.ts": "pg_dump with an exported snapshot and pg_restore on a real server",
  "tests/integration/metrics-postgres.test.ts": "the pool's gauges and every pooled connection's query timing: PGlite has no pool",
  "tests/integration/rental-inspections.test.ts": "two photos sent at once for a record's last place: the record row locked, one taken",
  "tests/integration/rental-deposit.test.ts": "two deposit decisions sent at once: the booking row locked, one kept",
  "tests/integration/rental-disputes.test.ts": "a dispute and its booking locked (FOR UPDATE) while an admin settles it",
  "tests/integration/driving-licence.test.ts": "a licence replaced and decided on under its row's lock",
  "tests/integration/rental-terms.test.ts": "a booking request reading the renter's licence inside its own statement, under the listing's lock",
  "tests/integration/stock-photo-fetch.test.ts": "a dealer's photos fetched and stored four at once through the pool, all discarded when one fails",
  "tests/integration/leads.test.ts":
    "the leads' UNION ALL of keyset queries run as raw SQL (.execute), microsecond cursors and text casts read back through each driver",
  "tests/integration/bulk-listing-actions.test.ts":
    "each listing changed in its own transaction on its locked row (FOR UPDATE), renewals under the per-member advisory lock",
};
