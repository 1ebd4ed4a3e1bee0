import type { ReactNode } from "react";
import { Link } from "../../../../components/ui/link.tsx";
import type { Country } from "../../../../lib/countries.ts";
import type { BannerView } from "../../../ads/ads.server.ts";
import { AdBanner } from "../../../ads/components/ad-banner.tsx";
import { ListingCard } from "../../components/listing-card.tsx";
import type { ListingKind, ListingSummary } from "../../listing.ts";
import { vitrineHref } from "../vitrine.ts";
import { HomeFilters } from "./home-filters.tsx";
import { SectionHeading } from "./section-heading.tsx";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

const TABS: readonly { kind: ListingKind; label: MessageDescriptor }[] = [
  { kind: "sale", label: msg`Vente` },
  { kind: "rental", label: msg`Location` },
];

/** The banner closes the first row of three cards (a whole row on wide screens). */
const BANNER_AFTER = 3;

/** The chosen tab's cards, with the banner after the first row; `action` renders each card's overlay control. */
export function FeaturedVehicles<T extends ListingSummary>({
  vitrine,
  browseHref,
  listings,
  banner,
  country,
  eagerCount,
  action,
}: {
  vitrine: ListingKind;
  /** The browse page on the chosen tab. */
  browseHref: string;
  listings: readonly T[];
  banner: BannerView | null;
  country: Country;
  eagerCount: number;
  action?: (listing: T) => ReactNode;
}) {
  const { i18n, t } = useLingui();
  const bannerAt = Math.min(BANNER_AFTER, listings.length);
  const bannerItem = banner ? (
    <li key="banner" className="col-span-full sm:max-lg:col-span-1 sm:max-lg:self-center">
      <AdBanner banner={banner} />
    </li>
  ) : null;
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 pt-8">
      <SectionHeading id="featured-title" title={t`Véhicules en vedette`} href={browseHref} />
      <div className="mb-4 flex items-center justify-between gap-2">
        <div role="tablist" aria-label={t`Type d'annonce`} className="inline-flex rounded-lg bg-slate-200 p-1">
          {TABS.map((tab) => {
            const selected = tab.kind === vitrine;
            return (
              <Link
                key={tab.kind}
                id={`vitrine-${tab.kind}`}
                role="tab"
                aria-selected={selected}
                aria-controls="vitrine-panel"
                to={vitrineHref(tab.kind)}
                replace
                preventScrollReset
                className={`rounded-md px-4 py-1.5 text-sm font-semibold ${selected ? "bg-white text-brand-600 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
              >
                {i18n._(tab.label)}
              </Link>
            );
          })}
        </div>
        <HomeFilters kind={vitrine} country={country} />
      </div>
      <div role="tabpanel" id="vitrine-panel" aria-labelledby={`vitrine-${vitrine}`}>
        {listings.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500">
            <Trans>Aucun véhicule trouvé</Trans>
          </p>
        ) : null}
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listings.slice(0, bannerAt).map((listing, i) => (
            <li key={listing.id}>
              <ListingCard listing={listing} country={country} eager={i < eagerCount} action={action?.(listing)} />
            </li>
          ))}
          {bannerItem}
          {listings.slice(bannerAt).map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} country={country} eager={false} action={action?.(listing)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
