import { type ReactNode, createContext, useContext, useEffect, useRef, useState } from "react";
import type { BrandModelCounts, LiveCountAnswer } from "./choice-counts.ts";
import { LISTINGS_COUNT_PATH, type ResultTotal } from "./results-label.ts";

const RECOUNT_AFTER_MS = 400;

interface Counts {
  total: ResultTotal | null;
  choices: BrandModelCounts | null;
}

const LiveCountsContext = createContext<Counts>({ total: null, choices: null });

/** The counts of the filter form around: its total ('Voir 128 annonces') and its choices' numbers. */
export function useLiveCounts(): Counts {
  return useContext(LiveCountsContext);
}

/**
 * Counts what the surrounding filter form would show, for the parts of the form inside it: the
 * server counts the form's query a moment after each change (and when its sheet opens without a
 * count). Before JavaScript, or offline, the counts are those of the page shown, if any.
 */
export function LiveCounts({ total, choices, children }: Counts & { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [counts, setCounts] = useState<Counts>({ total, choices });
  useEffect(() => setCounts({ total, choices }), [total, choices]);
  const counted = useRef(total !== null);

  useEffect(() => {
    const form = anchor.current?.closest("form");
    const sheet = anchor.current?.closest("details");
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const recount = async () => {
      request?.abort();
      request = new AbortController();
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
      try {
        const response = await fetch(`${LISTINGS_COUNT_PATH}?${query}`, { signal: request.signal, headers: { Accept: "application/json" } });
        if (response.ok) {
          const { choices: countedChoices, ...answer } = (await response.json()) as LiveCountAnswer;
          setCounts({ total: answer, choices: countedChoices });
          counted.current = true;
        }
      } catch {
        // Aborted by a newer change, or offline: the counts shown stay, and the form still submits.
      }
    };
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(recount, RECOUNT_AFTER_MS);
    };
    const opened = () => {
      if (sheet?.open && !counted.current) void recount();
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    sheet?.addEventListener("toggle", opened);
    // Opened before this code arrived.
    opened();
    return () => {
      clearTimeout(timer);
      request?.abort();
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      sheet?.removeEventListener("toggle", opened);
    };
  }, []);

  return (
    // No box of its own: the sheet's layout (its pinned submit) is unchanged.
    <div ref={anchor} className="contents">
      <LiveCountsContext.Provider value={counts}>{children}</LiveCountsContext.Provider>
    </div>
  );
}
