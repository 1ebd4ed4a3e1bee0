import { redirect } from "react-router";
import { getSessionUser } from "../accounts/session.server.ts";
import { signInPath } from "../accounts/sign-in-path.ts";
import { type ListingRef, listingHref } from "../listings/listing.ts";
import { readForm } from "../../server/read-form.server.ts";
import { redirectWithToast } from "../../server/toast.server.ts";
import { CONTACT_INTENTS } from "./contact-intent.ts";
import { conversationHref, openConversation } from "./conversations.server.ts";

/** The query that has the chat type a test-drive request into its composer. */
export const TEST_DRIVE_PARAM = "essai";

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
  if (!opened.ok) return redirectWithToast(back, { type: "error", title: opened.error });
  const testDrive = form.get("intent") === CONTACT_INTENTS.testDrive;
  return redirect(`${conversationHref(opened.id)}${testDrive ? `?${TEST_DRIVE_PARAM}=1` : ""}`);
}
