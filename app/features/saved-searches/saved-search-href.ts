/** 'Enregistrer cette recherche' from a /listings URL: the same query, on the saving page. */
export function savedSearchHref(listingsHref: string): string {
  const at = listingsHref.indexOf("?");
  return at < 0 ? "/recherches/nouvelle" : `/recherches/nouvelle${listingsHref.slice(at)}`;
}
