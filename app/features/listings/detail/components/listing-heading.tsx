import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { type Country, countryName, resolveCountry } from "../../../../lib/countries.ts";
import { CITY_LABELS } from "../../../../lib/cities.ts";
import { useValueLabel } from "../../../../components/ui/value-label.ts";
import { formatExactPrice } from "../../../../lib/money.ts";
import { type ListingKind, PRICE_SUFFIX } from "../../listing.ts";
import { PremiumBadge } from "../../components/premium-badge.tsx";
import { ProBadge } from "../../components/pro-badge.tsx";
import { ShareButton } from "./share-button.tsx";
import { useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../../../../components/ui/link.tsx";
import { StaticContent } from "../../../../components/ui/static-content.tsx";

type HeadingListing = Parameters<typeof ListingHeading>[0]["listing"];

/** Components of their own, so that kept as loaded (ADR 0062) they format nothing at start: their bodies run only when rendered. */
function NameAndPlace({ listing }: { listing: HeadingListing }) {
  const language = usePageLanguage();
  const label = useValueLabel();
  return (
    <>
      <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold wrap-anywhere">
        {`${listing.brand} ${listing.model}`}
        {listing.promoted ? <PremiumBadge large /> : null}
        {listing.sellerPro ? <ProBadge large /> : null}
      </h1>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
        <MapPin aria-hidden size={16} className="shrink-0" />
        <span className="min-w-0 wrap-anywhere">
          {label(CITY_LABELS, listing.city)}, {countryName(resolveCountry(listing.country).code, language)}
        </span>
      </p>
    </>
  );
}

function ExactPrice({ listing, visitorCountry }: { listing: HeadingListing; visitorCountry: Country }) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const suffix = PRICE_SUFFIX[listing.kind];
  return (
    <p data-testid="price" className="text-3xl font-extrabold text-brand-600">
      {formatExactPrice(listing.price, visitorCountry, "XOF", language)}
      <span className="text-base font-medium text-slate-500">{suffix ? i18n._(suffix) : null}</span>
    </p>
  );
}

/**
 * Brand and model, place, share and favourite, and the exact price in the visitor's currency
 * (cards round it; the listing's own page says what the seller asks, to the franc).
 * `favorite` is the slot of the favourite toggle, `badge` the one of the price rating badge.
 */
export function ListingHeading({
  listing,
  visitorCountry,
  favorite,
  badge,
}: {
  listing: {
    id: string;
    kind: ListingKind;
    brand: string;
    model: string;
    year: number;
    city: string;
    country: string;
    sellerPro: boolean;
    /** Promoted now: 'Premium' beside its name (ADR 0053). */
    promoted?: boolean;
    /** XOF: the sale price or the price per day. */
    price: number;
  };
  visitorCountry: Country;
  /** The favourite toggle; none when the listing can no longer be favourited (sold, lent out). */
  favorite?: ReactNode;
  badge?: ReactNode;
}) {
  const language = usePageLanguage();
  const title = `${listing.brand} ${listing.model}`;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      {/* The buttons go under the name when the column is too narrow for both (the desktop sidebar):
          a name is never broken inside a word to make room for them. */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* The name, the place and the price never change once loaded: kept as sent (ADR 0062), their
            numbers and country names not formatted again in the browser at start. */}
        <StaticContent className="min-w-0 flex-1 basis-40" deps={[listing, language]}>
          <NameAndPlace listing={listing} />
        </StaticContent>
        <div className="flex shrink-0 gap-2">
          <ShareButton title={`${title} ${listing.year}`} />
          {favorite}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <StaticContent className="contents" deps={[listing, visitorCountry, language]}>
          <ExactPrice listing={listing} visitorCountry={visitorCountry} />
        </StaticContent>
        {badge}
      </div>
    </section>
  );
}
