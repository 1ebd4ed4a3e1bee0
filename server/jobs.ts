import { sendBookingMails } from "../app/features/bookings/booking-mails.server.ts";
import { settleLapsedDeposits } from "../app/features/rental-deposit/deposit-answer.server.ts";
import { confirmLapsedRecords } from "../app/features/rental-inspections/lapsed-records.server.ts";
import { runBookingLifecycle } from "../app/features/bookings/booking-status.server.ts";
import { touchLastSeen } from "../app/features/accounts/last-seen.server.ts";
import { sendQueuedPhoneCodes } from "../app/features/accounts/phone-code-queue.server.ts";
import { sendDueWhatsApp } from "../app/features/notifications/whatsapp-outbox.server.ts";
import { sendDuePush } from "../app/features/push/push-outbox.server.ts";
import { sendUnreadMessageMails } from "../app/features/chat/unread-mail.server.ts";
import { expireOffers } from "../app/features/chat/offers.server.ts";
import { refreshPriceModel, wordPriceTexts } from "../app/features/pricing/pricing.server.ts";
import { reportMisleadingPrice } from "../app/features/reports/reports.server.ts";
import { deactivateExpiredPromotions } from "../app/features/promotion/premium-listings.server.ts";
import { sweepAbandonedPhotos } from "../app/features/listings/posting/photos.server.ts";
import { syncAllSellerPro } from "../app/features/subscription/pro-status.server.ts";
import { pruneEndedWindows } from "../app/server/rate-limit.server.ts";
import { pruneOldSms } from "../app/server/sms/sms-messages.server.ts";
import { reconcilePendingPayments } from "../app/features/purchases/payment-reconciliation.server.ts";
import { sendProReminders } from "../app/features/subscription/prepaid-pro.server.ts";
import { onlineUserIds } from "../app/server/presence.server.ts";
import { sendAlertMails } from "../app/features/saved-searches/alert-mails.server.ts";
import { runSavedSearchAlerts } from "../app/features/saved-searches/alerts.server.ts";
import { runPriceDropAlerts } from "../app/features/saved-searches/price-drops.server.ts";
import { runListingExpiry } from "../app/features/listings/expiry/expiry-job.server.ts";
import { runPendingImports } from "../app/features/dealer-stock/stock-import-run.server.ts";
import { runDueFeeds } from "../app/features/dealer-stock/stock-feed.server.ts";
import type { Job } from "../app/server/scheduler.server.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The app's scheduled work: each job once per period across every server on the database (ADR 0033). */
export const SCHEDULED_JOBS: readonly Job[] = [
  { name: "sweep-abandoned-photos", everyMs: HOUR, run: () => sweepAbandonedPhotos() },
  { name: "sync-seller-pro", everyMs: HOUR, run: () => syncAllSellerPro() },
  { name: "booking-lifecycle", everyMs: 5 * MINUTE, run: () => runBookingLifecycle() },
  { name: "booking-mails", everyMs: MINUTE, run: () => sendBookingMails() },
  { name: "expired-promotions", everyMs: HOUR, run: () => deactivateExpiredPromotions() },
  { name: "touch-last-seen", everyMs: MINUTE, run: () => touchLastSeen(onlineUserIds()) },
  // Offers unanswered 72 h after their last move (the cards read them as expired meanwhile).
  { name: "expire-offers", everyMs: 5 * MINUTE, run: () => expireOffers() },
  { name: "unread-message-mails", everyMs: MINUTE, run: () => sendUnreadMessageMails() },
  // The safety net of the outbox each event wakes at once (ADR 0038).
  { name: "whatsapp-outbox", everyMs: MINUTE, run: () => sendDueWhatsApp() },
  { name: "push-outbox", everyMs: MINUTE, run: () => sendDuePush() },
  { name: "price-model", everyMs: 5 * MINUTE, run: () => refreshPriceModel(reportMisleadingPrice) },
  { name: "price-texts", everyMs: 5 * MINUTE, run: () => wordPriceTexts() },
  { name: "reconcile-payments", everyMs: 2 * MINUTE, run: () => reconcilePendingPayments() },
  { name: "pro-reminders", everyMs: HOUR, run: () => sendProReminders() },
  { name: "queued-phone-codes", everyMs: 5 * MINUTE, run: () => sendQueuedPhoneCodes() },
  { name: "prune-rate-limits", everyMs: HOUR, run: () => pruneEndedWindows() },
  { name: "prune-sms-records", everyMs: DAY, run: () => pruneOldSms() },
  { name: "saved-search-alerts", everyMs: MINUTE, run: () => runSavedSearchAlerts() },
  { name: "price-drop-alerts", everyMs: MINUTE, run: () => runPriceDropAlerts() },
  // Ended periods leave the site within a minute; reminders 7 days and 1 day before (ADR 0039).
  { name: "listing-expiry", everyMs: MINUTE, run: () => runListingExpiry() },
  { name: "saved-search-digest", everyMs: DAY, run: () => sendAlertMails("daily") },
  { name: "stock-feeds", everyMs: 5 * MINUTE, run: () => runDueFeeds() },
  // Imports confirmed start at once on the server that took them; this takes over one whose server stopped.
  { name: "stock-imports", everyMs: MINUTE, run: () => runPendingImports() },
  // A rental's record unanswered 24 hours after it was sent is confirmed by the clock.
  { name: "rental-records", everyMs: 5 * MINUTE, run: () => confirmLapsedRecords(new Date()) },
  // A deposit claim the renter has not answered in 24 hours is accepted by the clock.
  { name: "rental-deposits", everyMs: 5 * MINUTE, run: () => settleLapsedDeposits(new Date()) },
];
