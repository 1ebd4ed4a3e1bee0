/**
 * A dealer's stock file (upload or feed) read into rows of French column → text (issue 47): CSV
 * (UTF-8 with or without BOM, or Windows-1252 as French Excel saves it; `;` or `,`), XLSX (first
 * sheet) or JSON (an array of objects, or `{ "annonces": [...] }`). Nothing is checked here but the
 * file's shape and its limits; each row's values are checked by stock-row.ts. Never throws: any
 * damaged or hostile file answers a French error.
 */
import { withoutTextControls } from "../../lib/control-characters.ts";
import { csvRecords, type SheetRecord } from "./csv-records.ts";
import { matchColumn, REFERENCE_COLUMN } from "./stock-columns.ts";
import type { StockSheetRow } from "./stock-sheet-row.ts";
import { NotAWorkbook, xlsxRecords } from "./xlsx-records.server.ts";
import { looksLikeZip } from "./zip.server.ts";

export type { StockSheetRow };

export type StockSheet = { ok: true; rows: StockSheetRow[]; unknownColumns: string[] } | { ok: false; error: string };

export const MAX_STOCK_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_STOCK_ROWS = 10_000;
/** What an XLSX may inflate to in all: far above a real 10 000-row sheet, far below a zip bomb. */
export const MAX_XLSX_INFLATED_BYTES = 100 * 1024 * 1024;

export const FILE_TOO_LARGE = /*i18n*/ "Le fichier dépasse 20 Mo";
export const TOO_MANY_ROWS = /*i18n*/ "Le fichier compte plus de 10 000 lignes";
export const FILE_EMPTY = /*i18n*/ "Le fichier est vide";
export const NO_KNOWN_COLUMN = /*i18n*/ "Aucune colonne reconnue : la première ligne doit nommer les colonnes du modèle (reference, type, marque, modele…)";
export const REFERENCE_COLUMN_MISSING = /*i18n*/ "La colonne « reference » est obligatoire : elle porte votre numéro de stock";
export const UNKNOWN_FORMAT = /*i18n*/ "Format de fichier non reconnu : envoyez un fichier CSV ou XLSX";
export const XLSX_UNREADABLE = /*i18n*/ "Le fichier XLSX est illisible ou trop volumineux une fois décompressé";
export const JSON_UNREADABLE = /*i18n*/ "Le fichier JSON est illisible : une liste d'annonces est attendue";

/** Unknown headers reported, at most: a hostile header of a million columns is not echoed back. */
const MAX_UNKNOWN_REPORTED = 50;

/** NUL (which PostgreSQL refuses) and the other invisible controls dropped; tab and line breaks kept (ADR 0022). */
const clean = withoutTextControls;

type Format = "csv" | "xlsx" | "json" | "unknown";

const extension = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? "";

/** The format by content first (a ZIP, a JSON bracket, text), the name and type only to break ties. */
function formatOf(bytes: Uint8Array, fileName: string, contentType: string | undefined): Format {
  if (looksLikeZip(bytes)) return "xlsx";
  // An old Excel .xls (a compound document): not read, the dealer is asked for CSV or XLSX.
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return "unknown";
  const type = (contentType ?? "").toLowerCase();
  const ext = extension(fileName);
  const first = firstVisibleByte(bytes);
  if (ext === "json" || type.includes("json") || ((first === 0x5b || first === 0x7b) && ext !== "csv")) return "json";
  return looksLikeText(bytes) ? "csv" : "unknown";
}

function firstVisibleByte(bytes: Uint8Array): number | undefined {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return bytes[i];
}

/** Text has few control characters: an old .xls, a PDF or an image has many (a stray NUL is tolerated, then dropped). */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  let nul = 0;
  for (const b of sample) {
    if (b === 0) nul++;
    else if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  }
  // A few stray controls in a short file are dropped later; a binary file has them everywhere.
  return control <= Math.max(8, sample.length * 0.01) && nul <= Math.max(8, sample.length * 0.1);
}

/** UTF-8 (BOM dropped) when valid, else Windows-1252: what French Excel writes for "CSV (séparateur : point-virgule)". */
export function decodeText(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return new TextDecoder("windows-1252").decode(body);
  }
}

/** Records (the first being the header; NUL characters already dropped) to rows of French column → text. */
function sheetFromRecords(records: SheetRecord[]): StockSheet {
  const header = records[0];
  if (!header) return { ok: false, error: FILE_EMPTY };
  const columns = header.cells.map((h) => matchColumn(h));
  if (!columns.some(Boolean)) return { ok: false, error: NO_KNOWN_COLUMN };
  if (!columns.includes(REFERENCE_COLUMN)) return { ok: false, error: REFERENCE_COLUMN_MISSING };
  const unknownColumns = header.cells
    .filter((h, i) => columns[i] === null && h.trim() !== "")
    .map((h) => h.trim().slice(0, 80))
    .slice(0, MAX_UNKNOWN_REPORTED);
  const rows: StockSheetRow[] = [];
  for (let r = 1; r < records.length; r++) {
    const record = records[r] as SheetRecord;
    const values: Record<string, string> = {};
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i];
      // A column written twice: its first filled cell counts.
      if (column && !values[column]) values[column] = record.cells[i] ?? "";
    }
    rows.push({ line: record.line, values });
  }
  return { ok: true, rows, unknownColumns };
}

/** A JSON value as a cell's text: lists (photos, equipment) joined with `;`. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return clean(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(cellText).join(";");
  return "";
}

function readJson(bytes: Uint8Array): StockSheet {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeText(bytes));
  } catch {
    return { ok: false, error: JSON_UNREADABLE };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { annonces?: unknown } | null)?.annonces;
  if (!Array.isArray(list)) return { ok: false, error: JSON_UNREADABLE };
  if (list.length > MAX_STOCK_ROWS) return { ok: false, error: TOO_MANY_ROWS };
  const unknown = new Set<string>();
  let known = false;
  let hasReference = false;
  const rows: StockSheetRow[] = [];
  list.forEach((item: unknown, index) => {
    if (item === null || typeof item !== "object" || Array.isArray(item)) return;
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(item)) {
      const column = matchColumn(clean(key));
      if (!column) {
        if (unknown.size < MAX_UNKNOWN_REPORTED) unknown.add(clean(key).trim().slice(0, 80));
        continue;
      }
      known = true;
      if (column === REFERENCE_COLUMN) hasReference = true;
      if (!values[column]) values[column] = cellText(value);
    }
    if (Object.values(values).some((v) => v.trim() !== "")) rows.push({ line: index + 1, values });
  });
  if (list.length > 0 && !known) return { ok: false, error: NO_KNOWN_COLUMN };
  if (list.length > 0 && !hasReference) return { ok: false, error: REFERENCE_COLUMN_MISSING };
  return { ok: true, rows, unknownColumns: [...unknown].filter(Boolean) };
}

function readXlsx(bytes: Uint8Array): StockSheet {
  let read: ReturnType<typeof xlsxRecords>;
  try {
    read = xlsxRecords(bytes, MAX_STOCK_ROWS + 1, MAX_XLSX_INFLATED_BYTES);
  } catch (error) {
    return { ok: false, error: error instanceof NotAWorkbook ? UNKNOWN_FORMAT : XLSX_UNREADABLE };
  }
  if (read.tooMany) return { ok: false, error: TOO_MANY_ROWS };
  return sheetFromRecords(read.records);
}

function readCsv(bytes: Uint8Array): StockSheet {
  const { records, tooMany } = csvRecords(clean(decodeText(bytes)), MAX_STOCK_ROWS + 1);
  if (tooMany) return { ok: false, error: TOO_MANY_ROWS };
  return sheetFromRecords(records);
}

/** The stock file's rows, or the French reason it cannot be read. */
export function readStockSheet(bytes: Uint8Array, fileName: string, contentType?: string): StockSheet {
  if (bytes.length > MAX_STOCK_FILE_BYTES) return { ok: false, error: FILE_TOO_LARGE };
  if (bytes.length === 0) return { ok: false, error: FILE_EMPTY };
  try {
    const format = formatOf(bytes, fileName, contentType);
    if (format === "xlsx") return readXlsx(bytes);
    if (format === "json") return readJson(bytes);
    if (format === "csv") return readCsv(bytes);
    return { ok: false, error: UNKNOWN_FORMAT };
  } catch {
    // A file no branch foresaw (a parser's stack on deep JSON…): an answer, never a 500.
    return { ok: false, error: UNKNOWN_FORMAT };
  }
}
