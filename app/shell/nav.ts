export interface NavEntry {
  to: string;
  label: string;
}

export const BOTTOM_BAR: readonly NavEntry[] = [
  { to: "/", label: "Accueil" },
  { to: "/listings", label: "Acheter" },
  { to: "/sell", label: "Poster" },
  { to: "/messages", label: "Messages" },
  { to: "/profile", label: "Profil" },
];

/** '/' is active only on the home page; any other entry on its path and below it. */
export function isActiveEntry(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
