import { Button } from "../../../components/ui/button.tsx";
import { useLiveCounts } from "./live-counts.tsx";
import { seeResultsLabel } from "./results-label.ts";
import { useLingui } from "@lingui/react/macro";

/**
 * The filter sheet's submit, pinned at the sheet's bottom, saying how many listings the filters
 * chosen show ('Voir 128 annonces'), as counted by the `LiveCounts` around it; before JavaScript it
 * is the plain submit, with the count of the page shown when there is one.
 */
export function LiveCountSubmit({ fallback }: { fallback: string }) {
  const { i18n } = useLingui();
  const { total } = useLiveCounts();
  return (
    // -bottom-4 / -mx-4: flush with the edges of the sheet's padded scroll box (in the docked column, its padding
    // below the window's edge).
    <div className="sticky -bottom-4 z-10 -mx-4 mt-4 border-t border-slate-200 bg-white px-4 pt-3 pb-4">
      <Button type="submit" size="lg" block aria-live="polite">
        {total ? seeResultsLabel(total, i18n) : fallback}
      </Button>
    </div>
  );
}
