import { Crown } from "lucide-react";
import type { ReactNode } from "react";
import type { Country } from "../../../../lib/countries.ts";
import { ListingCard } from "../../components/listing-card.tsx";
import type { ListingSummary } from "../../listing.ts";
import { SectionHeading } from "./section-heading.tsx";
import { useLingui } from "@lingui/react/macro";

/**
 * Promoted listings, shown only when there are some. On a phone they scroll sideways so the
 * featured vehicles stay close to the top. `action` renders each card's overlay control.
 */
export function PremiumSection<T extends ListingSummary>({
  listings,
  country,
  eagerCount,
  action,
}: {
  listings: readonly T[];
  country: Country;
  eagerCount: number;
  action?: (listing: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="premium-title" className="mx-auto max-w-6xl px-4 pt-8">
      <SectionHeading id="premium-title" title={t`Annonces Premium`} icon={<Crown aria-hidden size={20} className="text-amber-500" />} href="/listings" />
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {listings.map((listing, i) => (
          <li key={listing.id} className="w-[80%] shrink-0 snap-start sm:w-auto">
            {/* Each is promoted: its card carries the 'Premium' mark itself. */}
            <ListingCard listing={listing} country={country} eager={i < eagerCount} action={action?.(listing)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
