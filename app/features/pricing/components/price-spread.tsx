import { Trans } from "@lingui/react/macro";
import type { Country } from "../../../lib/countries.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../lib/language.ts";
import { formatPrice } from "../../../lib/money.ts";

/** Where a price sits on the scale, in percent. */
const at = (price: number, min: number, max: number) => (max > min ? ((price - min) / (max - min)) * 100 : 50);

/**
 * The spread of prices: the estimated range as a band on a scale that also holds the comparables'
 * prices (dots), with the value marked. The range is said in words too, for screen readers and
 * before the eye finds the band.
 */
export function PriceSpread({
  low,
  value,
  high,
  prices,
  country,
  language = DEFAULT_LANGUAGE,
}: {
  low: number;
  value: number;
  high: number;
  prices: readonly number[];
  country: Country;
  language?: Language;
}) {
  const min = Math.min(low, ...prices);
  const max = Math.max(high, ...prices);
  const from = formatPrice(low, country, "XOF", language);
  const to = formatPrice(high, country, "XOF", language);
  return (
    <div>
      <p className="text-slate-600" data-testid="valuation-range">
        <Trans>
          Entre {from} et {to}
        </Trans>
      </p>
      <div aria-hidden className="relative mx-1.5 mt-3 h-2 rounded-full bg-slate-200">
        <span className="absolute inset-y-0 rounded-full bg-brand-500/40" style={{ left: `${at(low, min, max)}%`, right: `${100 - at(high, min, max)}%` }} />
        {prices.map((price, i) => (
          <span
            key={i}
            className="absolute top-1/2 h-2.5 w-2.5 -translate-1/2 rounded-full border-2 border-white bg-slate-500"
            style={{ left: `${at(price, min, max)}%` }}
          />
        ))}
        <span className="absolute top-1/2 h-5 w-1.5 -translate-1/2 rounded-full bg-brand-700" style={{ left: `${at(value, min, max)}%` }} />
      </div>
      <div aria-hidden className="mt-2 flex justify-between gap-2 text-xs text-slate-500">
        <span>{formatPrice(min, country, "XOF", language)}</span>
        <span>{formatPrice(max, country, "XOF", language)}</span>
      </div>
    </div>
  );
}
