import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import { groupDigits } from "../../../lib/grouped-number.ts";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { ListingPhoto } from "../../../components/ui/listing-photo.tsx";
import { ListingRow } from "../../../components/ui/listing-row.tsx";
import type { Country } from "../../../lib/countries.ts";
import { formatPrice } from "../../../lib/money.ts";
import { OTHER_BRAND } from "../../../lib/vehicles.ts";
import { comparablesWording } from "../deal-rating.ts";
import type { Valuation } from "../pricing.server.ts";
import { BodySilhouette } from "./body-silhouette.tsx";
import { PriceSpread } from "./price-spread.tsx";
import { PriceFactors } from "./price-factors.tsx";

/** The id the valuation form's action points at: the answer is what the visitor sees first. */
export const VALUATION_RESULT_ID = "resultat";

/**
 * The valuation's answer: the value first, then the spread of prices, then the comparables (each
 * opens its listing, at `comparableHref`) and the search for more like them, then the explanation
 * with a picture.
 */
export function ValuationResult({
  result,
  country,
  search,
  comparableHref,
}: {
  result: Valuation;
  country: Country;
  search: { brand: string; model: string };
  comparableHref: (id: string) => string;
}) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const cover = result.comparables.find((c) => c.cover)?.cover ?? null;
  const vehicle = search.brand === OTHER_BRAND ? search.model : `${search.brand} ${search.model}`;
  const more = `/listings?search=${encodeURIComponent(vehicle)}`;
  return (
    // Its scroll margin keeps the page's title in view above it when the page opens at it.
    <section id={VALUATION_RESULT_ID} aria-labelledby="valuation-result" className="scroll-mt-36 space-y-4 rounded-xl border border-brand-500/40 bg-white p-4">
      <div>
        <h2 id="valuation-result" className="text-sm font-semibold text-slate-500">
          <Trans>Estimation</Trans>
        </h2>
        <p className="text-3xl font-bold text-brand-700" data-testid="valuation-value">
          {formatPrice(result.value, country, "XOF", language)}
        </p>
        <p className="mt-1 text-xs text-slate-500">{comparablesWording(result.comparableCount, i18n)}</p>
      </div>
      <PriceSpread
        language={language}
        low={result.low}
        value={result.value}
        high={result.high}
        prices={result.comparables.map((c) => c.price)}
        country={country}
      />
      {result.comparables.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">
            <Trans>Annonces comparables</Trans>
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t`Annonces comparables`}>
            {result.comparables.map((c) => (
              <li key={c.id}>
                <ListingRow
                  to={comparableHref(c.id)}
                  cover={c.cover}
                  title={`${c.brand} ${c.model} ${c.year}`}
                  end={<ChevronRight aria-hidden size={16} className="shrink-0 text-slate-400" />}
                >
                  {groupDigits(c.mileage, language)} km · <span className="font-semibold text-slate-900">{formatPrice(c.price, country, "XOF", language)}</span>
                </ListingRow>
              </li>
            ))}
          </ul>
          <Link to={more} className="mt-2 inline-flex items-center text-sm font-semibold text-brand-600 hover:text-brand-700">
            <Trans>Voir les annonces {vehicle}</Trans>
            <ChevronRight aria-hidden size={16} />
          </Link>
        </div>
      ) : null}
      <div className="flex items-start gap-3">
        {cover ? (
          <ListingPhoto cover={cover} className="h-16 w-24 shrink-0 rounded-lg object-cover" />
        ) : (
          <BodySilhouette bodyType={result.bodyType} className="h-16 w-24 shrink-0" />
        )}
        <div className="min-w-0">
          <p className="text-sm text-slate-700">{result.explanation}</p>
          <PriceFactors factors={result.factors} />
        </div>
      </div>
    </section>
  );
}
