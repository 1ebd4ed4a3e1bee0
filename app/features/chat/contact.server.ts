import { redirect } from "react-router";
import { getSessionUser } from "../accounts/session.server.ts";
import { signInPath } from "../accounts/sign-in-reasons.ts";
import { type ListingRef, listingHref } from "../listings/listing.ts";
import { readForm } from "../../server/read-form.server.ts";
import { redirectWithToast } from "../../server/toast.server.ts";
import { CONTACT_INTENTS } from "./contact-intent.ts";
import { visibleListingOwnerId } from "../listings/detail/detail.server.ts";

export const CONTACT_MESSAGES = {
  self: "Vous ne pouvez pas vous contacter vous-même",
  failed: "Erreur lors de la création de la conversation",
} as const;

export type ContactResult = { ok: true; to: string } | { ok: false; error: string };

/**
 * Where a signed-in user goes to write to a listing's seller or owner: the messages page for that
 * listing. Contacting oneself, or a listing no longer shown, is refused.
 */
export async function contactListingOwner(userId: string, ref: ListingRef, testDrive = false): Promise<ContactResult> {
  const ownerId = await visibleListingOwnerId(ref);
  if (!ownerId) return { ok: false, error: CONTACT_MESSAGES.failed };
  if (ownerId === userId) return { ok: false, error: CONTACT_MESSAGES.self };
  const params = new URLSearchParams({ listing: ref.id, type: ref.kind });
  if (testDrive) params.set("subject", "essai");
  return { ok: true, to: `/messages?${params}` };
}

/** The detail pages' POST: sign-in first (back to the listing afterwards), then the messages page. */
export async function contactAction(request: Request, ref: ListingRef): Promise<Response> {
  const back = listingHref(ref.kind, encodeURIComponent(ref.id));
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(back, "connexion"));
  const form = await readForm(request);
  const result = await contactListingOwner(user.id, ref, form.get("intent") === CONTACT_INTENTS.testDrive);
  if (!result.ok) return redirectWithToast(back, { type: "error", title: result.error });
  return redirect(result.to);
}
