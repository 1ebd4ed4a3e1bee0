import { CircleCheck, Megaphone, X } from "lucide-react";
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { buttonClass } from "../../../../components/ui/button-class.ts";
import { Link, useLocalizedPath } from "../../../../components/ui/link.tsx";
import { ListingPhoto } from "../../../../components/ui/listing-photo.tsx";
import { ShareButton } from "../../detail/components/share-button.tsx";
import { listingHref, listingTitle } from "../../listing.ts";
import { type PostedCard, closePostedCardPath } from "../posted-card.ts";

/**
 * At the top of its owner's home page: the listing just posted is online, with 'Voir mon annonce',
 * 'Partager' (the listing page's share) and 'Promouvoir', until the owner closes it (ADR 0054). The
 * close button is a POST form; with JavaScript the card goes at once while it is sent.
 */
export function PostedListingCard({ card }: { card: PostedCard }) {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const location = useLocation();
  const fetcher = useFetcher();
  const [closed, setClosed] = useState<string | null>(null);
  if (closed === card.id) return null;
  const href = listingHref(card.kind, card.id);
  const title = listingTitle(card);
  const action = buttonClass({ variant: "outline", size: "sm", className: "min-h-11 whitespace-nowrap sm:flex-1" });
  return (
    <section aria-labelledby="posted-card-title" className="px-4 pt-4">
      <div className="relative mx-auto max-w-3xl rounded-xl border border-green-200 bg-white p-4 shadow-sm">
        <div className="flex items-center gap-3 sm:pe-12">
          {card.cover ? <ListingPhoto cover={card.cover} className="h-14 w-18 shrink-0 rounded-md object-cover" /> : null}
          <div className="min-w-0">
            <h2 id="posted-card-title" className="flex items-center gap-1.5 font-semibold text-green-800">
              <CircleCheck aria-hidden size={18} className="shrink-0" />
              <Trans>Votre annonce est en ligne</Trans>
            </h2>
            <p className="truncate text-sm text-slate-700">{title}</p>
          </div>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
          <Link to={href} className={buttonClass({ size: "sm", className: "col-span-2 min-h-11 whitespace-nowrap sm:flex-1" })}>
            <Trans>Voir mon annonce</Trans>
          </Link>
          <ShareButton title={title} path={localized(href)} className={action} />
          <Link to={`/promote?annonce=${card.id}`} className={action}>
            <Megaphone aria-hidden size={16} />
            <Trans>Promouvoir</Trans>
          </Link>
          {/*
            Below the actions on a phone, where a toast (kept on screen before JavaScript) lies over
            the card's top; at its top right on a wider screen, where the toast is narrower.
          */}
          <fetcher.Form
            method="post"
            action={localized(closePostedCardPath(card.id))}
            preventScrollReset
            onSubmit={() => setClosed(card.id)}
            className="col-span-2 flex justify-end sm:absolute sm:top-2 sm:end-2"
          >
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <button
              type="submit"
              title={t`Masquer ce message`}
              className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:px-0"
            >
              <X aria-hidden size={20} />
              <span className="sm:sr-only">
                <Trans>Masquer ce message</Trans>
              </span>
            </button>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
