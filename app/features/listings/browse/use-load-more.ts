import type { MouseEvent } from "react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { type BrowseQuery, listingsHref } from "../browse-query.ts";
import type { ListingSummary } from "../listing.ts";

/** What the browse loader answers for one page (the fields the appended pages need). */
interface BrowsePageData {
  query: BrowseQuery;
  page: { listings: ListingSummary[]; next: string | null };
  favorites: string[];
}

/**
 * "Voir plus d'annonces": with JavaScript the next page is fetched and appended under the cards
 * already shown; without it the link opens the next page on its own.
 */
export function useLoadMore(query: BrowseQuery, first: ListingSummary[], firstNext: string | null, firstFavorites: string[] | null) {
  const fetcher = useFetcher<BrowsePageData>();
  const [pages, setPages] = useState<{ listings: ListingSummary[]; next: string | null; favorites: string[] | null }>({
    listings: first,
    next: firstNext,
    favorites: firstFavorites,
  });
  useEffect(() => setPages({ listings: first, next: firstNext, favorites: firstFavorites }), [first, firstNext, firstFavorites]);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data) return;
    setPages((p) =>
      data.query.after === p.next
        ? {
            listings: [...p.listings, ...data.page.listings],
            next: data.page.next,
            // Either page read for nobody in particular: the member's own hearts say (ADR 0035).
            favorites: p.favorites && data.favorites ? [...p.favorites, ...data.favorites] : null,
          }
        : p,
    );
  }, [fetcher.state, fetcher.data]);
  // The next page's URL: the link's target without JavaScript, the fetch's with it.
  const nextHref = pages.next ? listingsHref({ ...query, after: pages.next }) : null;
  return {
    ...pages,
    nextHref,
    busy: fetcher.state !== "idle",
    onClick(event: MouseEvent) {
      if (!nextHref || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      if (fetcher.state === "idle") fetcher.load(nextHref);
    },
  };
}
