import { data } from "react-router";
import { LISTING_CREATED } from "../features/listings/posting/posting-rules.ts";
import type { ListingSubmission } from "../features/listings/posting/submit-listing.server.ts";
import { EDIT_MESSAGES } from "../features/listings/posting/update-listing.server.ts";
import { refusalStatus } from "../lib/result.ts";
import { redirectWithToast } from "../server/toast.server.ts";

/**
 * The answer to a sent listing form (/sell/vendre, /sell/louer, /annonces/{id}/modifier): a new
 * listing goes home with a toast, an edit back to 'Mes Annonces'; a refusal answers the form again
 * with its status (413 for a body past the limit).
 */
export function listingSubmitAnswer(submission: ListingSubmission) {
  if (submission.ok) {
    return submission.saved === "created"
      ? redirectWithToast("/", { type: "success", title: LISTING_CREATED })
      : redirectWithToast("/profile?tab=annonces", { type: "success", title: EDIT_MESSAGES.updated });
  }
  const { code, form } = submission;
  return data(form, { status: code === "too-large" ? 413 : refusalStatus({ code }) });
}
