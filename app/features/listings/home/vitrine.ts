import type { ListingKind } from "../listing.ts";

/**
 * The home page's featured tabs (Vente, Location) are links: the server renders only the chosen
 * tab, so the hidden tab costs no bytes and the tabs work before JavaScript.
 */
export const VITRINE_PARAM = "vitrine";

export function vitrineOf(params: URLSearchParams): ListingKind {
  return params.get(VITRINE_PARAM) === "location" ? "rental" : "sale";
}

export function vitrineHref(kind: ListingKind): string {
  return kind === "rental" ? `/?${VITRINE_PARAM}=location` : "/";
}
