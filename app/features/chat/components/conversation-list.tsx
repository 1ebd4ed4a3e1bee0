import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { MessageCircle } from "lucide-react";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { cx } from "../../../components/ui/cx.ts";
import { formatListTime } from "../chat-times.ts";
import { offerAmountText, offerMoveWords } from "../offer-amount.ts";
import type { InboxEntry } from "../inbox.server.ts";
import { ListingPhoto } from "../../../components/ui/listing-photo.tsx";

interface Props {
  conversations: InboxEntry[];
  openId: string | null;
  now: string;
  /** The conversations with an accepted offer, and its amount (XOF). */
  accepted?: Record<string, number>;
}

/** The user's conversations, newest activity first; the open one is marked. */
export function ConversationList({ conversations, openId, now, accepted = {} }: Props) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-16 text-center text-slate-500">
        <MessageCircle aria-hidden size={32} />
        <p className="font-medium text-slate-700">
          <Trans>Aucune conversation</Trans>
        </p>
        <p className="text-sm">
          <Trans>Contactez un vendeur ou un propriétaire depuis une annonce pour commencer à discuter.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul aria-label={t`Conversations`} className="divide-y divide-slate-100">
      {conversations.map((c) => {
        const open = c.id === openId;
        const unread = c.unread;
        return (
          <li key={c.id}>
            <Link
              to={`/messages/${c.id}`}
              aria-current={open ? "page" : undefined}
              className={cx("flex items-center gap-3 px-4 py-3 hover:bg-slate-50", open && "bg-brand-50")}
            >
              <Avatar person={c.other} size={44} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold">
                    {c.other.firstName} {c.other.lastName}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">{formatListTime(c.last?.createdAt ?? c.updatedAt, new Date(now), i18n)}</span>
                </span>
                <span className="block truncate text-xs text-slate-500">
                  {c.listing ? `${c.listing.brand} ${c.listing.model}` : <Trans>Annonce supprimée</Trans>}
                </span>
                {accepted[c.id] !== undefined ? (
                  <span data-testid="conversation-accepted-offer" className="block text-xs font-semibold text-green-700">
                    <Trans>Offre acceptée :</Trans> {offerAmountText(accepted[c.id], language)}
                  </span>
                ) : null}
                <span className="flex items-center justify-between gap-2">
                  <span className={cx("truncate text-sm", c.unread > 0 ? "font-medium text-slate-900" : "text-slate-600")}>
                    {c.last ? (
                      `${c.last.mine ? `${t`Vous :`} ` : ""}${c.last.offer ? offerMoveWords(c.last.content, i18n) : c.last.content}`
                    ) : (
                      <Trans>Aucun message pour le moment</Trans>
                    )}
                  </span>
                  {c.unread > 0 ? (
                    <span
                      data-testid="conversation-unread"
                      aria-label={t`${plural(unread, { one: "# non lu", other: "# non lus" })}`}
                      className="min-w-5 shrink-0 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 text-white"
                    >
                      {c.unread > 99 ? "99+" : c.unread}
                    </span>
                  ) : null}
                </span>
              </span>
              {c.listing?.cover ? <ListingPhoto cover={c.listing.cover} className="h-11 w-14 shrink-0 rounded-md object-cover" /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
