import type { Country } from "../../../../lib/countries.ts";
import type { PriceChange } from "../../price-history.server.ts";
import { priceChangeLine } from "../price-history.ts";

/** 'En ligne depuis 12 jours' and, when the price changed, each change, newest first. */
export function MarketHistory({ market, country }: { market: { online: string; priceChanges: PriceChange[] } | null; country: Country }) {
  if (!market) return null;
  return (
    <div className="mt-2 text-sm text-slate-600" data-testid="market-history">
      <p>{market.online}</p>
      {market.priceChanges.length > 0 ? (
        <ul aria-label="Historique du prix" className="mt-1 space-y-0.5">
          {[...market.priceChanges].reverse().map((change) => (
            <li key={change.changedAt}>{priceChangeLine(change, country)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
