import { data } from "react-router";
import type { Route } from "./+types/messages-history";
import { requireUser } from "./guards.server.ts";
import { CHAT_MESSAGES } from "../features/chat/chat-rules.ts";
import { loadChat } from "../features/chat/chat-view.server.ts";

/** Older messages of a conversation, for the chat's scroll: its two participants only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const chat = await loadChat(user.id, params.id, new URL(request.url).searchParams.get("before"));
  if (!chat) return data({ error: CHAT_MESSAGES.invalidConversation }, { status: 404 });
  return { messages: chat.messages, olderCursor: chat.olderCursor };
}
