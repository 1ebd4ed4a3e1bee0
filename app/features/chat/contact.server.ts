import { redirect } from "react-router";
import { getSessionUser } from "../accounts/session.server.ts";
import { signInPath } from "../accounts/sign-in-path.ts";
import { type ListingRef, listingHref } from "../listings/listing.ts";
import { readForm } from "../../server/read-form.server.ts";
import { redirectWithToast } from "../../server/toast.server.ts";
import { requestLanguage, serverI18n } from "../../server/i18n.server.ts";
import { testDriveRequest } from "./chat-rules.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { AVAILABILITY_QUESTION, CONTACT_INTENTS, type ContactIntent } from "./contact-intent.ts";
import { conversationAbout, conversationHref, openConversation } from "./conversations.server.ts";

/** The queries that have the chat type a first message into its composer, by the button pressed. */
const TEST_DRIVE_PARAM = "essai";
const AVAILABILITY_PARAM = "dispo";
const DRAFT_PARAMS: Partial<Record<string, string>> = {
  [CONTACT_INTENTS.testDrive]: TEST_DRIVE_PARAM,
  [CONTACT_INTENTS.available]: AVAILABILITY_PARAM,
};

/**
 * The message the chat suggests for the query its contact button put in the URL, or "", in the
 * page's language.
 */
export function suggestedDraft(
  query: URLSearchParams,
  listing: { brand: string; model: string } | null,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (query.has(TEST_DRIVE_PARAM)) return testDriveRequest(listing, serverI18n(language));
  if (query.has(AVAILABILITY_PARAM)) return serverI18n(language)._(AVAILABILITY_QUESTION);
  return "";
}

/** The button a contact page's query stands for ('?dispo=1': 'Contacter' of the phone's bar). */
export function contactIntentOf(query: URLSearchParams): ContactIntent {
  if (query.has(TEST_DRIVE_PARAM)) return CONTACT_INTENTS.testDrive;
  if (query.has(AVAILABILITY_PARAM)) return CONTACT_INTENTS.available;
  return CONTACT_INTENTS.contact;
}

/**
 * Where 'Contacter' leads once signed in: the listing's contact page, `/listing/{id}/contacter`
 * (`/rental/{id}/contacter`), with the query of the button pressed. A path of ours built from the
 * listing's id, checked again by /auth (`safeRedirect`) when it comes back.
 */
export function contactPageHref(ref: ListingRef, intent: unknown): string {
  const draft = DRAFT_PARAMS[String(intent)];
  return `${listingHref(ref.kind, encodeURIComponent(ref.id))}/contacter${draft ? `?${draft}=1` : ""}`;
}

/** The conversation's address with the query that types the button's first message, if any. */
const chatHref = (conversationId: string, intent: unknown) => {
  const draft = DRAFT_PARAMS[String(intent)];
  return `${conversationHref(conversationId)}${draft ? `?${draft}=1` : ""}`;
};

/** Where a refusal sends the member: the listing's page, saying why (the toast crosses a redirect, in the page's language). */
const refusedOn = (request: Request, ref: ListingRef, error: string) =>
  redirectWithToast(listingHref(ref.kind, encodeURIComponent(ref.id)), { type: "error", title: serverI18n(requestLanguage(request))._(error) });

/**
 * The contact buttons' POST, from the listing's page or from its contact page: sign-in first (back
 * to the contact page, so that the member lands in the chat, not on the listing), then the
 * conversation with the listing's seller or owner, reused or created, open in /messages.
 */
export async function contactAction(request: Request, ref: ListingRef): Promise<Response> {
  const form = await readForm(request);
  const intent = String(form.get("intent"));
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(contactPageHref(ref, intent), "connexion"));
  const opened = await openConversation(user.id, ref);
  if (!opened.ok) return refusedOn(request, ref, opened.error);
  return redirect(chatHref(opened.id, intent));
}

/**
 * A contact page's GET (`/listing/{id}/contacter`, where sign-in leads back to): a visitor is sent
 * to sign in and back here; a member who already talks with the seller about it goes straight to
 * that conversation; the seller of their own listing, or anyone about a listing not shown, back to
 * the listing with the reason. Otherwise null: the page is shown, and its form opens the chat (a
 * page view writes nothing, ADR 0026).
 */
export async function contactPageAnswer(request: Request, ref: ListingRef): Promise<Response | null> {
  const url = new URL(request.url);
  const intent = contactIntentOf(url.searchParams);
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(contactPageHref(ref, intent), "connexion"));
  const about = await conversationAbout(user.id, ref);
  if (!about.ok) return refusedOn(request, ref, about.error);
  return about.id ? redirect(chatHref(about.id, intent)) : null;
}
