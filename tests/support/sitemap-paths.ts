/** Reads a path of the site (GET) and gives its text: Playwright's request, or fetch on a base URL. */
export type GetText = (path: string) => Promise<string>;

const FILE = /<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g;
const LISTING = /<loc>[^<]*?(\/(?:listing|rental)\/[0-9a-f-]{36})<\/loc>/g;

/**
 * The listing pages (/listing/{id}, /rental/{id}) the sitemaps list, found the way a crawler finds
 * them: the index, then each file it names, until `enough` says stop.
 */
export async function sitemapListingPaths(get: GetText, enough: (paths: string[]) => boolean = () => false): Promise<string[]> {
  const index = await get("/sitemap.xml");
  const files = [...index.matchAll(FILE)].map((m) => m[1]);
  // A site of one sitemap (an earlier build, before the index of ADR 0045) lists the pages itself.
  const paths = [...index.matchAll(LISTING)].map((m) => m[1]);
  if (enough(paths)) return paths;
  for (const file of files) {
    paths.push(...[...(await get(file)).matchAll(LISTING)].map((m) => m[1]));
    if (enough(paths)) break;
  }
  return paths;
}

/** The first sale's (`listing`) or rental's page the sitemaps list. */
export async function firstListingPath(get: GetText, kind: "listing" | "rental"): Promise<string> {
  const ofKind = (paths: string[]) => paths.find((p) => p.startsWith(`/${kind}/`));
  const path = ofKind(await sitemapListingPaths(get, (paths) => ofKind(paths) !== undefined));
  if (!path) throw new Error(`no /${kind}/ page in the sitemaps`);
  return path;
}

/** GetText over fetch, for a server at `base`. */
export const fetchText =
  (base: string): GetText =>
  async (path) =>
    (await fetch(`${base}${path}`)).text();
