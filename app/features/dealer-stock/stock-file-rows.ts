import { resolveCountry } from "../../lib/countries.ts";
import type { StockListingInput } from "./stock-listing.server.ts";
import type { StockRowProblem } from "./stock-report.ts";
import { checkStockRow, checkStockRows } from "./stock-row.ts";
import type { StockSheetRow } from "./stock-sheet-row.ts";
import { stockCountryCode } from "./stock-values.ts";

/** A row of a file as its import keeps it: its cells, and whether the checks let it through. */
export interface CheckedFileRow {
  line: number;
  reference: string | null;
  kind: "sale" | "rental" | null;
  cells: Record<string, string>;
  ok: boolean;
  problems: StockRowProblem[];
}

/** Every row of a file checked (the posting form's rules, a reference once per file), with its cells kept for the run. */
export function checkFileRows(rows: readonly StockSheetRow[]): CheckedFileRow[] {
  return checkStockRows(rows).map((check, i) => {
    const cells = rows[i]?.values ?? {};
    if (check.ok) return { line: check.input.line, reference: check.input.reference, kind: check.input.kind, cells, ok: true, problems: [] };
    return { line: check.line, reference: check.reference, kind: null, cells, ok: false, problems: [...check.problems] };
  });
}

/**
 * A kept row made ready to save, checked again as it is run (the rules may have moved since the
 * preview: a year range, a model list): prices in the currency of the row's country.
 */
export function rowStockInput(line: number, cells: unknown): { ok: true; input: StockListingInput } | { ok: false; problems: StockRowProblem[] } {
  const values = (cells ?? {}) as Record<string, string>;
  const currency = resolveCountry(stockCountryCode(values.pays));
  const check = checkStockRow({ line, values }, currency);
  if (!check.ok) return { ok: false, problems: [...check.problems] };
  const { reference, kind, fields, photoUrls } = check.input;
  return { ok: true, input: { reference, kind, fields, photoUrls, currency } };
}
