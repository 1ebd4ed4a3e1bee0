import type { Route } from "./+types/home";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { FeaturedVehicles } from "../features/listings/home/components/featured-vehicles.tsx";
import { usePersonalBits } from "../shell/personal-bits.tsx";
import { HomeHero } from "../features/listings/home/components/hero.tsx";
import { PremiumSection } from "../features/listings/home/components/premium-section.tsx";
import { CardActions } from "../shell/card-actions.tsx";
import { RecentlyViewedSection } from "../features/recently-viewed/components/recently-viewed-section.tsx";
import type { ListingSummary } from "../features/listings/listing.ts";
import { useSubscription } from "../features/subscription/subscription-status.tsx";
import { vitrineOf } from "../features/listings/home/vitrine.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { pageLinks } from "../features/seo/page-links.server.ts";
import { type HomeCard, homePage } from "./home-page.server.ts";
import { postedCard } from "../features/listings/posted-card/posted-card.server.ts";
import { PostedListingCard } from "../features/listings/posted-card/components/posted-listing-card.tsx";
import { useEffect } from "react";
import { requestLanguage, withMessages } from "../server/i18n.server.ts";

/** Cards whose photo loads at once; the rest wait until scrolled near. */
const EAGER_CARDS = 2;

const favoriteToggle = (listing: HomeCard) => <CardActions kind={listing.kind} listingId={listing.id} isFavorite={listing.isFavorite} />;
// The section is filled on the client, for this person: its hearts come with the member's bits.
const recentActions = (listing: ListingSummary) => <CardActions kind={listing.kind} listingId={listing.id} isFavorite={null} />;

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const country = await selectedCountry(request, user?.country);
  const vitrine = vitrineOf(new URL(request.url).searchParams);
  const [page, card] = await Promise.all([homePage({ country, userId: user?.id ?? null, vitrine }), user ? postedCard(user.id) : null]);
  // The card 'Votre annonce est en ligne' only in a page rendered for its owner alone (the landing
  // after 'Publier': the flash cookie keeps it out of the caches); null when read for every member,
  // who get theirs from /moi (ADR 0054).
  const posted = user ? { card } : null;
  return { firstName: user?.firstName || null, country, vitrine, ...page, posted, links: pageLinks("/", requestLanguage(request)) };
}
export const loader = withMessages("routes/home", pageLoader);

// The root's title and description, and the one URL of the home page whatever its query says (with its other language's).
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [...(matches[0]?.meta ?? []), ...(loaderData?.links ?? [])];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { premium, featured, banner, vitrine, browseHref } = loaderData;
  // On the page every member shares, the name comes with the member's bits (ADR 0035).
  const { member, bits, need } = usePersonalBits();
  const firstName = loaderData.firstName ?? bits?.shell.user.firstName ?? null;
  // The member's card of the listing they posted: in their own render, else with their bits.
  const posted = loaderData.posted ? loaderData.posted.card : (bits?.postedCard ?? null);
  const cardUnknown = member && !loaderData.posted;
  useEffect(() => {
    if (cardUnknown) need();
  }, [cardUnknown, need]);
  // The member's plan comes with the page's shell: not read a second time for the hero.
  const { pro } = useSubscription().status;
  const country = resolveCountry(loaderData.country);
  return (
    <>
      {posted ? <PostedListingCard key={posted.id} card={posted} /> : null}
      <HomeHero firstName={firstName} pro={pro} member={member} />
      <PremiumSection listings={premium} country={country} eagerCount={EAGER_CARDS} action={favoriteToggle} />
      <FeaturedVehicles
        vitrine={vitrine}
        browseHref={browseHref}
        listings={featured}
        banner={banner}
        country={country}
        eagerCount={Math.max(0, EAGER_CARDS - premium.length)}
        action={favoriteToggle}
      />
      <RecentlyViewedSection member={member} country={country} action={recentActions} />
    </>
  );
}
