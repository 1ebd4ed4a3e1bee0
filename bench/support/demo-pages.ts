import { fetchText, firstListingPath } from "../../tests/support/sitemap-paths.ts";

/**
 * The sale page audited: the first one browse shows, which is the same car in both demo databases
 * (the same listings in the same order, with their own ids), where the sitemaps' order is by id.
 */
export async function salePage(base: string): Promise<string> {
  const browse = await fetchText(base)("/listings");
  const path = /href="(\/listing\/[0-9a-f-]{36})"/.exec(browse)?.[1];
  return path ?? firstListingPath(fetchText(base), "listing");
}

/** The rental page audited: the first one browse shows for rentals (`?type=location`), as for sales. */
export async function rentalPage(base: string): Promise<string> {
  const browse = await fetchText(base)("/listings?type=location");
  const path = /href="(\/rental\/[0-9a-f-]{36})"/.exec(browse)?.[1];
  return path ?? firstListingPath(fetchText(base), "rental");
}
