import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { LISTINGS_COUNT_PATH, type ResultTotal, seeResultsLabel } from "./results-label.ts";
import { useLingui } from "@lingui/react/macro";

const RECOUNT_AFTER_MS = 400;

/**
 * The filter sheet's submit, pinned at the sheet's bottom, saying how many listings the filters
 * chosen show ('Voir 128 annonces'). The server counts the form's query a moment after each change
 * (and when the sheet opens without a count); before JavaScript it is the plain submit, with the
 * count of the page shown when there is one.
 */
export function LiveCountSubmit({ total, fallback }: { total: ResultTotal | null; fallback: string }) {
  const { i18n } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(total);
  useEffect(() => setShown(total), [total]);
  const counted = useRef(total !== null);

  useEffect(() => {
    const form = button.current?.form;
    const sheet = button.current?.closest("details");
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
          setShown((await response.json()) as ResultTotal);
          counted.current = true;
        }
      } catch {
        // Aborted by a newer change, or offline: the button keeps its last words and still submits.
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
    // -bottom-4 / -mx-4: flush with the edges of the sheet's padded scroll box (in the docked column, its padding
    // below the window's edge).
    <div className="sticky -bottom-4 z-10 -mx-4 mt-4 border-t border-slate-200 bg-white px-4 pt-3 pb-4">
      <Button ref={button} type="submit" size="lg" block aria-live="polite">
        {shown ? seeResultsLabel(shown, i18n) : fallback}
      </Button>
    </div>
  );
}
