/**
 * Why one row of a stock file was refused, as its report shows it: "Ligne 4, colonne « prix » :
 * Veuillez renseigner le prix". `column` is the file's French column name (null: the row as a
 * whole), `message` a marked French sentence, `value` what it is about when that helps (a photo's address).
 */
export interface StockRowProblem {
  column: string | null;
  message: string;
  value?: string;
}

/** One row of an import as its preview and report list it. */
export interface ImportRowLine {
  line: number;
  reference: string | null;
  planned: "create" | "update" | "refuse";
  /** What it came to once run; null while it waits (and in a preview). */
  outcome: "created" | "updated" | "unchanged" | "refused" | null;
  listingId: string | null;
  problems: StockRowProblem[];
}
