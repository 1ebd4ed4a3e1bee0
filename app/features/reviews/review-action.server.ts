import { data, redirect } from "react-router";
import { getSessionUser } from "../accounts/session.server.ts";
import { signInPath } from "../accounts/sign-in-path.ts";
import { type ListingRef, listingHref } from "../listings/listing.ts";
import { log } from "../../server/log.server.ts";
import { REVIEW_MESSAGES, type ReviewField } from "./review-rules.ts";
import { addReview } from "./reviews.server.ts";
import { refusalStatus } from "../../lib/result.ts";

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

type ReviewRefusal = Extract<ReviewAnswer, { ok: false }>;

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * The detail page's review POST, sent by a plain form or by a fetcher: sign-in first (back to the
 * listing afterwards), then the review, answered with the page's data (no redirect), so the page
 * shows the message and, on a refusal, keeps what was typed.
 */
export async function reviewAction(request: Request, ref: ListingRef, form: FormData) {
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(listingHref(ref.kind, encodeURIComponent(ref.id)), "connexion"));
  const values = { rating: text(form.get("rating")), comment: text(form.get("comment")) };
  const refused = (status: number, errors: ReviewRefusal["errors"], formError?: string) => {
    const review: ReviewAnswer = { ok: false, errors, formError, values };
    return data({ review }, { status });
  };
  try {
    const result = await addReview(user.id, ref, values);
    if (result.ok) {
      const review: ReviewAnswer = { ok: true, message: REVIEW_MESSAGES.added };
      return data({ review });
    }
    if (result.field) return refused(400, { [result.field]: result.error });
    return refused(refusalStatus(result), {}, result.error);
  } catch (error) {
    log.error("review.add_failed", { kind: ref.kind, id: ref.id, error });
    return refused(500, {}, REVIEW_MESSAGES.failed);
  }
}
