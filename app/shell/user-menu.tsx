import { CalendarCheck, Crown, LayoutDashboard, LogOut, User } from "lucide-react";
import { Form, Link } from "react-router";
import { useImageUrls } from "../components/ui/image-urls.tsx";

interface Props {
  user: { firstName: string; lastName: string; avatarUrl: string | null };
  pendingBookings: number;
}

export function UserMenu({ user, pendingBookings }: Props) {
  const urls = useImageUrls();
  const initials = `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase();
  const item = "flex items-center gap-2 px-4 py-2.5 text-sm hover:bg-slate-50";
  return (
    <details className="relative">
      <summary className="flex h-9 w-9 cursor-pointer items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700" aria-label="Menu du compte">
        {user.avatarUrl ? (
          <img src={urls.src(user.avatarUrl, 96)} alt="" width={36} height={36} className="h-9 w-9 object-cover" />
        ) : (
          initials
        )}
      </summary>
      <div className="absolute right-0 mt-2 w-60 rounded-lg border border-slate-200 bg-white py-1 shadow-xl">
        <p className="border-b border-slate-100 px-4 py-2 text-sm font-semibold">
          {user.firstName} {user.lastName}
        </p>
        <Link to="/bookings" className={item}>
          <CalendarCheck aria-hidden size={16} /> Mes réservations
          {pendingBookings > 0 ? (
            <span data-testid="pending-bookings" className="ml-auto rounded-full bg-red-600 px-2 text-xs text-white">
              {pendingBookings}
            </span>
          ) : null}
        </Link>
        <Link to="/dashboard" className={item}>
          <LayoutDashboard aria-hidden size={16} /> Dashboard
        </Link>
        <Link to="/profile" className={item}>
          <User aria-hidden size={16} /> Mon profil
        </Link>
        <Link to="/subscription" className={item}>
          <Crown aria-hidden size={16} /> Plan Pro
        </Link>
        <Form method="post" action="/logout" className="border-t border-slate-100">
          <button type="submit" className={`${item} w-full text-red-600`}>
            <LogOut aria-hidden size={16} /> Se déconnecter
          </button>
        </Form>
      </div>
    </details>
  );
}
