import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pathWithoutLanguage } from "../lib/language.ts";

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

/** '/' is active only on the home page; any other entry on its path and below it. */
export function isActiveEntry(pathname: string, to: string): boolean {
  pathname = pathWithoutLanguage(pathname);
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
