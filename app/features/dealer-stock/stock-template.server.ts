/** The import's template as an XLSX file: the same cells as the CSV (stock-template.ts), numbers as numbers. */
import { stockTemplateRows } from "./stock-template.ts";
import { writeXlsx } from "./xlsx-write.server.ts";

/** The columns whose cells a spreadsheet should hold as numbers (they sort and sum). */
const NUMBER_COLUMNS = new Set(["annee", "kilometrage", "prix", "prix_par_jour", "accidents", "proprietaires", "portes", "places", "puissance", "cylindres"]);

export function stockTemplateXlsx(): Uint8Array<ArrayBuffer> {
  const [header = [], ...examples] = stockTemplateRows();
  const typed = examples.map((cells) => cells.map((value, i) => (NUMBER_COLUMNS.has(header[i] ?? "") && /^\d+$/.test(value) ? Number(value) : value)));
  return writeXlsx([header, ...typed], "Stock");
}
