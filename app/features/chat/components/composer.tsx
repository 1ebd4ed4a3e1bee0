import { useLingui } from "@lingui/react/macro";
import { SendHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { showToast } from "../../../components/ui/client-toast.ts";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import { useLocalizedPath } from "../../../components/ui/link.tsx";
import { MESSAGE_MAX } from "../chat-rules.ts";

export type SendAnswer = { ok: true } | { ok: false; error: string; content?: string };

interface Props {
  conversationId: string;
  /** What the box starts with: a test-drive request, or the text of a send refused without JavaScript. */
  initial: string;
  /** The refusal of a send posted without JavaScript. */
  error?: string;
}

/**
 * Spec: trimmed, non-empty text; Enter sends, Shift+Enter starts a new line; a refused send shows
 * 'Erreur lors de l'envoi du message' (or the server's reason) and keeps the text. Without
 * JavaScript it is a plain form and the page comes back with the answer.
 */
export function Composer({ conversationId, initial, error }: Props) {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  const fetcher = useFetcher<SendAnswer>();
  const hydrated = useHydrated();
  const box = useRef<HTMLTextAreaElement>(null);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      if (box.current) box.current.value = "";
    } else {
      showToast({ type: "error", title: i18n._(fetcher.data.error) });
    }
    box.current?.focus();
  }, [fetcher.state, fetcher.data, i18n]);

  return (
    <fetcher.Form
      method="post"
      action={localized(`/messages/${conversationId}`)}
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-2"
      onSubmit={(event) => {
        if (!box.current?.value.trim()) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="send" />
      {hydrated ? <input type="hidden" name="via" value="script" /> : null}
      <div className="min-w-0 flex-1">
        {error ? (
          <p role="alert" className="px-2 pb-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <textarea
          ref={box}
          name="content"
          aria-label={t`Votre message`}
          placeholder={t`Écrivez votre message…`}
          defaultValue={initial}
          required
          rows={2}
          maxLength={MESSAGE_MAX}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
          className="block max-h-40 w-full resize-none rounded-2xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
        />
      </div>
      <Button type="submit" aria-label={t`Envoyer`} disabled={sending} className="h-11 w-11 shrink-0 rounded-full p-0">
        <SendHorizontal aria-hidden size={18} />
      </Button>
    </fetcher.Form>
  );
}
