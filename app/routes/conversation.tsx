import { data, redirect } from "react-router";
import type { Route } from "./+types/conversation";
import { requireUser } from "./guards.server.ts";
import { conversationHref, markConversationRead, sendMessage } from "../features/chat/conversations.server.ts";
import type { SendAnswer } from "../features/chat/components/composer.tsx";
import { readForm } from "../server/read-form.server.ts";
import { offerMoveAction } from "./conversation-offer.server.ts";
import { inPageLanguage } from "../server/i18n.server.ts";
import { refusalStatus } from "../lib/result.ts";

// The same page as /messages, with the conversation open; only here are forms taken.
export { loader, meta, default } from "./messages.tsx";

/**
 * Sending a message and marking the conversation read. A script gets the answer as data; a plain
 * form gets the page again (after a send, by a redirect, so a reload does not send twice).
 */
async function pageAction({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request, { maxBytes: 64 * 1024 });
  const id = params.id;
  const intent = String(form.get("intent") ?? "");
  if (intent === "offer" || intent.startsWith("offer-")) return offerMoveAction(request, user, id, intent, form);
  if (intent === "read") {
    await markConversationRead(user.id, id);
    return { ok: true } as const;
  }
  const content = String(form.get("content") ?? "");
  const sent = await sendMessage(user.id, id, content);
  if (!sent.ok) {
    return data<SendAnswer>({ ok: false, error: sent.error, content }, { status: refusalStatus(sent) });
  }
  await markConversationRead(user.id, id);
  if (form.get("via") === "script") return data<SendAnswer>({ ok: true });
  return redirect(conversationHref(id), 303);
}
export const action = inPageLanguage(pageAction);
