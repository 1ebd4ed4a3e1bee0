/**
 * The first sheet of an XLSX file as records of text cells, read with node:zlib and a few
 * regular expressions over its XML (ADR: no spreadsheet library; the parts an import needs are
 * small and stable: the workbook's first sheet, the shared strings, the cells). Shared and inline
 * strings, numbers (as written: "7500000", a date's day number "45356"), booleans ("true"/"false")
 * and formulas' cached values are read; styles are not (dates are recognised by their column).
 */
import { withoutTextControls } from "../../lib/control-characters.ts";
import type { SheetRecord } from "./csv-records.ts";
import { ZipReader } from "./zip.server.ts";

export class XlsxError extends Error {}
/** A ZIP file that holds no workbook (a DOCX, an ODS…). */
export class NotAWorkbook extends Error {}

const ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** A character written by number, unless it is a control (tab and line breaks excepted). */
const character = (code: number) => (code > 0 && code <= 0x10ffff ? withoutTextControls(String.fromCodePoint(code)) : "");

/** XML text to a string: entities, character references and Excel's `_x000D_` escapes. */
export function xmlText(raw: string): string {
  return raw
    .replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
      if (name[0] !== "#") return ENTITIES[name] ?? whole;
      return character(name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10));
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => character(Number.parseInt(hex, 16)));
}

/** An attribute's value in a tag's attribute text (`r="B2" t="s"`). */
function attribute(attributes: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return m ? xmlText(m[1] ?? m[2] ?? "") : undefined;
}

/** The text of a string item (`<si>`, `<is>`): its `<t>` runs, phonetic guides left out. */
function runsText(xml: string): string {
  const visible = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, "");
  let text = "";
  for (const m of visible.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) text += m[1];
  return xmlText(text);
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  const strings: string[] = [];
  for (const m of xml.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g)) strings.push(runsText(m[1] ?? ""));
  return strings;
}

/** "B12" → 1 (the column's index from 0); -1 when absent. */
function columnIndex(reference: string | undefined): number {
  const letters = reference ? /^([A-Za-z]{1,3})/.exec(reference)?.[1] : undefined;
  if (!letters) return -1;
  let index = 0;
  for (const ch of letters.toUpperCase()) index = index * 26 + (ch.charCodeAt(0) - 64);
  return index - 1;
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
function firstSheetPath(zip: ZipReader, decode: (name: string) => string | undefined): string {
  const workbook = decode("xl/workbook.xml");
  const relations = decode("xl/_rels/workbook.xml.rels");
  const sheet = workbook ? /<(?:\w+:)?sheet\b([^>]*)>/.exec(workbook)?.[1] : undefined;
  const id = sheet ? attribute(sheet, "r:id") : undefined;
  if (id && relations) {
    for (const m of relations.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
      const attrs = m[1] ?? "";
      if (attribute(attrs, "Id") !== id) continue;
      const target = attribute(attrs, "Target") ?? "";
      const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
      // "xl/worksheets/../worksheets/sheet1.xml" style targets, resolved.
      const parts: string[] = [];
      for (const part of path.split("/")) {
        if (part === "..") parts.pop();
        else if (part !== ".") parts.push(part);
      }
      const resolved = parts.join("/");
      if (zip.has(resolved)) return resolved;
    }
  }
  if (zip.has("xl/worksheets/sheet1.xml")) return "xl/worksheets/sheet1.xml";
  throw new XlsxError("no sheet");
}

/**
 * The non-blank records of the first sheet, at most `maxRecords` (then `tooMany`), inflating at
 * most `maxInflatedBytes` in all. Throws XlsxError or ZipError on a file that is not a workbook.
 */
export function xlsxRecords(bytes: Uint8Array, maxRecords: number, maxInflatedBytes: number): { records: SheetRecord[]; tooMany: boolean } {
  const zip = new ZipReader(bytes, maxInflatedBytes);
  if (!zip.has("xl/workbook.xml")) throw new NotAWorkbook("no xl/workbook.xml");
  const utf8 = new TextDecoder();
  const decode = (name: string) => {
    const data = zip.read(name);
    // NUL (which PostgreSQL refuses) and the other invisible controls: dropped once here rather than from every cell.
    return data ? withoutTextControls(utf8.decode(data)) : undefined;
  };
  const sheetPath = firstSheetPath(zip, decode);
  const strings = sharedStrings(decode("xl/sharedStrings.xml"));
  const sheet = decode(sheetPath) ?? "";
  const records: SheetRecord[] = [];
  let line = 0;
  for (const row of sheet.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
    const number = Number(attribute(row[1] ?? "", "r"));
    line = Number.isInteger(number) && number > line ? number : line + 1;
    const cells: string[] = [];
    let next = 0;
    for (const c of (row[2] ?? "").matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const attrs = c[1] ?? "";
      const body = c[2] ?? "";
      const at = columnIndex(attribute(attrs, "r"));
      const index = at >= 0 ? at : next;
      next = index + 1;
      // A sheet names its last column XFD (16 384): a cell beyond a real sheet's width is damage.
      if (index > 16_383) continue;
      const type = attribute(attrs, "t");
      const value = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body)?.[1];
      let text: string;
      if (type === "s") text = strings[Number(value)] ?? "";
      else if (type === "inlineStr") text = runsText(/<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(body)?.[1] ?? "");
      else if (type === "b") text = value === "1" ? "true" : value === "0" ? "false" : "";
      else if (type === "e") text = "";
      else text = value === undefined ? "" : xmlText(value);
      while (cells.length < index) cells.push("");
      cells[index] = text;
    }
    if (cells.some((v) => v.trim() !== "")) {
      records.push({ line, cells });
      if (records.length > maxRecords) return { records, tooMany: true };
    }
  }
  return { records, tooMany: false };
}
