import { ChevronLeft, ChevronRight } from "lucide-react";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { cx } from "./cx.ts";

/** How wide the edge hints are: a tab brought into view stops clear of them. */
const HINT_PX = 40;

interface Edges {
  /** Measured in the browser: the hints can stand for the native scrollbar. */
  measured: boolean;
  /** Content hides past the start of the row. */
  before: boolean;
  /** Content hides past its end. */
  after: boolean;
}

/**
 * A row that scrolls sideways (a tab row too long for the screen): which of its ends hide content,
 * kept up to date as it scrolls or resizes, and a way to bring one of its items fully into view.
 * The row must be positioned (`relative`) for its items' offsets to be measured from it.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const row = useRef<T>(null);
  const [edges, setEdges] = useState<Edges>({ measured: false, before: false, after: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // One pixel of slack: zoomed screens report fractional scroll positions.
      const next = { measured: true, before: element.scrollLeft > 1, after: element.scrollLeft < hidden - 1 };
      setEdges((now) => (now.measured && now.before === next.before && now.after === next.after ? now : next));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, []);
  /** Scrolls the row (never the page) just enough for `item` to stand clear of the edge hints. */
  const reveal = useCallback((item: HTMLElement | null | undefined) => {
    const element = row.current;
    if (!element || !item) return;
    const start = item.offsetLeft - HINT_PX;
    const end = item.offsetLeft + item.offsetWidth + HINT_PX - element.clientWidth;
    if (start < element.scrollLeft) element.scrollLeft = Math.max(0, start);
    else if (end > element.scrollLeft) element.scrollLeft = end;
  }, []);
  return { row, edges, reveal };
}

/** The row's own classes: it scrolls sideways, its scrollbar hidden once the hints replace it (before that, it is the only sign). */
export function scrollRowClass(edges: Edges): string {
  return cx("relative overflow-x-auto", edges.measured && "[scrollbar-width:none]");
}

/**
 * The hints over the ends of a sideways row that hide content: the row fades out under a chevron,
 * so a cut label reads as "more this way", and a click (a mouse has no sideways swipe) scrolls it by
 * most of its width. Keyboard users move through the tabs themselves, so the hints stay out of the
 * tab order and out of the accessibility tree. Place inside a `relative` box around the row.
 * `className` gives the row's background as the gradient's start (`from-white`) and its corners.
 */
export function ScrollEdgeHints({ row, edges, className }: { row: RefObject<HTMLElement | null>; edges: Edges; className: string }) {
  const scroll = (direction: -1 | 1) => {
    const element = row.current;
    // A script's smooth scroll is not stopped by CSS: the reduced-motion wish is read here.
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: still ? "auto" : "smooth" });
  };
  const hint = "absolute inset-y-0 z-10 flex w-10 items-center text-slate-600 from-45% hover:text-slate-900";
  return (
    <>
      {edges.before ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          data-scroll-hint="before"
          onClick={() => scroll(-1)}
          className={cx(hint, className, "start-0 justify-start bg-linear-to-r ps-1")}
        >
          <ChevronLeft size={18} />
        </button>
      ) : null}
      {edges.after ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          data-scroll-hint="after"
          onClick={() => scroll(1)}
          className={cx(hint, className, "end-0 justify-end bg-linear-to-l pe-1")}
        >
          <ChevronRight size={18} />
        </button>
      ) : null}
    </>
  );
}
