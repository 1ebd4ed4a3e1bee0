import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Toast } from "../lib/toast.ts";
import { onClientToast } from "../components/ui/client-toast.ts";

const STYLES: Record<Toast["type"], string> = {
  success: "border-green-200 bg-green-50 text-green-900",
  error: "border-red-200 bg-red-50 text-red-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  info: "border-slate-200 bg-white text-slate-900",
};

/** The flash message of the last action; rendered by the server, dismissed after 4 s (8 s with a link) with JS. */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState<Toast | null>(toast);
  useEffect(() => setVisible(toast), [toast]);
  useEffect(() => onClientToast(setVisible), []);
  useEffect(() => {
    if (!visible) return;
    // A message with a link stays long enough to reach it.
    const timer = setTimeout(() => setVisible(null), visible.action ? 8000 : 4000);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-16 z-50 flex justify-center px-4">
      <div className={`w-full max-w-sm rounded-lg border p-4 shadow-lg ${STYLES[visible.type]}`}>
        <p className="font-semibold">{visible.title}</p>
        {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
        {visible.action ? (
          <Link to={visible.action.to} className="mt-2 inline-block text-sm font-semibold underline">
            {visible.action.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
