import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { ChatMessage } from "../chat-view.server.ts";

/**
 * Says a message that arrives from the other member to a screen reader, once: the list itself is not
 * a live region, or loading older pages and the page's first paint would be read out too. A new
 * conversation starts from what it shows.
 */
export function ArrivalAnnouncement({ conversationId, messages }: { conversationId: string; messages: readonly ChatMessage[] }) {
  const { t } = useLingui();
  const seen = useRef({ conversationId, ids: new Set(messages.map((m) => m.id)) });
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (seen.current.conversationId !== conversationId) {
      seen.current = { conversationId, ids: new Set(messages.map((m) => m.id)) };
      setSaid("");
      return;
    }
    const arrived = messages.filter((m) => !seen.current.ids.has(m.id));
    for (const m of arrived) seen.current.ids.add(m.id);
    const theirs = arrived.filter((m) => !m.mine);
    if (theirs.length > 0) setSaid(theirs.map(({ content }) => t`Nouveau message : ${content}`).join(" "));
  }, [conversationId, messages, t]);
  return (
    <p className="sr-only" role="status" aria-live="polite" data-testid="arrival-announcement">
      {said}
    </p>
  );
}
