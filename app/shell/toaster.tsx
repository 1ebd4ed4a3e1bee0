import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useShownText } from "../components/ui/shown-text.ts";
import { Link } from "../components/ui/link.tsx";
import type { Toast } from "../lib/toast.ts";
import { onClientToast } from "../components/ui/client-toast.ts";

const STYLES: Record<Toast["type"], string> = {
  success: "border-green-200 bg-green-50 text-green-900",
  error: "border-red-200 bg-red-50 text-red-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  info: "border-slate-200 bg-white text-slate-900",
};

/**
 * The flash message of the last action; rendered by the server, dismissed after 4 s (8 s with a link)
 * with JS. A message belongs to the page it was shown on: leaving the page takes it away ('Lien copié'
 * does not follow the visitor to /auth). A server's message arrives with its page.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const { key } = useLocation();
  const say = useShownText();
  // Read when a page's effect shows a message: set while rendering, as effects run children first.
  const page = useRef(key);
  page.current = key;
  const [shown, setShown] = useState<{ toast: Toast; page: string } | null>(toast ? { toast, page: key } : null);
  useEffect(() => setShown(toast ? { toast, page: page.current } : null), [toast]);
  useEffect(() => onClientToast((next) => setShown({ toast: next, page: page.current })), []);
  const visible = shown?.page === key ? shown.toast : null;
  useEffect(() => {
    if (!visible) return;
    // A message with a link stays long enough to reach it.
    const timer = setTimeout(() => setShown(null), visible.action ? 8000 : 4000);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-16 z-50 flex justify-center px-4">
      <div className={`w-full max-w-sm rounded-lg border p-4 shadow-lg ${STYLES[visible.type]}`}>
        {/* A marked French message (a browser's toast, one the server left French) in the page's language. */}
        <p className="font-semibold">{say(visible.title)}</p>
        {visible.description ? <p className="mt-1 text-sm">{say(visible.description)}</p> : null}
        {visible.action ? (
          <Link to={visible.action.to} className="mt-2 inline-block text-sm font-semibold underline">
            {say(visible.action.label)}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
