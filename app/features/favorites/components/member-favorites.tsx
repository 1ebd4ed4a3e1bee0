import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

interface Value {
  /** The member's favourites as last read for them, or undefined (not read, or nobody signed in). */
  favorites: ReadonlySet<string> | undefined;
  /** Asks for the member's favourites once, when a page shared by every member shows hearts. */
  need: () => void;
  /** When the last read of the favourites began: a heart set before it is what the read says. */
  readSince: number;
}

const MemberFavoritesContext = createContext<Value>({ favorites: undefined, need: () => {}, readSince: 0 });
const OverridesContext = createContext<{ get: (id: string, readSince: number) => boolean | undefined; set: (id: string, favorite: boolean) => void }>({
  get: () => undefined,
  set: () => {},
});

/** Hands the member's favourites, read by the shell, to every heart of the page. */
export function MemberFavoritesProvider({ favorites, need, readSince, children }: Value & { children: React.ReactNode }) {
  const [overrides, setOverrides] = useState<ReadonlyMap<string, { favorite: boolean; at: number }>>(new Map());
  const set = useCallback((id: string, favorite: boolean) => setOverrides((current) => new Map(current).set(id, { favorite, at: Date.now() })), []);
  const get = useCallback(
    (id: string, since: number) => {
      const override = overrides.get(id);
      return override && override.at >= since ? override.favorite : undefined;
    },
    [overrides],
  );
  const value = useMemo(() => ({ favorites, need, readSince }), [favorites, need, readSince]);
  const overridesValue = useMemo(() => ({ get, set }), [get, set]);
  return (
    <MemberFavoritesContext.Provider value={value}>
      <OverridesContext.Provider value={overridesValue}>{children}</OverridesContext.Provider>
    </MemberFavoritesContext.Provider>
  );
}

/**
 * Whether a heart is pressed: as the member just set it, else as the page's data says when it was
 * read for them (`fromPage` not null), else as their favourites say (read when first needed; a
 * page every member shares holds nobody's hearts: ADR 0035).
 */
export function useFavorite(listingId: string, fromPage: boolean | null): { favorite: boolean; set: (favorite: boolean) => void } {
  const { favorites, need, readSince } = useContext(MemberFavoritesContext);
  const overrides = useContext(OverridesContext);
  const unknown = fromPage === null;
  useEffect(() => {
    if (unknown) need();
  }, [unknown, need]);
  const favorite = overrides.get(listingId, readSince) ?? fromPage ?? favorites?.has(listingId) ?? false;
  return { favorite, set: (next) => overrides.set(listingId, next) };
}
