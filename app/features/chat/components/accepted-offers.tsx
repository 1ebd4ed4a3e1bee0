import { Trans } from "@lingui/react/macro";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { offerAmountText } from "../offer-amount.ts";
import { MarkSoldLink } from "./offer-card.tsx";

/** The owner's panel on their sale: the offers they accepted, each with its conversation, and the way to mark it sold. */
export function AcceptedOffers({ offers, listingId }: { offers: { amount: number; conversationId: string }[]; listingId: string }) {
  const language = usePageLanguage();
  if (offers.length === 0) return null;
  return (
    <div className="mt-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
      <ul className="space-y-1">
        {offers.map((offer) => (
          <li key={offer.conversationId} data-testid="owner-accepted-offer">
            <Trans>Offre acceptée :</Trans> <strong>{offerAmountText(offer.amount, language)}</strong> ·{" "}
            <Link to={`/messages/${offer.conversationId}`} className="font-medium underline">
              <Trans>Voir la conversation</Trans>
            </Link>
          </li>
        ))}
      </ul>
      <MarkSoldLink listingId={listingId} />
    </div>
  );
}
