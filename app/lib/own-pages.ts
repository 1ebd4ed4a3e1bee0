import { UUID_PATTERN } from "./uuid.ts";

/**
 * A member's own pages, as bare paths (no language prefix, no `.data`), for regular expressions
 * on both sides: the server keeps them a few seconds for that member alone (server/own-page-key.ts,
 * ADR 0040); the service worker keeps the last conversations apart (app/pwa/sw-rules.ts, ADR 0043).
 */

/** A conversation: `/messages/{uuid}`. */
export const CONVERSATION_PATH = `/messages/${UUID_PATTERN}`;

/**
 * Their favourites, messages, a conversation, bookings, dashboard, profile, and `/moi`, their bits
 * on the pages every member shares.
 */
export const OWN_PAGE_PATH = `(?:/favorites|/messages|${CONVERSATION_PATH}|/bookings|/dashboard|/profile|/moi)`;
