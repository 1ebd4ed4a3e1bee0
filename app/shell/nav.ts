import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pathWithoutLanguage } from "../lib/language.ts";
import { KIND_PARAM } from "../features/listings/browse-query.ts";

export interface NavEntry {
  to: string;
  /** Shown with `i18n._(label)`, in the page's language. */
  label: MessageDescriptor;
}

export const BOTTOM_BAR: readonly NavEntry[] = [
  { to: "/", label: msg`Accueil` },
  { to: "/listings", label: msg`Acheter` },
  { to: "/sell", label: msg`Poster` },
  { to: "/messages", label: msg`Messages` },
  { to: "/profile", label: msg`Profil` },
];

/**
 * '/' is active only on the home page; any other entry on its path and below it, except 'Acheter'
 * on the browse page's Louer tab (`?type=location`), where the visitor is not buying.
 */
export function isActiveEntry(pathname: string, to: string, search = ""): boolean {
  pathname = pathWithoutLanguage(pathname);
  if (to === "/") return pathname === "/";
  if (to === "/listings" && new URLSearchParams(search).get(KIND_PARAM.name) === KIND_PARAM.rental) return false;
  return pathname === to || pathname.startsWith(`${to}/`);
}
