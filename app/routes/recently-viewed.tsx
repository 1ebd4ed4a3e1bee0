import type { Route } from "./+types/recently-viewed";
import { requireUser } from "./guards.server.ts";
import { ListingGrid } from "../features/listings/components/listing-grid.tsx";
import { CardActions } from "../shell/card-actions.tsx";
import { withDealBadges } from "../features/pricing/pricing.server.ts";
import { RECENT_TITLE } from "../features/recently-viewed/recently-viewed.ts";
import { recentListingsOf } from "../features/recently-viewed/recently-viewed.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { withMessages } from "../server/i18n.server.ts";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: `${i18n._(RECENT_TITLE)} — AutoAfrique` }];
};

/** The member's last ten opened listings still on offer, newest first. */
async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [country, listings] = await Promise.all([selectedCountry(request, user.country), recentListingsOf(user.id)]);
  return { country, listings: await withDealBadges(listings) };
}
export const loader = withMessages("routes/recently-viewed", pageLoader);

export default function RecentlyViewed({ loaderData }: Route.ComponentProps) {
  const country = resolveCountry(loaderData.country);
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">{i18n._(RECENT_TITLE)}</h1>
      {loaderData.listings.length === 0 ? (
        <p className="text-slate-600">
          <Trans>Les annonces que vous ouvrez apparaîtront ici (les 10 dernières).</Trans>
        </p>
      ) : (
        <ListingGrid
          headingLevel={2}
          listings={loaderData.listings}
          country={country}
          action={(l) => <CardActions kind={l.kind} listingId={l.id} isFavorite={null} />}
        />
      )}
    </div>
  );
}
