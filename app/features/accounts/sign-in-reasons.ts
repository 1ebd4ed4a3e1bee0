import { BOOKING_MESSAGES } from "../bookings/booking-rules.ts";
import { FAVORITE_MESSAGES } from "../favorites/favorite-messages.ts";
import { SIGN_IN_TO_POST } from "../listings/posting/posting-rules.ts";
import { REPORT_SIGN_IN } from "../reports/report-rules.ts";

export const SIGN_IN_REQUIRED = "Vous devez être connecté";

/**
 * Why a visitor is sent to /auth. A link carries only the short code (`/auth?reason=annonce`) and
 * /auth shows the sentence it stands for: a link cannot make our page say anything else (no
 * phishing line written into the URL). Codes are part of URLs people share: keep them stable.
 */
export const SIGN_IN_REASONS = {
  connexion: SIGN_IN_REQUIRED,
  annonce: SIGN_IN_TO_POST,
  favoris: FAVORITE_MESSAGES.signIn,
  reservation: BOOKING_MESSAGES.signIn,
  signalement: REPORT_SIGN_IN,
} as const;

export type SignInReason = keyof typeof SIGN_IN_REASONS;

/** The sentence /auth shows for a code of ours; null for an unknown code, free text or nothing. */
export function signInReasonMessage(code: string | null | undefined): string | null {
  return code && Object.hasOwn(SIGN_IN_REASONS, code) ? SIGN_IN_REASONS[code as SignInReason] : null;
}
