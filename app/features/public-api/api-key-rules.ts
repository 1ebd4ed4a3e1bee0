/** Keys a member may hold at once, revoked ones aside. */
export const MAX_LIVE_KEYS = 10;
/** The longest name a key may be given (the table's check says the same). */
export const KEY_NAME_MAX = 60;
