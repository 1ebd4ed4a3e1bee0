import { MessageCircle } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/messages";
import { requireUser } from "../features/accounts/session.server.ts";
import { CHAT_MESSAGES, testDriveRequest } from "../features/chat/chat-rules.ts";
import { loadChat } from "../features/chat/chat-view.server.ts";
import { TEST_DRIVE_PARAM } from "../features/chat/contact.server.ts";
import { conversationHref, markConversationRead, sendMessage } from "../features/chat/conversations.server.ts";
import { listConversations } from "../features/chat/inbox.server.ts";
import { ChatPanel } from "../features/chat/components/chat-panel.tsx";
import { ConversationList } from "../features/chat/components/conversation-list.tsx";
import type { SendAnswer } from "../features/chat/components/composer.tsx";
import { cx } from "../components/ui/cx.ts";
import { readForm } from "../server/read-form.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Messages — AutoAfrique" }];

/** /messages (the list) and /messages/{id} (the list and the open chat; on a phone, the chat alone). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const id = params.id ?? null;
  const [conversations, chat] = await Promise.all([
    listConversations(user.id),
    id ? loadChat(user.id, id, url.searchParams.get("before")) : null,
  ]);
  const page = {
    conversations,
    chat,
    openId: id,
    invalid: id !== null && !chat,
    draft: chat && url.searchParams.has(TEST_DRIVE_PARAM) ? testDriveRequest(chat.listing) : "",
    showingOlder: url.searchParams.has("before"),
    now: new Date().toISOString(),
  };
  return data(page, { status: page.invalid ? 404 : 200 });
}

/**
 * Sending a message and marking the conversation read. A script gets the answer as data; a plain
 * form gets the page again (after a send, by a redirect, so a reload does not send twice).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request, { maxBytes: 64 * 1024 });
  const id = params.id ?? "";
  if (form.get("intent") === "read") {
    await markConversationRead(user.id, id);
    return { ok: true } as const;
  }
  const content = String(form.get("content") ?? "");
  const sent = await sendMessage(user.id, id, content);
  if (!sent.ok) {
    const status = sent.error === CHAT_MESSAGES.invalidConversation ? 404 : sent.error === CHAT_MESSAGES.tooMany ? 429 : 400;
    return data<SendAnswer>({ ok: false, error: sent.error, content }, { status });
  }
  await markConversationRead(user.id, id);
  if (form.get("via") === "script") return data<SendAnswer>({ ok: true });
  return redirect(conversationHref(id), 303);
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { conversations, chat, openId, invalid, draft, now, showingOlder } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="mx-auto flex h-[calc(100dvh-8.5rem)] max-w-6xl md:h-[calc(100dvh-3.5rem)] md:border-x md:border-slate-200">
      <section
        aria-labelledby="conversations-heading"
        className={cx("w-full overflow-y-auto bg-white md:block md:w-80 md:shrink-0 md:border-r md:border-slate-200", openId && "hidden")}
      >
        <h1 id="conversations-heading" className="border-b border-slate-100 px-4 py-3 text-lg font-bold">
          Messages
        </h1>
        <ConversationList conversations={conversations} openId={openId} now={now} />
      </section>
      <div className={cx("min-w-0 flex-1 flex-col bg-white", openId ? "flex" : "hidden md:flex")}>
        {chat ? (
          <ChatPanel chat={chat} now={now} initial={refused?.content ?? draft} error={refused?.error} showingOlder={showingOlder} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-slate-500">
            <MessageCircle aria-hidden size={36} />
            {invalid ? (
              <p role="alert" className="font-medium text-red-700">
                {CHAT_MESSAGES.invalidConversation}
              </p>
            ) : (
              <p>Sélectionnez une conversation pour afficher les messages.</p>
            )}
            {invalid ? (
              <a href="/messages" className="text-sm font-medium text-brand-600 md:hidden">
                Retour aux conversations
              </a>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
