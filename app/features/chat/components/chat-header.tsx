import { useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { Link } from "../../../components/ui/link.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { listingHref } from "../../listings/listing.ts";
import { presenceLabel } from "../chat-times.ts";
import type { ChatView } from "../chat-view.server.ts";
import { ListingPhoto } from "../../../components/ui/listing-photo.tsx";

/** Spec: the other participant's name, avatar and 'En ligne' (or when last seen); the listing; on a phone, the way back. */
export function ChatHeader({ chat, now }: { chat: ChatView; now: string }) {
  const { t, i18n } = useLingui();
  const { other, listing } = chat;
  const presence = presenceLabel(other.online, other.lastSeenAt, new Date(now), i18n);
  const car = listing ? `${listing.brand} ${listing.model}` : "";
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2">
      <Link to="/messages" aria-label={t`Retour aux conversations`} className="-ms-1 rounded-full p-2 hover:bg-slate-100 md:hidden">
        <ArrowLeft aria-hidden size={20} />
      </Link>
      <Link to={`/profile/${other.id}`} className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar person={other} size={40} />
        <div className="min-w-0">
          <h1 className="block truncate text-base font-semibold">
            {other.firstName} {other.lastName}
          </h1>
          <span data-testid="presence" className={`block text-xs ${other.online ? "text-green-700" : "text-slate-500"}`}>
            {other.online ? <span aria-hidden className="me-1 inline-block h-2 w-2 rounded-full bg-green-500" /> : null}
            {presence}
          </span>
        </div>
      </Link>
      {listing ? (
        <Link
          to={listingHref(listing.kind, listing.id)}
          aria-label={t`Annonce : ${car}`}
          className="flex max-w-[40%] items-center gap-2 text-end text-xs text-slate-600"
        >
          <span className="hidden truncate sm:inline">
            {listing.brand} {listing.model}
          </span>
          {listing.cover ? <ListingPhoto cover={listing.cover} className="h-9 w-12 shrink-0 rounded object-cover" /> : null}
        </Link>
      ) : null}
    </header>
  );
}
