import { BellPlus } from "lucide-react";
import { redirect, useNavigation } from "react-router";
import { Form, Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/listings";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { randomActiveBanner } from "../features/ads/ads.server.ts";
import { AdBanner } from "../features/ads/components/ad-banner.tsx";
import { CardActions } from "../shell/card-actions.tsx";
import { favoriteIds } from "../features/favorites/favorites.server.ts";
import { BrowseTabs } from "../features/listings/browse/browse-tabs.tsx";
import { FilterPanel } from "../features/listings/browse/filter-panel.tsx";
import { SortSelect } from "../features/listings/browse/sort-select.tsx";
import { useCardGallery } from "../features/listings/browse/use-card-gallery.ts";
import { BROWSE_FORM_ID, useBrowseSubmit } from "../features/listings/browse/use-browse-submit.ts";
import { useLoadMore } from "../features/listings/browse/use-load-more.ts";
import { CardGallery } from "../features/listings/browse/card-gallery.tsx";
import { ListingGrid } from "../features/listings/components/listing-grid.tsx";
import { activeFilterCount, freshBrowseHref, listingsHref, parseBrowseQuery } from "../features/listings/browse-query.ts";
import { searchCriteria } from "../features/listings/search-criteria.ts";
import { savedSearchHref } from "../features/saved-searches/saved-search-href.ts";
import { type SearchPage, brandModelCounts, searchListings } from "../features/listings/search.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { noticeDatabaseFailure } from "../server/database-health.server.ts";
import { log } from "../server/log.server.ts";
import { pageUrl } from "../server/page-url.server.ts";
import { withDealBadges } from "../features/pricing/pricing.server.ts";
import { pageLinks } from "../features/seo/page-links.server.ts";
import { requestLanguage, withMessages } from "../server/i18n.server.ts";
import { pathWithoutLanguage } from "../lib/language.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { groupDigits } from "../lib/grouped-number.ts";
import { usePageLanguage } from "../components/ui/link.tsx";

export const meta: Route.MetaFunction = (args) => {
  const i18n = metaI18n(args.matches);
  const { loaderData } = args;
  return [
    { title: loaderData?.query.kind === "rental" ? i18n._(msg`Louer un véhicule — AutoAfrique`) : i18n._(msg`Acheter un véhicule — AutoAfrique`) },
    { name: "description", content: i18n._(msg`Voitures à vendre et à louer en Afrique de l'Ouest : filtrez par prix, marque, année, ville.`) },
    ...(loaderData?.links ?? []),
  ];
};

async function pageLoader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const query = parseBrowseQuery(url.searchParams);
  // A plain GET form sends every field, empty or default: answer with the one short URL of that
  // state, so a shared link is short and equal searches have equal URLs.
  const canonical = listingsHref(query);
  if (`${pathWithoutLanguage(url.pathname)}${url.search}` !== canonical) throw redirect(canonical);
  const user = await getSessionUser(request);
  const country = await selectedCountry(request, user?.country);
  const criteria = searchCriteria(query, resolveCountry(country));
  const [page, banner, choices] = await Promise.all([
    searchListings(criteria, { after: query.after }).catch((error: unknown): SearchPage => {
      // Spec §8: a failed list read is only logged; the visitor sees an empty list. Not while the
      // database is away: an empty list would say there is no car, the 503 page says to come back.
      if (noticeDatabaseFailure(error)) throw error;
      log.error("listings.search_failed", { error: String(error), query: request.url });
      return { listings: [], next: null, total: { count: 0, capped: false } };
    }),
    randomActiveBanner(),
    // The filter's numbers go with the first page only ('Voir plus' reads the listings alone).
    query.after
      ? null
      : brandModelCounts(criteria).catch((error: unknown) => {
          if (noticeDatabaseFailure(error)) throw error;
          log.error("listings.choice_counts_failed", { error: String(error), query: request.url });
          return null;
        }),
  ]);
  const [favorites, rated] = await Promise.all([
    favoriteIds(
      user?.id,
      page.listings.map((l) => l.id),
    ),
    withDealBadges(page.listings),
  ]);
  return {
    query,
    country,
    page: { ...page, listings: rated },
    choices,
    favorites: user ? [...favorites] : null,
    banner,
    links: pageLinks(canonical, requestLanguage(request)),
  };
}
export const loader = withMessages("routes/listings", pageLoader);

function ResultCount({ total }: { total: { count: number; capped: boolean } }) {
  const language = usePageLanguage();
  const count = total.count;
  const shown = groupDigits(count, language);
  if (total.capped) return <Trans>{shown}+ véhicules trouvés</Trans>;
  // French: 0 and 1 take the singular.
  return count > 1 ? <Trans>{shown} véhicules trouvés</Trans> : <Trans>{shown} véhicule trouvé</Trans>;
}

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { query, page, banner } = loaderData;
  const country = resolveCountry(loaderData.country);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && pathWithoutLanguage(navigation.location.pathname) === "/listings";
  const more = useLoadMore(query, page.listings, page.next, loaderData.favorites);
  const favorites = more.favorites ? new Set(more.favorites) : null;
  const resetTo = freshBrowseHref(query.kind);
  const filterCount = activeFilterCount(query.filters);
  const gallery = useCardGallery();
  const onSubmit = useBrowseSubmit();
  const canonical = listingsHref(query);
  const { t } = useLingui();

  return (
    <div className="mx-auto max-w-6xl px-4 py-4">
      {/* The tabs below show which; the heading names the page for those who move by headings. */}
      <h1 className="sr-only">{query.kind === "rental" ? <Trans>Louer un véhicule</Trans> : <Trans>Acheter un véhicule</Trans>}</h1>
      <BrowseTabs query={query} />

      <div className="lg:grid lg:grid-cols-[20rem_1fr] lg:gap-6">
        {/* Keyed by the URL: after any navigation the fields show what the URL applies, nothing older. */}
        <Form key={canonical} method="get" action="/listings" id={BROWSE_FORM_ID} onSubmit={onSubmit}>
          <FilterPanel query={query} country={country} filterCount={filterCount} resetTo={resetTo} total={page.total} choices={loaderData.choices} />
        </Form>

        <section aria-label={t`Résultats`} className="min-w-0">
          <div role="search" className="flex gap-2">
            <label htmlFor="browse-search" className="sr-only">
              <Trans>Rechercher</Trans>
            </label>
            <input
              key={canonical}
              id="browse-search"
              name="search"
              type="search"
              form={BROWSE_FORM_ID}
              defaultValue={query.search}
              placeholder={t`Rechercher par marque, modèle, ville...`}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2.5"
            />
            <Button type="submit" form={BROWSE_FORM_ID} size="lg">
              <Trans>Rechercher</Trans>
            </Button>
          </div>

          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="result-count">
              {loading ? <Trans>Chargement des annonces...</Trans> : page.total ? <ResultCount total={page.total} /> : null}
            </p>
            {/* On a phone the sort goes under 'Enregistrer cette recherche' rather than squeezing it. */}
            <div className="flex flex-wrap items-center gap-2">
              {/* A plain link carrying the search: the page is shared by every member, the next one knows who asks. */}
              <Link to={savedSearchHref(canonical)} className={buttonClass({ variant: "outline", size: "sm" })}>
                <BellPlus aria-hidden size={16} /> <Trans>Enregistrer cette recherche</Trans>
              </Link>
              <SortSelect sort={query.sort} form={BROWSE_FORM_ID} />
            </div>
          </div>

          <div className={`mt-4 ${loading ? "opacity-60" : ""}`}>
            {more.listings.length === 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
                <p className="font-semibold">
                  <Trans>Aucun véhicule trouvé</Trans>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  <Trans>Essayez d'élargir votre recherche ou de retirer des filtres.</Trans>
                </p>
                <Link to={resetTo} className={buttonClass({ size: "lg", className: "mt-4" })}>
                  <Trans>Réinitialiser la recherche</Trans>
                </Link>
              </div>
            ) : (
              <ListingGrid
                headingLevel={2}
                listings={more.listings}
                country={country}
                action={(l) => <CardActions kind={l.kind} listingId={l.id} isFavorite={favorites ? favorites.has(l.id) : null} />}
                onOpenPhotos={gallery.open}
                ad={banner ? () => <AdBanner banner={banner} /> : undefined}
              />
            )}
          </div>

          {more.nextHref ? (
            <div className="mt-6 text-center">
              <Link to={more.nextHref} onClick={more.onClick} className={buttonClass({ variant: "outline", size: "lg" })} aria-busy={more.busy}>
                {more.busy ? <Trans>Chargement des annonces...</Trans> : <Trans>Voir plus d'annonces</Trans>}
              </Link>
            </div>
          ) : null}
        </section>
      </div>
      <CardGallery gallery={gallery} />
    </div>
  );
}
