import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ListingKind, ListingSummary } from "../listing.ts";
import { cardPhotoSelector } from "../components/listing-card.tsx";

/** The mark of the history entry a card's gallery adds over the results it was opened from. */
const MARK = "aaCardGallery";
/** The fragment the results' entry carries while a gallery is open over it (no element has this id). */
const UNDER_GALLERY = "#galerie";

type Listing = { kind: ListingKind; id: string };

function markOf(state: unknown): Listing | null {
  const mark = (state as Record<string, unknown> | null)?.[MARK] as Partial<Listing> | undefined;
  return mark && (mark.kind === "sale" || mark.kind === "rental") && typeof mark.id === "string" ? { kind: mark.kind, id: mark.id } : null;
}

function withoutHash(): string {
  const { pathname, search } = window.location;
  return `${pathname}${search}`;
}

/** The results' entry gets its plain address back once nothing is open over it (React Router has read it by then). */
function forgetUnderGallery() {
  window.setTimeout(() => {
    if (window.location.hash === UNDER_GALLERY && !markOf(window.history.state)) window.history.replaceState(window.history.state, "", withoutHash());
  });
}

/**
 * Spec §2: a card's photo opens a full-screen gallery; the photos are fetched only then.
 *
 * The open gallery is a history entry of its own over the results': the phone's Back closes it and
 * leaves the results as they are (their URL, the pages 'Voir plus' appended, the scroll). It is
 * pushed with the browser's history alone, the results' URL under a mark, and the results' own
 * entry takes a fragment meanwhile: the Back that leaves the gallery is then, for React Router, a
 * move to a fragment of the same page, which reads nothing again (a Back to the very same URL would
 * read the results anew and drop the appended pages). Closing it otherwise (its button, Escape) goes
 * back over it, so no entry is left for a later Back to stop on; 'Voir l'annonce' replaces it (a
 * `replace` link), so Back from the listing lands on the results. Focus goes back to the card's
 * photo button.
 */
export function useCardGallery() {
  const fetcher = useFetcher<{ title: string; images: string[] }>();
  /** The listing whose photos were asked for, then shown. */
  const [listing, setListing] = useState<Listing | null>(null);
  const shown = useRef<Listing | null>(null);
  const [isOpen, setOpen] = useState(false);
  const open = useRef(false);
  /** Set from a card's tap until its photos arrive: the answer held before it is not theirs. */
  const asked = useRef<{ before: unknown } | null>(null);
  /** Whether the gallery's entry is the current one (until the Back that leaves it). */
  const onEntry = useRef(false);
  const focusBack = useRef(false);

  const { load, data } = fetcher;
  const ask = useCallback(
    (next: Listing) => {
      setOpen(false);
      setListing(next);
      shown.current = next;
      asked.current = { before: data };
      void load(`/photos/${next.kind}/${next.id}`);
    },
    [load, data],
  );

  const shut = useCallback(() => {
    if (!open.current) return;
    open.current = false;
    focusBack.current = true;
    setOpen(false);
  }, []);

  // The photos are here: show them, over an entry of their own.
  useEffect(() => {
    if (fetcher.state !== "idle" || !data || !asked.current || data === asked.current.before || !listing) return;
    asked.current = null;
    open.current = true;
    setOpen(true);
    const state: unknown = window.history.state;
    if (markOf(state)) return;
    const results = withoutHash();
    window.history.replaceState(state, "", `${results}${UNDER_GALLERY}`);
    window.history.pushState({ ...(state as object | null), [MARK]: { kind: listing.kind, id: listing.id } }, "", results);
    onEntry.current = true;
  }, [fetcher.state, data, listing]);

  // Back (or the close button's own Back) leaves the gallery's entry: close it.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (markOf(event.state)) return;
      onEntry.current = false;
      shut();
      forgetUnderGallery();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [shut]);

  // Back from the listing 'Voir l'annonce' opened: the results' entry still carries the fragment.
  useEffect(forgetUnderGallery, []);

  // Once closed (the <dialog> is: its effect ran first), the card's photo button has the focus
  // again, the page left where it is.
  useEffect(() => {
    const to = shown.current;
    if (isOpen || !focusBack.current || !to) return;
    focusBack.current = false;
    document.querySelector<HTMLElement>(cardPhotoSelector(to))?.focus({ preventScroll: true });
  }, [isOpen]);

  return {
    photos: data ?? null,
    /** The listing the gallery shows, for its 'Voir l'annonce'. */
    listing,
    isOpen,
    open: (next: ListingSummary) => ask(next),
    close() {
      shut();
      // Back over the gallery's entry, once (the <dialog>'s own close event calls this again).
      if (!onEntry.current || !markOf(window.history.state)) return;
      onEntry.current = false;
      window.history.back();
    },
  };
}
