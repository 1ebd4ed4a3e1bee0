import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { UserX } from "lucide-react";
import { data } from "react-router";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/profile-public";
import { buttonClass } from "../components/ui/button-class.ts";
import { SellerHeader } from "../features/accounts/components/seller-header.tsx";
import { ReportLink } from "../features/reports/components/report-link.tsx";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { sellerPage } from "./profile-public-page.server.ts";
import { ListingGrid } from "../features/listings/components/listing-grid.tsx";
import { LinkTabs } from "../components/ui/link-tabs.tsx";
import { ReviewsOverview } from "../features/reviews/components/reviews-section.tsx";
import { formatAverage } from "../features/reviews/reviews-summary.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { ownPathLinks } from "../features/seo/page-links.server.ts";
import { withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

const NOT_FOUND = msg`Profil non trouvé`;
const LOAD_FAILED = msg`Erreur lors du chargement du profil`;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title:
      loaderData?.status === "found"
        ? `${loaderData.profile.firstName} ${loaderData.profile.lastName} — AutoAfrique`
        : `${metaI18n(matches)._(NOT_FOUND)} — AutoAfrique`,
  },
  ...(loaderData?.status === "found" ? loaderData.links : []),
];

async function pageLoader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const [country, page] = await Promise.all([selectedCountry(request, user?.country), sellerPage(params.userId)]);
  if (page.status !== "found") return data({ status: page.status, country }, { status: page.status === "failed" ? 500 : 404 });
  return { ...page, country, isSelf: user?.id === page.profile.id, tab: new URL(request.url).searchParams.get("tab"), links: ownPathLinks(request) };
}
export const loader = withMessages("routes/profile-public", pageLoader);

export default function SellerProfile({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  if (loaderData.status !== "found") {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
        <UserX aria-hidden size={56} className="text-slate-300" />
        <h1 className="mt-4 text-2xl font-bold">{i18n._(NOT_FOUND)}</h1>
        {loaderData.status === "failed" ? <p className="mt-2 text-slate-600">{i18n._(LOAD_FAILED)}</p> : null}
        <Link to="/listings" className={buttonClass({ size: "lg", className: "mt-8" })}>
          <Trans>Voir les annonces</Trans>
        </Link>
      </div>
    );
  }
  const { profile, listings, reviews, isSelf, tab } = loaderData;
  const country = resolveCountry(loaderData.country);
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <SellerHeader
        profile={profile}
        stats={{ listings: listings.total, reviews: reviews.summary.total, average: formatAverage(reviews.summary.average) }}
        contact={!isSelf}
      />
      {isSelf ? null : <ReportLink target={{ membre: profile.id }} label={t`Signaler ce membre`} />}
      <LinkTabs
        label={t`Annonces et avis`}
        initial={tab}
        tabs={[
          {
            id: "annonces",
            label: t`Annonces`,
            content:
              listings.listings.length === 0 ? (
                <p className="text-sm text-slate-500">
                  <Trans>Aucune annonce en ligne pour le moment.</Trans>
                </p>
              ) : (
                <ListingGrid headingLevel={2} listings={listings.listings} country={country} />
              ),
          },
          { id: "avis", label: t`Avis`, content: <ReviewsOverview summary={reviews.summary} items={reviews.items} /> },
        ]}
      />
    </div>
  );
}
