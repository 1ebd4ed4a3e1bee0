import { Bell } from "lucide-react";
import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocalizedPath, usePageLanguage } from "../components/ui/link.tsx";
import { formatLongDate } from "../lib/long-date.ts";
import type { NotificationItem } from "../features/notifications/notifications.server.ts";
import { formatNotificationDate } from "../features/notifications/format-date.ts";
import { PushDeviceButton } from "../features/push/components/push-device-button.tsx";
import { useCloseOnNavigation } from "./use-close-on-navigation.ts";

interface Props {
  items: NotificationItem[];
  unread: number;
}

export function NotificationBell({ items, unread }: Props) {
  const fetcher = useFetcher();
  const location = useLocation();
  const details = useCloseOnNavigation();
  const { t } = useLingui();
  const countId = useId();
  const localized = useLocalizedPath();
  const language = usePageLanguage();
  // French keeps the bell's own 'dd MMM yyyy à HH:mm'; other languages write their own ("1 Dec 2025, 10:05").
  const dated = (iso: string) => (language === "fr" ? formatNotificationDate(iso) : formatLongDate(iso, { month: "short", time: true }, language));
  const redirectTo = location.pathname + location.search;
  // Optimistic: what the fetcher is marking read shows as read at once.
  const pendingId = fetcher.formData?.get("id");
  const allPending = fetcher.formData?.get("intent") === "read-all";
  const shown = items.map((n) => ({ ...n, read: n.read || allPending || n.id === pendingId }));
  const count = allPending ? 0 : Math.max(0, unread - (pendingId && items.some((n) => n.id === pendingId && !n.read) ? 1 : 0));
  return (
    <div className="relative">
      <details ref={details} className="relative">
        <summary
          className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full hover:bg-slate-100"
          aria-label={t`Notifications`}
          aria-describedby={count > 0 ? countId : undefined}
        >
          <Bell aria-hidden size={20} />
        </summary>
        <div className="absolute end-0 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2">
            <p className="font-semibold">
              <Trans>Notifications</Trans>
            </p>
            {count > 0 ? (
              <fetcher.Form method="post" action={localized("/notifications")}>
                <input type="hidden" name="intent" value="read-all" />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <button type="submit" className="text-xs font-medium text-brand-600">
                  <Trans>Tout marquer comme lu</Trans>
                </button>
              </fetcher.Form>
            ) : null}
          </div>
          <ul className="max-h-80 overflow-y-auto">
            {shown.length === 0 ? (
              <li className="px-4 py-6 text-center text-sm text-slate-500">
                <Trans>Aucune notification</Trans>
              </li>
            ) : null}
            {shown.map((n) => (
              <li key={n.id} className={n.read ? "" : "bg-brand-50"}>
                <fetcher.Form method="post" action={localized("/notifications")}>
                  <input type="hidden" name="intent" value="read" />
                  <input type="hidden" name="id" value={n.id} />
                  <input type="hidden" name="redirectTo" value={n.link ?? redirectTo} />
                  <button type="submit" className="w-full border-b border-slate-100 px-4 py-3 text-start">
                    <p className="text-sm font-medium">{n.title}</p>
                    <p className="text-sm text-slate-600">{n.message}</p>
                    <p className="mt-1 text-xs text-slate-500">{dated(n.createdAt)}</p>
                  </button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-100 px-4 py-2 empty:hidden">
            <PushDeviceButton compact />
          </div>
        </div>
      </details>
      {/* The unread count sits on the bell, outside its <summary>: the bell's name stays its label
          (WCAG 2.5.3, what one says to open it), and the count is its description ("Notifications, 3"). */}
      {count > 0 ? (
        <span
          id={countId}
          aria-hidden
          data-testid="unread-count"
          className="pointer-events-none absolute -top-0.5 -end-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </div>
  );
}
