import { User } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "../components/ui/link.tsx";
import { buttonClass } from "../components/ui/button-class.ts";
import type { ShellData } from "./shell-data.server.ts";
import { CountrySelector } from "./country-selector.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NotificationBell } from "./notification-bell.tsx";
import { UserMenu } from "./user-menu.tsx";

/** `pending`: a member's page whose shell is still being read (a page every member shares). */
export function Header({ country, shell, pending = false }: { country: string; shell: ShellData | null; pending?: boolean }) {
  const { t } = useLingui();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3">
        <Link to="/" className="flex items-center gap-1.5 font-bold text-brand-600" aria-label={t`AutoAfrique, accueil`}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="hidden sm:inline">AutoAfrique</span>
        </Link>
        <nav className="ms-4 hidden gap-4 text-sm text-slate-600 md:flex" aria-label={t`Rubriques`}>
          <Link to="/listings">
            <Trans>Acheter</Trans>
          </Link>
          <Link to="/listings?type=location">
            <Trans>Louer</Trans>
          </Link>
          <Link to="/sell">
            <Trans>Vendre</Trans>
          </Link>
          <Link to="/messages">
            <Trans>Messages</Trans>
          </Link>
        </nav>
        <div className="ms-auto flex items-center gap-1.5">
          <CountrySelector country={country} />
          <LanguageSwitch />
          {shell ? (
            <>
              <NotificationBell items={shell.notifications.items} unread={shell.notifications.unread} />
              <UserMenu user={shell.user} pendingBookings={shell.pendingBookings} />
            </>
          ) : pending ? (
            <>
              <span aria-hidden className="h-9 w-9" />
              <Link to="/profile" aria-label={t`Mon compte`} className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <User aria-hidden size={18} />
              </Link>
            </>
          ) : (
            <Link to="/auth" className={buttonClass({ size: "sm" })}>
              <Trans>Se connecter</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
