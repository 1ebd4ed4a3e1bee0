import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { MemberFavoritesProvider } from "../features/favorites/components/member-favorites.tsx";
import type { PersonalBits } from "./personal-bits.server.ts";

export const PERSONAL_BITS_PATH = "/moi";

/** undefined until read (or never needed: a page rendered for the member carries its own); null for nobody signed in. */
type Bits = PersonalBits | null | undefined;

const PersonalContext = createContext<{ member: boolean; bits: Bits; need: () => void }>({ member: false, bits: undefined, need: () => {} });

/**
 * A member's own bits on a page every member shares (ADR 0035): read from `/moi` once the page
 * runs, and again each time the page's data is (after a form, a live event), so the header, the
 * bell and the hearts follow like those of a page rendered for them. Nothing is asked for a visitor.
 */
export function PersonalBitsProvider({
  member,
  shared,
  revision,
  children,
}: {
  /** Someone is signed in (the page says so, rendered for them or for every member). */
  member: boolean;
  /** The page was rendered for every member: the header's bits come from `/moi`. */
  shared: boolean;
  /** Changes with each new read of the page's data. */
  revision: unknown;
  children: React.ReactNode;
}) {
  const [bits, setBits] = useState<Bits>(undefined);
  const [readSince, setReadSince] = useState(0);
  const reading = useRef<Promise<void> | null>(null);

  const read = useCallback(() => {
    const startedAt = Date.now();
    const request = fetch(PERSONAL_BITS_PATH, { headers: { accept: "application/json" } })
      // 401: nobody is signed in any more (the session ended): the header then offers to sign in.
      .then((response) => (response.ok ? (response.json() as Promise<PersonalBits>) : response.status === 401 ? null : undefined))
      .then((next) => {
        if (next === undefined) return;
        setBits(next);
        setReadSince(startedAt);
      })
      .catch(() => {})
      .finally(() => {
        if (reading.current === request) reading.current = null;
      });
    reading.current = request;
  }, []);

  const bitsRead = bits !== undefined;
  const readAgain = member && (shared || bitsRead);
  useEffect(() => {
    // Each new revision of the page's data (a form sent, a live event) reads the bits again.
    if (readAgain) read();
  }, [revision, readAgain, read]);

  const need = useCallback(() => {
    if (member && !bitsRead && !reading.current) read();
  }, [member, bitsRead, read]);
  const favorites = useMemo(() => (bits ? new Set(bits.favorites) : undefined), [bits]);
  const value = useMemo(() => ({ member, bits, need }), [member, bits, need]);

  return (
    <PersonalContext.Provider value={value}>
      <MemberFavoritesProvider favorites={favorites} need={need} readSince={readSince}>
        {children}
      </MemberFavoritesProvider>
    </PersonalContext.Provider>
  );
}

/**
 * Whether someone is signed in, and their bits once read (see `Bits`); `need` asks for them once
 * when a page shared by every member shows something of the member's it does not hold.
 */
export function usePersonalBits(): { member: boolean; bits: Bits; need: () => void } {
  return useContext(PersonalContext);
}
