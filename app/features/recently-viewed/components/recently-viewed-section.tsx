import { Trans, useLingui } from "@lingui/react/macro";
import { History } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "../../../components/ui/link.tsx";
import type { Country } from "../../../lib/countries.ts";
import { ListingCard } from "../../listings/components/listing-card.tsx";
import type { ListingSummary } from "../../listings/listing.ts";
import { deviceRecents, mergeDeviceRecents } from "../device-recents.ts";
import { RECENT_CARDS_PATH, RECENT_PATH, RECENT_TITLE } from "../recently-viewed.ts";

async function cardsOf(url: string): Promise<ListingSummary[] | null> {
  try {
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (!response.ok) return null;
    return ((await response.json()) as { listings: ListingSummary[] }).listings;
  } catch {
    return null;
  }
}

/**
 * 'Récemment consultées' on the home page, filled once the page runs: the page's HTML is the one
 * rendered for everybody. A member's list comes from the account (after the device's is merged),
 * a visitor's from the device's ids; nothing is asked when a visitor has opened nothing.
 */
export function RecentlyViewedSection({ member, country, action }: { member: boolean; country: Country; action?: (listing: ListingSummary) => ReactNode }) {
  const deviceIds = deviceRecents.use();
  const { i18n } = useLingui();
  const [listings, setListings] = useState<ListingSummary[]>([]);
  const key = member ? "member" : deviceIds.join(",");
  useEffect(() => {
    let current = true;
    const load = async () => {
      if (member) await mergeDeviceRecents();
      else if (!key) return setListings([]);
      const found = await cardsOf(member ? RECENT_CARDS_PATH : `${RECENT_CARDS_PATH}?ids=${key}`);
      if (current && found) setListings(found);
    };
    void load();
    return () => {
      current = false;
    };
  }, [member, key]);
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="recent-title" className="mx-auto max-w-6xl px-4 pt-8">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="recent-title" className="flex items-center gap-2 text-xl font-bold">
          <History aria-hidden size={20} className="text-brand-600" />
          {i18n._(RECENT_TITLE)}
        </h2>
        {member ? (
          <Link to={RECENT_PATH} className="text-sm font-semibold text-brand-600 hover:text-brand-700">
            <Trans>Voir tout</Trans>
          </Link>
        ) : null}
      </div>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2">
        {listings.map((listing) => (
          <li key={listing.id} className="relative w-64 shrink-0 snap-start">
            <ListingCard listing={listing} country={country} action={action?.(listing)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
