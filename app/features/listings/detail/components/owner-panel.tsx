import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../../../components/ui/link.tsx";
import { editListingHref, listingStateLabel } from "../../listing.ts";
import type { ListingDetailData } from "../detail.server.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/** Where the owner's own listing stands, and the way to change it: nobody contacts or books oneself. */
export function OwnerPanel({ listing, children }: { listing: Pick<ListingDetailData, "id" | "kind" | "status" | "available">; children?: ReactNode }) {
  const { i18n } = useLingui();
  const state = i18n._(listingStateLabel(listing));
  return (
    <section aria-labelledby="owner-panel-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="owner-panel-heading" className="font-semibold">
        <Trans>Votre annonce</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Statut : <strong data-testid="listing-state">{state}</strong>
        </Trans>
      </p>
      {children}
      <Link
        to={editListingHref(listing.id)}
        className="mt-3 flex items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50"
      >
        <Pencil aria-hidden size={18} />
        <Trans>Modifier</Trans>
      </Link>
    </section>
  );
}
