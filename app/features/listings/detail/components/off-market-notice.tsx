import { Handshake } from "lucide-react";
import { OFF_MARKET_WORDS, type OffMarket } from "../../listing.ts";
import { Trans, useLingui } from "@lingui/react/macro";

/** Above the photos of a listing sold or lent out: what happened, and the way to similar vehicles. */
export function OffMarketNotice({ availability }: { availability: OffMarket }) {
  const { i18n } = useLingui();
  const words = OFF_MARKET_WORDS[availability];
  return (
    <section
      aria-labelledby="off-market-heading"
      className="mx-4 mb-3 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:mx-0"
    >
      <Handshake aria-hidden size={24} className="mt-0.5 shrink-0 text-amber-600" />
      <div className="min-w-0">
        <h2 id="off-market-heading" className="text-lg font-bold">
          {i18n._(words.title)}
        </h2>
        <p className="mt-1 text-sm">
          {i18n._(words.similar)}{" "}
          <a href="#similaires" className="font-semibold underline">
            <Trans>Voir les annonces similaires</Trans>
          </a>
        </p>
      </div>
    </section>
  );
}
