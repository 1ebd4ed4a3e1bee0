import type { Country } from "../../../../lib/countries.ts";
import type { PriceChange } from "../../price-history.server.ts";
import { onlineFor, priceChangeLine } from "../price-history.ts";
import { useLingui } from "@lingui/react/macro";

/**
 * 'En ligne depuis 12 jours' (only while on offer: `days` is null otherwise) and, when the price
 * changed, each change, newest first.
 */
export function MarketHistory({ market, country }: { market: { days: number | null; priceChanges: PriceChange[] } | null; country: Country }) {
  const { i18n, t } = useLingui();
  if (!market || (market.days === null && market.priceChanges.length === 0)) return null;
  return (
    <div className="mt-2 text-sm text-slate-600" data-testid="market-history">
      {market.days === null ? null : <p>{onlineFor(market.days, i18n)}</p>}
      {market.priceChanges.length > 0 ? (
        <ul aria-label={t`Historique du prix`} className="mt-1 space-y-0.5">
          {[...market.priceChanges].reverse().map((change) => (
            <li key={change.changedAt}>{priceChangeLine(change, country, i18n)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
