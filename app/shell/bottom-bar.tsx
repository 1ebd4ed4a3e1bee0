import { Car, House, MessageCircle, Plus, User } from "lucide-react";
import { useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { Link } from "../components/ui/link.tsx";
import { BOTTOM_BAR, isActiveEntry } from "./nav.ts";

const ICONS = { "/": House, "/listings": Car, "/sell": Plus, "/messages": MessageCircle, "/profile": User } as const;

export function BottomBar({ unreadMessages }: { unreadMessages: number }) {
  const { pathname, search } = useLocation();
  const { i18n, t } = useLingui();
  return (
    // `data-bottom-bar`: a page that pins its own bar (a sale's contact bar) hides it on a phone (app.css).
    <nav aria-label={t`Navigation principale`} data-bottom-bar className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden">
      <ul className="grid grid-cols-5">
        {BOTTOM_BAR.map((entry) => {
          const Icon = ICONS[entry.to as keyof typeof ICONS];
          const active = isActiveEntry(pathname, entry.to, search);
          const centre = entry.to === "/sell";
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={active ? "page" : undefined}
                className={`relative flex flex-col items-center gap-0.5 py-2 text-xs ${active ? "text-brand-600" : "text-slate-500"}`}
              >
                {centre ? (
                  <span className="-mt-5 flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg">
                    <Icon aria-hidden size={22} />
                  </span>
                ) : (
                  <Icon aria-hidden size={20} />
                )}
                <span>{i18n._(entry.label)}</span>
                {entry.to === "/messages" && unreadMessages > 0 ? (
                  <span className="absolute top-1 end-1/4 min-w-4 rounded-full bg-red-600 px-1 text-[10px] leading-4 text-white">
                    {unreadMessages > 99 ? "99+" : unreadMessages}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
