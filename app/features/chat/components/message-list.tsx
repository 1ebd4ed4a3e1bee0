import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cx } from "../../../components/ui/cx.ts";
import { formatChatTime, formatDaySeparator, groupByDay } from "../chat-times.ts";
import type { ChatMessage, ChatPage } from "../chat-view.server.ts";

interface Props {
  conversationId: string;
  /** The newest page, from the page's loader (refreshed live). */
  page: ChatPage;
  now: string;
}

type Older = { conversationId: string; messages: ChatMessage[]; cursor: string | null };

/**
 * The messages with HH:mm times under day separators. The scroller is a reversed column, so it
 * opens at the newest message and stays there as messages arrive, with or without JavaScript;
 * older pages are fetched when the top comes into view (a plain link before scripts run).
 */
export function MessageList({ conversationId, page, now }: Props) {
  const history = useFetcher<ChatPage>();
  const [older, setOlder] = useState<Older>({ conversationId, messages: [], cursor: page.olderCursor });
  const current = older.conversationId === conversationId ? older : { conversationId, messages: [], cursor: page.olderCursor };
  const loaded = current.messages.length > 0;
  const cursor = loaded ? current.cursor : page.olderCursor;
  const top = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const data = history.data;
    if (!data || history.state !== "idle") return;
    setOlder((prev) => {
      const base = prev.conversationId === conversationId ? prev.messages : [];
      const known = new Set(base.map((m) => m.id));
      return { conversationId, messages: [...data.messages.filter((m) => !known.has(m.id)), ...base], cursor: data.olderCursor };
    });
  }, [history.data, history.state, conversationId]);

  const load = () => {
    if (cursor && history.state === "idle") history.load(`/messages/${conversationId}/history?before=${cursor}`);
  };
  useEffect(() => {
    const link = top.current;
    if (!link || !cursor) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load();
    });
    observer.observe(link);
    return () => observer.disconnect();
  });

  const shown = new Set(page.messages.map((m) => m.id));
  const all = [...current.messages.filter((m) => !shown.has(m.id)), ...page.messages];
  const today = new Date(now);
  return (
    <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto bg-slate-50 px-3 py-2" data-testid="message-list">
      <div>
        {cursor ? (
          <p className="py-2 text-center">
            <a
              ref={top}
              href={`/messages/${conversationId}?before=${cursor}`}
              onClick={(event) => {
                event.preventDefault();
                load();
              }}
              className="text-sm font-medium text-brand-600"
            >
              {history.state === "loading" ? "Chargement…" : "Messages précédents"}
            </a>
          </p>
        ) : null}
        {all.length === 0 ? <p className="py-10 text-center text-sm text-slate-500">Écrivez votre premier message.</p> : null}
        <ol aria-label="Messages" className="space-y-1">
          {groupByDay(all).map((group) => (
            <li key={group.day}>
              <p className="my-3 text-center">
                <span className="rounded-full bg-slate-200 px-3 py-0.5 text-xs text-slate-600">{formatDaySeparator(group.first, today)}</span>
              </p>
              <ol className="space-y-1">
                {group.items.map((m) => (
                  <li key={m.id} className={cx("flex", m.mine ? "justify-end" : "justify-start")}>
                    <p
                      className={cx(
                        "max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-sm",
                        m.mine ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-white text-slate-900",
                      )}
                    >
                      {m.content}
                      <time dateTime={m.createdAt} className={cx("mt-0.5 block text-right text-[10px]", m.mine ? "text-brand-100" : "text-slate-400")}>
                        {formatChatTime(m.createdAt)}
                      </time>
                    </p>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
