import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { showToast } from "../../../components/ui/client-toast.ts";
import { cx } from "../../../components/ui/cx.ts";
import { useLocalizedPath } from "../../../components/ui/link.tsx";
import { CHAT_MESSAGES } from "../chat-rules.ts";
import { formatChatTime, formatDaySeparator, groupByDay } from "../chat-times.ts";
import type { ChatMessage, ChatPage } from "../chat-view.server.ts";
import type { OfferPanel } from "../offer-view.server.ts";
import { ArrivalAnnouncement } from "./arrival-announcement.tsx";
import { type OfferAnswer, OfferCard } from "./offer-card.tsx";

interface Props {
  conversationId: string;
  /** The newest page, from the page's loader (refreshed live). */
  page: ChatPage;
  now: string;
  /** The page shows an older page alone (the no-JavaScript "Messages précédents" link): offer the way back. */
  showingOlder: boolean;
  /** The conversation's offers, for the cards of their moves. */
  offers?: OfferPanel["cards"];
  /** The viewer's currency symbol, for a counter-offer's amount. */
  currency?: string;
  offerAnswer?: OfferAnswer;
}

/** The messages fetched before the newest page, and where the next fetch starts once one was made. */
type Older = { conversationId: string; messages: ChatMessage[]; cursor: string | null; fetched: boolean };

/**
 * The messages with HH:mm times under day separators. The scroller is a reversed column, so it
 * opens at the newest message and stays there as messages arrive, with or without JavaScript;
 * older pages are fetched when the top comes into view (a plain link before scripts run).
 */
export function MessageList({ conversationId, page, now, showingOlder, offers = {}, currency = "CFA", offerAnswer }: Props) {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const [loading, setLoading] = useState(false);
  const [older, setOlder] = useState<Older>({ conversationId, messages: [], cursor: null, fetched: false });
  const current = older.conversationId === conversationId ? older : { conversationId, messages: [], cursor: null, fetched: false };
  const cursor = current.fetched ? current.cursor : page.olderCursor;
  const top = useRef<HTMLAnchorElement>(null);

  // Once older pages are here, a message that leaves the newest page (new ones arrived) joins them.
  const previous = useRef(page.messages);
  useEffect(() => {
    const left = previous.current.filter((m) => !page.messages.some((n) => n.id === m.id));
    previous.current = page.messages;
    if (left.length === 0) return;
    setOlder((prev) =>
      prev.conversationId === conversationId && prev.fetched
        ? { ...prev, messages: [...prev.messages, ...left.filter((m) => !prev.messages.some((o) => o.id === m.id))] }
        : prev,
    );
  }, [page.messages, conversationId]);

  // A plain request, not a fetcher: a failure on a poor connection is a toast, not the error page.
  const load = async () => {
    if (!cursor || loading) return;
    setLoading(true);
    try {
      const response = await fetch(`/messages/${conversationId}/history?before=${cursor}`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`history ${response.status}`);
      const data = (await response.json()) as ChatPage;
      setOlder((prev) => {
        const base = prev.conversationId === conversationId ? prev.messages : [];
        const known = new Set(base.map((m) => m.id));
        return { conversationId, messages: [...data.messages.filter((m) => !known.has(m.id)), ...base], cursor: data.olderCursor, fetched: true };
      });
    } catch {
      showToast({ type: "error", title: i18n._(CHAT_MESSAGES.loadFailed) });
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    const link = top.current;
    if (!link || !cursor) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load();
    });
    observer.observe(link);
    return () => observer.disconnect();
  });

  const shown = new Set(page.messages.map((m) => m.id));
  const all = [...current.messages.filter((m) => !shown.has(m.id)), ...page.messages];
  const today = new Date(now);
  return (
    <>
      {/* Beside the list, not in it: its words are said, not shown among the messages. */}
      <ArrivalAnnouncement conversationId={conversationId} messages={page.messages} />
      <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto bg-slate-50 px-3 py-2" data-testid="message-list">
        <div>
          {cursor ? (
            <p className="py-2 text-center">
              <a
                ref={top}
                href={localized(`/messages/${conversationId}?before=${cursor}`)}
                onClick={(event) => {
                  event.preventDefault();
                  void load();
                }}
                className="text-sm font-medium text-brand-600"
              >
                {loading ? <Trans>Chargement…</Trans> : <Trans>Messages précédents</Trans>}
              </a>
            </p>
          ) : null}
          {all.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-500">
              <Trans>Écrivez votre premier message.</Trans>
            </p>
          ) : null}
          <ol aria-label={t`Messages`} className="space-y-1">
            {groupByDay(all).map((group) => (
              <li key={group.day}>
                <p className="my-3 text-center">
                  <span className="rounded-full bg-slate-200 px-3 py-0.5 text-xs text-slate-600">{formatDaySeparator(group.first, today, i18n)}</span>
                </p>
                <ol className="space-y-1">
                  {group.items.map((m) => (
                    <li key={m.id} className={cx("flex", m.mine ? "justify-end" : "justify-start")}>
                      {m.offerId ? (
                        <OfferCard
                          text={m.content}
                          offer={offers[m.offerId]?.lastMessageId === m.id ? offers[m.offerId] : undefined}
                          conversationId={conversationId}
                          currency={currency}
                          answer={offerAnswer}
                          mine={m.mine}
                          createdAt={m.createdAt}
                        />
                      ) : (
                        <p
                          className={cx(
                            "max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-sm",
                            m.mine ? "rounded-ee-sm bg-brand-600 text-white" : "rounded-es-sm bg-white text-slate-900",
                          )}
                        >
                          {m.content}
                          <time dateTime={m.createdAt} className={cx("mt-0.5 block text-end text-[10px]", m.mine ? "text-brand-100" : "text-slate-500")}>
                            {formatChatTime(m.createdAt)}
                          </time>
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
          {showingOlder ? (
            <p className="py-2 text-center">
              <a href={localized(`/messages/${conversationId}`)} className="text-sm font-medium text-brand-600">
                <Trans>Voir les messages récents</Trans>
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
