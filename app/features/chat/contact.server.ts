import { type ListingRef, listingHref } from "../listings/listing.ts";
import { serverI18n } from "../../server/i18n.server.ts";
import type { Result } from "../../lib/result.ts";
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
export function suggestedDraft(query: URLSearchParams, listing: { brand: string; model: string } | null, language: Language = DEFAULT_LANGUAGE): string {
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

/**
 * The contact buttons' POST by the member `userId`, from the listing's page or from its contact
 * page: the conversation with the listing's seller or owner, reused or created, and the address of
 * its chat (typing the button's first message); refused for the seller's own listing or a listing
 * not shown.
 */
export async function startContact(userId: string, ref: ListingRef, intent: unknown): Promise<Result<{ chat: string }>> {
  const opened = await openConversation(userId, ref);
  return opened.ok ? { ok: true, chat: chatHref(opened.id, intent) } : opened;
}

/**
 * A contact page's GET by the member `userId` (`/listing/{id}/contacter`, where sign-in leads
 * back to): the chat of the conversation they already have about it, or null when there is none
 * yet (the page is shown, and its form opens the chat: a page view writes nothing, ADR 0026);
 * refused for the seller's own listing or a listing not shown.
 */
export async function existingContact(userId: string, ref: ListingRef, intent: unknown): Promise<Result<{ chat: string | null }>> {
  const about = await conversationAbout(userId, ref);
  if (!about.ok) return about;
  return { ok: true, chat: about.id ? chatHref(about.id, intent) : null };
}
