import { Trans } from "@lingui/react/macro";
import { Link } from "../../../components/ui/link.tsx";

/**
 * The owner's panel on their sale: the offers they accepted (their amounts written by the loader, in
 * the page's language), each with its conversation; the panel's own 'Marquer comme vendue' follows.
 */
export function AcceptedOffers({ offers }: { offers: { amountText: string; conversationId: string }[] }) {
  if (offers.length === 0) return null;
  return (
    <div className="mt-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
      <ul className="space-y-1">
        {offers.map((offer) => (
          <li key={offer.conversationId} data-testid="owner-accepted-offer">
            <Trans>Offre acceptée :</Trans> <strong>{offer.amountText}</strong> ·{" "}
            <Link to={`/messages/${offer.conversationId}`} className="font-medium underline">
              <Trans>Voir la conversation</Trans>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
