/** The data model, one file per domain in `schema/`; this barrel is what Drizzle and the app import. */
export * from "./schema/accounts.ts";
export * from "./schema/uploads.ts";
export * from "./schema/listings.ts";
export * from "./schema/reviews.ts";
export * from "./schema/favorites.ts";
export * from "./schema/chat.ts";
export * from "./schema/bookings.ts";
export * from "./schema/moderation.ts";
export * from "./schema/notifications.ts";
export * from "./schema/promotion.ts";
export * from "./schema/payments.ts";
export * from "./schema/views.ts";
export * from "./schema/pricing.ts";
export * from "./schema/jobs.ts";
export * from "./schema/sms.ts";
export * from "./schema/saved-searches.ts";
export * from "./schema/price-history.ts";
