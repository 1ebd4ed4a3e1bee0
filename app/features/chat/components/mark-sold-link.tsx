import { Trans } from "@lingui/react/macro";
import { Link } from "../../../components/ui/link.tsx";

/** Once an offer is accepted, the seller's way to 'Marquer comme vendue' (Mes Annonces, at the listing). */
export function MarkSoldLink({ listingId }: { listingId: string }) {
  return (
    <Link to={`/profile?tab=annonces#annonce-${listingId}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
      <Trans>Marquer comme vendue</Trans>
    </Link>
  );
}
