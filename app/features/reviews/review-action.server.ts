import type { ListingRef } from "../listings/listing.ts";
import { log } from "../../server/log.server.ts";
import { REVIEW_MESSAGES, type ReviewField } from "./review-rules.ts";
import { addReview } from "./reviews.server.ts";
import type { RefusalCode } from "../../lib/result.ts";

/** What the review form shows after a submit: the message, and on a refusal what was typed. */
export type ReviewAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      errors: Partial<Record<ReviewField, string>>;
      /** A refusal that is not about one field (own listing, listing gone, database down). */
      formError?: string;
      values: { rating: string; comment: string };
    };

/** A review sent: what the form shows, and on a refusal why, by code (none when the form itself was wrong). */
export interface ReviewSent {
  review: ReviewAnswer;
  code?: RefusalCode;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The detail page's review form, sent by the member `reviewerId`: the review added, or the refusal
 * with what was typed, so that the page shows the message and keeps the form filled in.
 */
export async function sendReview(reviewerId: string, ref: ListingRef, form: FormData): Promise<ReviewSent> {
  const values = { rating: text(form.get("rating")), comment: text(form.get("comment")) };
  try {
    const result = await addReview(reviewerId, ref, values);
    if (result.ok) return { review: { ok: true, message: REVIEW_MESSAGES.added } };
    if (result.field) return { review: { ok: false, errors: { [result.field]: result.error }, values } };
    return { review: { ok: false, errors: {}, formError: result.error, values }, code: result.code };
  } catch (error) {
    log.error("review.add_failed", { kind: ref.kind, id: ref.id, error });
    return { review: { ok: false, errors: {}, formError: REVIEW_MESSAGES.failed, values }, code: "failed" };
  }
}
