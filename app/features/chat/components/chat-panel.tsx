import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useLocalizedPath } from "../../../components/ui/link.tsx";
import type { ChatView } from "../chat-view.server.ts";
import { ChatHeader } from "./chat-header.tsx";
import { Composer } from "./composer.tsx";
import { MessageList } from "./message-list.tsx";
import type { OfferPanel } from "../offer-view.server.ts";
import type { OfferAnswer } from "./offer-card.tsx";
import { OfferStarter } from "./offer-starter.tsx";
import { SafetyNotice } from "./safety-notice.tsx";

interface Props {
  chat: ChatView;
  now: string;
  initial: string;
  error?: string;
  showingOlder: boolean;
  offers?: OfferPanel;
  /** The viewer's currency symbol: offers are typed in it. */
  currency?: string;
  offerAnswer?: OfferAnswer;
}

/**
 * The open conversation. Messages of the other person shown here are marked read at once, those
 * already there on opening and those that arrive live (a POST: no state changes on a GET).
 */
export function ChatPanel({ chat, now, initial, error, showingOlder, offers, currency = "CFA", offerAnswer }: Props) {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const read = useFetcher();
  const asked = useRef("");
  const unread = chat.messages
    .filter((m) => !m.mine && !m.read)
    .map((m) => m.id)
    .join(",");
  useEffect(() => {
    if (!unread || asked.current === unread) return;
    const mark = () => {
      asked.current = unread;
      read.submit({ intent: "read" }, { method: "post", action: localized(`/messages/${chat.id}`) });
    };
    if (navigator.onLine) return mark();
    // Offline (a conversation kept by the service worker): the marks wait for the network.
    window.addEventListener("online", mark, { once: true });
    return () => window.removeEventListener("online", mark);
  }, [unread, chat.id, read, localized]);

  const name = `${chat.other.firstName} ${chat.other.lastName}`;
  return (
    <section aria-label={t`Conversation avec ${name}`} className="flex min-h-0 flex-1 flex-col">
      <ChatHeader chat={chat} now={now} />
      <SafetyNotice />
      <MessageList
        conversationId={chat.id}
        page={chat}
        now={now}
        showingOlder={showingOlder}
        offers={offers?.cards}
        currency={currency}
        offerAnswer={offerAnswer}
      />
      {offers?.canOffer ? <OfferStarter conversationId={chat.id} currency={currency} answer={offerAnswer} /> : null}
      <Composer key={chat.id} conversationId={chat.id} initial={initial} error={error} />
    </section>
  );
}
