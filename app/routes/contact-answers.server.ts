import { redirect } from "react-router";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { contactIntentOf, contactPageHref, existingContact, startContact } from "../features/chat/contact.server.ts";
import { type ListingRef, listingHref } from "../features/listings/listing.ts";
import { requestLanguage, serverI18n } from "../server/i18n.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";

/** Where a refusal sends the member: the listing's page, saying why (the toast crosses a redirect, in the page's language). */
const refusedOn = (request: Request, ref: ListingRef, error: string) =>
  redirectWithToast(listingHref(ref.kind, encodeURIComponent(ref.id)), { type: "error", title: serverI18n(requestLanguage(request))._(error) });

/** A visitor signs in first, and comes back to the contact page, so that they land in the chat, not on the listing. */
const signInFirst = (ref: ListingRef, intent: unknown) => redirect(signInPath(contactPageHref(ref, intent), "connexion"));

/**
 * The contact buttons' POST, from the listing's page or from its contact page: sign-in first, then
 * the member's conversation with the listing's seller or owner, open in /messages.
 */
export async function contactAction(request: Request, ref: ListingRef): Promise<Response> {
  const form = await readForm(request);
  const intent = String(form.get("intent"));
  const user = await getSessionUser(request);
  if (!user) return signInFirst(ref, intent);
  const started = await startContact(user.id, ref, intent);
  return started.ok ? redirect(started.chat) : refusedOn(request, ref, started.error);
}

/**
 * A contact page's GET (`/listing/{id}/contacter`, where sign-in leads back to): a visitor is sent
 * to sign in and back here; a member who already talks with the seller about it goes straight to
 * that conversation; the seller of their own listing, or anyone about a listing not shown, back to
 * the listing with the reason. Otherwise null: the page is shown, and its form opens the chat.
 */
export async function contactPageAnswer(request: Request, ref: ListingRef): Promise<Response | null> {
  const intent = contactIntentOf(new URL(request.url).searchParams);
  const user = await getSessionUser(request);
  if (!user) return signInFirst(ref, intent);
  const existing = await existingContact(user.id, ref, intent);
  if (!existing.ok) return refusedOn(request, ref, existing.error);
  return existing.chat ? redirect(existing.chat) : null;
}
