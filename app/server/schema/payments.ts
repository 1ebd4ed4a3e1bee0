import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profileId } from "./accounts.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { premiumPackages } from "./promotion.ts";

export const PLAN_IDS = ["free", "pro"] as const;

/** Plan configuration; `price` is XOF a month, mirrored to the payment provider's price object. */
export const plans = pgTable(
  "plans",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    productId: text("product_id").notNull(),
    providerPriceId: text("provider_price_id"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  () => [check("plans_id_check", inList("id", PLAN_IDS)), check("plans_price_check", sql`price >= 0`)],
);

/** Our record of what the payment provider holds for a user's Pro subscription. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    productId: text("product_id").notNull(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The period end a "your Pro ends soon" reminder was sent for (prepaid periods, which nobody renews for the member). */
    reminderSentFor: timestamp("reminder_sent_for", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/** Our record of the provider's coupons (promo codes). */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerCouponId: text("provider_coupon_id").unique(),
    name: text("name").notNull(),
    duration: text("duration").notNull(),
    percentOff: integer("percent_off"),
    amountOff: integer("amount_off"),
    currency: text("currency").notNull().default("xof"),
    durationInMonths: integer("duration_in_months"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_name_upper_idx").on(sql`upper(${t.name})`),
    check("coupons_duration_check", inList("duration", ["once", "forever", "repeating"])),
    check("coupons_discount_check", sql`(percent_off between 1 and 100 and amount_off is null) or (amount_off >= 1 and percent_off is null)`),
    check("coupons_months_check", sql`(duration = 'repeating' and duration_in_months >= 1) or (duration <> 'repeating' and duration_in_months is null)`),
  ],
);

/**
 * pending: sent to pay; paid; cancelled: the buyer gave up, the payment failed or its session
 * expired; failed: the provider could not be reached to open it; refunding: an admin's refund on
 * its way to the provider; refunded.
 */
export const PAYMENT_STATUSES = ["pending", "paid", "cancelled", "failed", "refunding", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: profileId("user_id"),
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id").unique(),
    /** Where the provider's checkout is paid, kept with its session: a request sent again (its answer lost) is sent there too. */
    checkoutUrl: text("checkout_url"),
    /** The price in XOF, what was asked of the member (after any promo code). */
    amount: integer("amount").notNull(),
    /** The currency taken, lower case ('xof', 'ngn', 'ghs', 'gnf'). */
    currency: text("currency").notNull().default("xof"),
    /** What the provider takes, in the smallest unit of `currency` (kobo, pesewas; whole francs): what its word is checked against. */
    chargedAmount: integer("charged_amount").notNull(),
    /** Units of `currency` for 1 XOF when the payment was opened (1 for XOF). */
    exchangeRate: doublePrecision("exchange_rate").notNull().default(1),
    /** What the member chose ('card', 'wave', 'orange-money', 'mtn-momo', 'moov-money'). */
    method: text("method").notNull().default("card"),
    status: text("status").notNull().default("pending"),
    /** The promoted listing; the payment record outlives it. */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    packageId: uuid("package_id").references(() => premiumPackages.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    index("payments_user_idx").on(t.userId, t.createdAt.desc()),
    index("payments_listing_idx").on(t.listingId),
    index("payments_recent_idx").on(t.createdAt.desc()),
    // The reconciliation job's walk: payments still waiting for their provider's word.
    index("payments_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    check("payments_kind_check", inList("kind", ["promotion", "subscription"])),
    check("payments_status_check", inList("status", PAYMENT_STATUSES)),
    check("payments_amount_check", sql`amount >= 0`),
    check("payments_charged_amount_check", sql`charged_amount >= 0`),
    check("payments_exchange_rate_check", sql`exchange_rate > 0`),
  ],
);

/** Provider webhook events already applied: a replayed event is ignored. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox payment provider's own records (the embedded default): what a real provider keeps on
 * its side, a checkout session and whether it was paid. Our `payments` only point at it.
 */
export const sandboxCheckouts = pgTable(
  "sandbox_checkouts",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("xof"),
    description: text("description").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status").notNull().default("open"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** A one-off payment, or the first payment of a monthly subscription to `productId`. */
    mode: text("mode").notNull().default("payment"),
    productId: text("product_id"),
    customerId: text("customer_id").notNull(),
    /** The subscription a paid subscription checkout started. */
    subscriptionId: text("subscription_id"),
    createdAt: createdAt(),
  },
  () => [
    check("sandbox_checkouts_status_check", inList("status", ["open", "paid", "cancelled"])),
    check("sandbox_checkouts_mode_check", inList("mode", ["payment", "subscription"])),
  ],
);

/** The sandbox provider's subscriptions: monthly, renewed by nobody (a test sets the period), cancelled from its portal. */
export const sandboxSubscriptions = pgTable("sandbox_subscriptions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  productId: text("product_id").notNull(),
  status: text("status").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
