/**
 * A CSV text split into records, as a spreadsheet reads it (RFC 4180 plus what French Excel
 * writes): the separator (`;`, `,` or tab) is the one the first line uses most, quoted fields may
 * hold separators, doubled quotes and line breaks, lines end in LF or CRLF. Each record keeps its
 * spreadsheet line number (a quoted line break does not start a new line of the sheet).
 */

export interface SheetRecord {
  /** The record's line in the spreadsheet, the first being 1. */
  readonly line: number;
  readonly cells: string[];
}

const SEPARATORS = [";", ",", "\t"] as const;

/** The separator the first non-blank line (outside quotes) uses most; `,` when it has none. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  const start = text.search(/[^\s]/);
  for (let i = Math.max(0, start); i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ",";
  let most = 0;
  for (const [separator, n] of counts) {
    if (n > most) {
      best = separator;
      most = n;
    }
  }
  return best;
}

/**
 * The records of `text`, stopping (with `tooMany` set) once more than `maxRecords` non-blank records
 * were read: a file far over the limit is not read to its end.
 */
export function csvRecords(text: string, maxRecords: number): { records: SheetRecord[]; tooMany: boolean } {
  const separator = detectSeparator(text);
  const records: SheetRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let nonBlank = 0;
  const sep = separator.charCodeAt(0);
  const endRecord = () => {
    cells.push(cell);
    cell = "";
    if (cells.some((c) => c.trim() !== "")) {
      records.push({ line, cells });
      nonBlank++;
    }
    cells = [];
    line++;
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (quoted) {
      if (code === 34 /* " */) {
        if (text.charCodeAt(i + 1) === 34) {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      // Copy the run of ordinary characters at once: a long description is one slice, not one join per character.
      let end = text.indexOf('"', i);
      if (end === -1) end = n;
      cell = cell === "" ? text.slice(i, end) : cell + text.slice(i, end);
      i = end;
      continue;
    }
    if (code === 34 && cell.trim() === "") {
      cell = "";
      quoted = true;
      i++;
    } else if (code === sep) {
      cells.push(cell);
      cell = "";
      i++;
    } else if (code === 10 || code === 13) {
      endRecord();
      if (nonBlank > maxRecords) return { records, tooMany: true };
      i += code === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    } else {
      let end = i + 1;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === sep || c === 10 || c === 13 || c === 34) break;
        end++;
      }
      cell = cell === "" ? text.slice(i, end) : cell + text.slice(i, end);
      i = end;
    }
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return { records, tooMany: nonBlank > maxRecords };
}
