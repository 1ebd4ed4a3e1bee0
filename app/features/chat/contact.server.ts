import { redirect } from "react-router";
import { getSessionUser } from "../accounts/session.server.ts";
import { signInPath } from "../accounts/sign-in-path.ts";
import { type ListingRef, listingHref } from "../listings/listing.ts";
import { readForm } from "../../server/read-form.server.ts";
import { redirectWithToast } from "../../server/toast.server.ts";
import { requestLanguage, serverI18n } from "../../server/i18n.server.ts";
import { testDriveRequest } from "./chat-rules.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/language.ts";
import { AVAILABILITY_QUESTION, CONTACT_INTENTS } from "./contact-intent.ts";
import { conversationHref, openConversation } from "./conversations.server.ts";

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

/**
 * The detail pages' POST: sign-in first (back to the listing afterwards), then the conversation
 * with the listing's seller or owner, reused or created, open in /messages.
 */
export async function contactAction(request: Request, ref: ListingRef): Promise<Response> {
  const back = listingHref(ref.kind, encodeURIComponent(ref.id));
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(back, "connexion"));
  const form = await readForm(request);
  const opened = await openConversation(user.id, ref);
  // The toast crosses a redirect: it is put in the page's language here.
  if (!opened.ok) return redirectWithToast(back, { type: "error", title: serverI18n(requestLanguage(request))._(opened.error) });
  const draft = DRAFT_PARAMS[String(form.get("intent"))];
  return redirect(`${conversationHref(opened.id)}${draft ? `?${draft}=1` : ""}`);
}
