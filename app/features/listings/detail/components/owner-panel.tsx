import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../../../components/ui/link.tsx";
import { editListingHref, listingStateLabel } from "../../listing.ts";
import { ownerPageButtons } from "../../manage/my-listing-actions.ts";
import { OwnerStatusButton } from "../../manage/owner-status-button.tsx";
import type { ListingDetailData } from "../detail.server.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/**
 * Where the owner's own listing stands, and the way to change it: nobody contacts or books oneself.
 * 'Marquer comme vendue' (a rental: lent out, or offered again) is one POST from here; what else a
 * state allows (back online, renew, archive, delete) is in 'Mes Annonces', linked while the listing
 * is not online.
 */
export function OwnerPanel({
  listing,
  children,
}: {
  listing: Pick<ListingDetailData, "id" | "kind" | "status" | "available" | "hiddenReason">;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const state = i18n._(listingStateLabel(listing));
  const buttons = ownerPageButtons(listing);
  return (
    <section id="votre-annonce" aria-labelledby="owner-panel-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="owner-panel-heading" className="font-semibold">
        <Trans>Votre annonce</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Statut : <strong data-testid="listing-state">{state}</strong>
        </Trans>
      </p>
      {children}
      {buttons.map((button) => (
        <OwnerStatusButton key={button.action} listing={listing} action={button.action} label={i18n._(button.label)} className="mt-3" />
      ))}
      <Link
        to={editListingHref(listing.id)}
        className="mt-3 flex items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50"
      >
        <Pencil aria-hidden size={18} />
        <Trans>Modifier</Trans>
      </Link>
      {buttons.length === 0 ? (
        <Link to="/profile?tab=annonces" className="mt-3 block text-center text-sm font-semibold text-brand-700 underline">
          <Trans>Gérer dans Mes Annonces</Trans>
        </Link>
      ) : null}
    </section>
  );
}
