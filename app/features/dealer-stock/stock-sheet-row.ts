/** One row of a stock file as read (stock-sheet.server.ts), before any check (stock-row.ts). */
export interface StockSheetRow {
  /** The spreadsheet's line number, the header being 1 (for JSON, the object's position from 1). */
  readonly line: number;
  /** The row's cells by French column name ("kilometrage" → "85 000"), NUL characters dropped. */
  readonly values: Record<string, string>;
}
