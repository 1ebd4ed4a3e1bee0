import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { BellRing, CalendarCheck, Crown, History, LayoutDashboard, LogOut, User } from "lucide-react";
import { Form, Link } from "../components/ui/link.tsx";
import { useDataSaver } from "../components/ui/data-saver.tsx";
import { useImageUrls } from "../components/ui/image-urls.tsx";
import { useSubscription } from "../features/subscription/subscription-status.tsx";
import { useCloseOnNavigation } from "./use-close-on-navigation.ts";

interface Props {
  user: { firstName: string; lastName: string; avatarUrl: string | null };
  pendingBookings: number;
}

export function UserMenu({ user, pendingBookings }: Props) {
  const { t } = useLingui();
  const urls = useImageUrls();
  // With the data saver, the member's initials rather than their photo (ADR 0046).
  const saver = useDataSaver();
  const details = useCloseOnNavigation();
  const { pro } = useSubscription().status;
  const initials = `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase();
  const photo = saver ? null : user.avatarUrl;
  const item = "flex items-center gap-2 px-4 py-2.5 text-sm hover:bg-slate-50";
  return (
    <details ref={details} className="relative">
      <summary
        className="relative flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
        // The name starts with what is seen (WCAG 2.5.3): the initials, when no photo shows.
        aria-label={`${photo ? "" : `${initials} · `}${
          pendingBookings > 0
            ? t`Menu du compte, ${plural(pendingBookings, { one: "# demande de réservation en attente", other: "# demandes de réservation en attente" })}`
            : t`Menu du compte`
        }`}
      >
        {photo ? <img src={urls.src(photo, 96)} alt="" width={36} height={36} className="h-9 w-9 rounded-full object-cover" /> : initials}
        {/* Seen without opening the menu: a request waits for an answer. */}
        {pendingBookings > 0 ? (
          <span aria-hidden className="absolute -top-1 -end-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 text-white">
            {pendingBookings}
          </span>
        ) : null}
      </summary>
      <div className="absolute end-0 mt-2 w-60 rounded-lg border border-slate-200 bg-white py-1 shadow-xl">
        <p className="flex items-center gap-2 border-b border-slate-100 px-4 py-2 text-sm font-semibold">
          {user.firstName} {user.lastName}
          {pro ? (
            <span data-testid="plan-pro" className="rounded bg-amber-400 px-1.5 py-0.5 text-[11px] font-bold text-slate-900">
              Pro
            </span>
          ) : null}
        </p>
        <Link to="/bookings" className={item}>
          <CalendarCheck aria-hidden size={16} /> <Trans>Mes réservations</Trans>
          {pendingBookings > 0 ? (
            <span data-testid="pending-bookings" className="ms-auto rounded-full bg-red-600 px-2 text-xs text-white">
              {pendingBookings}
            </span>
          ) : null}
        </Link>
        <Link to="/dashboard" className={item}>
          <LayoutDashboard aria-hidden size={16} /> <Trans>Tableau de bord</Trans>
        </Link>
        <Link to="/profile" className={item}>
          <User aria-hidden size={16} /> <Trans>Mon profil</Trans>
        </Link>
        <Link to="/recherches" className={item}>
          <BellRing aria-hidden size={16} /> <Trans>Mes recherches</Trans>
        </Link>
        <Link to="/recemment-consultees" className={item}>
          <History aria-hidden size={16} /> <Trans>Récemment consultées</Trans>
        </Link>
        <Link to="/subscription" className={item}>
          <Crown aria-hidden size={16} /> {pro ? <Trans>Mon abonnement Pro</Trans> : <Trans>Plan Pro</Trans>}
        </Link>
        <Form method="post" action="/logout" className="border-t border-slate-100">
          <button type="submit" className={`${item} w-full text-red-600`}>
            <LogOut aria-hidden size={16} /> <Trans>Se déconnecter</Trans>
          </button>
        </Form>
      </div>
    </details>
  );
}
