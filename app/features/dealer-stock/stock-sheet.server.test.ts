import { readFileSync } from "node:fs";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  FILE_EMPTY,
  FILE_TOO_LARGE,
  JSON_UNREADABLE,
  NO_KNOWN_COLUMN,
  REFERENCE_COLUMN_MISSING,
  readStockSheet,
  TOO_MANY_ROWS,
  UNKNOWN_FORMAT,
  XLSX_UNREADABLE,
} from "./stock-sheet.server.ts";
import { xlsxRecords, xmlText } from "./xlsx-records.server.ts";
import { writeXlsx } from "./xlsx-write.server.ts";
import { writeZip } from "./zip.server.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

/**
 * A workbook whose sheet inflates to `megabytes` MB of spaces while saying it holds 10 bytes: one
 * flushed megabyte of deflate repeated (cheap to build, unlike deflating 150 MB), zipped by hand.
 */
function bombZip(megabytes: number): Uint8Array {
  const block = deflateRawSync(new Uint8Array(1024 * 1024).fill(0x20), { finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(new Uint8Array(0));
  const sheet = new Uint8Array(block.length * megabytes + end.length);
  for (let i = 0; i < megabytes; i++) sheet.set(block, i * block.length);
  sheet.set(end, block.length * megabytes);
  const entries = [
    { name: utf8("xl/workbook.xml"), packed: deflateRawSync(utf8("<workbook/>")), size: 11, crc: crc32(utf8("<workbook/>")) },
    { name: utf8("xl/worksheets/sheet1.xml"), packed: sheet, size: 10, crc: 0 },
  ];
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(8, 8, true);
    local.setUint32(14, e.crc, true);
    local.setUint32(18, e.packed.length, true);
    local.setUint32(22, e.size, true);
    local.setUint16(26, e.name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(10, 8, true);
    central.setUint32(16, e.crc, true);
    central.setUint32(20, e.packed.length, true);
    central.setUint32(24, e.size, true);
    central.setUint16(28, e.name.length, true);
    central.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), e.name, e.packed);
    directory.push(new Uint8Array(central.buffer), e.name);
    offset += 30 + e.name.length + e.packed.length;
  }
  const size = directory.reduce((n, p) => n + p.length, 0);
  const tail = new DataView(new ArrayBuffer(22));
  tail.setUint32(0, 0x06054b50, true);
  tail.setUint16(8, entries.length, true);
  tail.setUint16(10, entries.length, true);
  tail.setUint32(12, size, true);
  tail.setUint32(16, offset, true);
  const all = [...parts, ...directory, new Uint8Array(tail.buffer)];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function rowsOf(bytes: Uint8Array, name = "stock.csv", type?: string) {
  const sheet = readStockSheet(bytes, name, type);
  if (!sheet.ok) throw new Error(sheet.error);
  return sheet;
}

describe("readStockSheet: CSV", () => {
  it("reads UTF-8 with a BOM, `;` separators, CRLF, quotes, doubled quotes and line breaks in a cell", () => {
    const csv = '\uFEFFRéférence;Marque;Description;Prix\r\nA1;Toyota;"Très propre; ""garantie""\r\nsur deux lignes";7 500 000\r\nA2;Kia;;3000000\r\n';
    const sheet = rowsOf(utf8(csv));
    expect(sheet.rows).toEqual([
      { line: 2, values: { reference: "A1", marque: "Toyota", description: 'Très propre; "garantie"\r\nsur deux lignes', prix: "7 500 000" } },
      { line: 3, values: { reference: "A2", marque: "Kia", description: "", prix: "3000000" } },
    ]);
    expect(sheet.unknownColumns).toEqual([]);
  });

  it("reads `,` separators and a file without a BOM or a final line break", () => {
    const sheet = rowsOf(utf8('reference,modele,prix\nA1,Corolla,"7,500,000"'));
    expect(sheet.rows).toEqual([{ line: 2, values: { reference: "A1", modele: "Corolla", prix: "7,500,000" } }]);
  });

  it("reads Windows-1252 (latin1) as French Excel saves it", () => {
    const sheet = rowsOf(latin1("Référence;Kilométrage;Ville\r\nA1;85 000;Thiès\r\n"));
    expect(sheet.rows).toEqual([{ line: 2, values: { reference: "A1", kilometrage: "85 000", ville: "Thiès" } }]);
  });

  it("matches headers forgivingly and reports the unknown ones", () => {
    const sheet = rowsOf(
      utf8("REFERENCE;Prix par jour;prix-par-jour;Kilométrage (km);Photo 2;Couleur intérieure;Notes internes\nA;1;2;3;https://x.sn/a.jpg;Noir;x\n"),
    );
    expect(sheet.rows[0]?.values).toEqual({ reference: "A", prix_par_jour: "1", kilometrage: "3", photo_2: "https://x.sn/a.jpg", couleur_interieure: "Noir" });
    expect(sheet.unknownColumns).toEqual(["Notes internes"]);
  });

  it("skips blank lines (also a line of bare separators) and keeps the spreadsheet's line numbers", () => {
    const sheet = rowsOf(utf8("reference;marque\n\nA;Kia\n;;\n  \nB;BMW\n"));
    expect(sheet.rows.map((r) => [r.line, r.values.reference])).toEqual([
      [3, "A"],
      [6, "B"],
    ]);
  });

  it("reads a row with too few cells (its missing cells blank) and ignores extra cells", () => {
    const sheet = rowsOf(utf8("reference;marque;modele\nA\nB;Kia;Rio;extra;more\n"));
    expect(sheet.rows).toEqual([
      { line: 2, values: { reference: "A", marque: "", modele: "" } },
      { line: 3, values: { reference: "B", marque: "Kia", modele: "Rio" } },
    ]);
  });

  it("drops NUL and the other invisible control characters from values, keeping line breaks", () => {
    const sheet = rowsOf(utf8('reference;ville;description\nA\u00001;Da\u0000k\u001bar;"a\u0007\nb"\n'));
    expect(sheet.rows[0]?.values).toEqual({ reference: "A1", ville: "Dakar", description: "a\nb" });
    const xlsx = rowsOf(
      writeXlsx(
        [
          ["reference", "ville"],
          ["A\u00001", "Dakar"],
        ],
        "Stock",
      ),
      "a.xlsx",
    );
    expect(xlsx.rows[0]?.values).toEqual({ reference: "A1", ville: "Dakar" });
  });

  it("drops controls written as XML references in an XLSX cell", () => {
    expect(xmlText("A&#1;1_x0000_&#x41;_x000A_&amp;&#0;&#xFFFFFFF;")).toBe("A1A\n&");
  });

  it("refuses a file without known columns, without `reference`, or empty", () => {
    expect(readStockSheet(utf8("foo;bar\n1;2\n"), "a.csv")).toEqual({ ok: false, error: NO_KNOWN_COLUMN });
    expect(readStockSheet(utf8("marque;modele\nKia;Rio\n"), "a.csv")).toEqual({ ok: false, error: REFERENCE_COLUMN_MISSING });
    expect(readStockSheet(utf8(""), "a.csv")).toEqual({ ok: false, error: FILE_EMPTY });
    expect(readStockSheet(utf8("\n\n;;\n"), "a.csv")).toEqual({ ok: false, error: FILE_EMPTY });
  });

  it("reads 10 000 rows and refuses 10 001", () => {
    const lines = (n: number) => `reference;marque\n${Array.from({ length: n }, (_, i) => `R${i};Kia`).join("\n")}\n`;
    expect(rowsOf(utf8(lines(10_000))).rows).toHaveLength(10_000);
    expect(readStockSheet(utf8(lines(10_001)), "a.csv")).toEqual({ ok: false, error: TOO_MANY_ROWS });
  });

  it("refuses a file over 20 MB", () => {
    expect(readStockSheet(new Uint8Array(20 * 1024 * 1024 + 1).fill(0x41), "a.csv")).toEqual({ ok: false, error: FILE_TOO_LARGE });
  });
});

describe("readStockSheet: hostile bytes answer an error, never throw", () => {
  it("random bytes", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed & 0xff;
    };
    for (let i = 0; i < 50; i++) {
      const bytes = Uint8Array.from({ length: 1 + ((i * 997) % 5000) }, random);
      const sheet = readStockSheet(bytes, i % 2 ? "a.csv" : "a.xlsx");
      expect(sheet.ok).toBe(false);
    }
  });

  it("an old binary .xls, a binary file, NUL bytes", () => {
    const image = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7) % 32);
    expect(readStockSheet(image, "photo.jpg")).toEqual({ ok: false, error: UNKNOWN_FORMAT });
    expect(readStockSheet(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]), "a.xls")).toEqual({
      ok: false,
      error: UNKNOWN_FORMAT,
    });
    expect(readStockSheet(new Uint8Array(1000), "a.csv")).toEqual({ ok: false, error: UNKNOWN_FORMAT });
  });

  it("a ZIP that is not a workbook, and a truncated or damaged XLSX", () => {
    expect(readStockSheet(writeZip([{ name: "word/document.xml", data: utf8("<w/>") }]), "a.docx")).toEqual({ ok: false, error: UNKNOWN_FORMAT });
    const xlsx = writeXlsx([["reference"], ["A"]], "Stock");
    expect(readStockSheet(xlsx.subarray(0, xlsx.length - 30), "a.xlsx")).toEqual({ ok: false, error: XLSX_UNREADABLE });
    const damaged = xlsx.slice();
    damaged.fill(0x55, 100, damaged.length - 500);
    expect(readStockSheet(damaged, "a.xlsx").ok).toBe(false);
  });

  it("a zip bomb: a sheet claiming 1 GB is refused before inflating, one lying about its size stops at the cap", () => {
    const claimed = writeZip([
      { name: "xl/workbook.xml", data: utf8("<workbook/>") },
      { name: "xl/worksheets/sheet1.xml", data: utf8("<worksheet/>") },
    ]);
    // Rewrite the sheet's declared size (central directory) to 1 GB.
    const view = new DataView(claimed.buffer);
    for (let at = claimed.length - 22; at > 0; at--) {
      if (view.getUint32(at, true) === 0x02014b50 && new TextDecoder().decode(claimed.subarray(at + 46, at + 46 + 24)) === "xl/worksheets/sheet1.xml") {
        view.setUint32(at + 24, 1024 ** 3, true);
      }
    }
    expect(readStockSheet(claimed, "a.xlsx")).toEqual({ ok: false, error: XLSX_UNREADABLE });

    // 150 MB of spaces in 150 KB, its declared size 10 bytes: inflating stops at the 100 MB cap.
    expect(readStockSheet(bombZip(150), "a.xlsx")).toEqual({ ok: false, error: XLSX_UNREADABLE });
  });

  it("deeply nested or broken JSON", () => {
    expect(readStockSheet(utf8("[".repeat(100_000)), "a.json")).toEqual({ ok: false, error: JSON_UNREADABLE });
    expect(readStockSheet(utf8('{"annonces": 3}'), "a.json")).toEqual({ ok: false, error: JSON_UNREADABLE });
  });
});

describe("readStockSheet: XLSX", () => {
  it("reads the file our writer makes (inline strings, numbers)", () => {
    const xlsx = writeXlsx(
      [
        ["Référence", "Kilométrage", "Description"],
        ["A1", 85000, 'Très bon état <garanti> & "révisé"'],
      ],
      "Stock",
    );
    expect(rowsOf(xlsx, "stock.xlsx").rows).toEqual([
      { line: 2, values: { reference: "A1", kilometrage: "85000", description: 'Très bon état <garanti> & "révisé"' } },
    ]);
  });

  // Built by Python's zipfile from XML written as Excel writes it: the first sheet stored as
  // sheet2.xml, shared strings (one with rich-text runs and a phonetic guide), numbers with number
  // formats, a date cell, booleans, formulas with cached values, a blank row and a missing row.
  const excel = new Uint8Array(readFileSync(new URL("../../../tests/fixtures/dealer-stock-excel.xlsx", import.meta.url)));

  it("inflates a sheet under the cap (the bomb's builder makes a valid stream)", () => {
    const { records } = xlsxRecords(bombZip(2), 10, 10 * 1024 * 1024);
    expect(records).toEqual([]);
  });

  it("reads a workbook written by another tool: the first sheet, shared strings, dates, booleans, formulas", () => {
    const sheet = rowsOf(excel, "stock.xlsx");
    expect(sheet.unknownColumns).toEqual(["Remarque interne"]);
    expect(sheet.rows.map((r) => r.line)).toEqual([2, 4, 6]);
    expect(sheet.rows[0]?.values).toEqual({
      reference: "SN-001",
      type: "Vente",
      marque: "Toyota",
      modele: "Corolla",
      annee: "2019",
      kilometrage: "85000",
      prix: "7500000",
      transmission: "Automatique",
      carburant: "Essence",
      pays: "Sénégal",
      ville: "Dakar",
      etat: "Occasion",
      accidents: "0",
      proprietaires: "1",
      dernier_entretien: "45458",
      photos: "https://exemple.sn/photos/1.jpg",
      titre_propre: "true",
    });
    expect(sheet.rows[1]?.values).toMatchObject({
      reference: "SN-002",
      kilometrage: "42000",
      prix: "9500000",
      transmission: "Manuelle",
      dernier_entretien: "",
      titre_propre: "false",
      pays: "SN",
      ville: "Thiès",
    });
    expect(sheet.rows[2]?.values).toMatchObject({ reference: "SN-001", marque: "Toyota", modele: "" });
  });

  it("joins a rich-text string's runs and leaves its phonetic guide out", () => {
    const { records } = xlsxRecords(excel, 100, 10_000_000);
    expect(records[1]?.cells[17]).toBe("Très bon état & garanti");
  });

  it("refuses more than 10 000 rows", () => {
    const rows = [["reference"], ...Array.from({ length: 10_001 }, (_, i) => [`R${i}`])];
    expect(readStockSheet(writeXlsx(rows, "Stock"), "a.xlsx")).toEqual({ ok: false, error: TOO_MANY_ROWS });
  });
});

describe("readStockSheet: JSON", () => {
  it("reads an array of objects keyed by column names or labels; lists and numbers become text", () => {
    const json = JSON.stringify([
      { reference: "A1", Marque: "Toyota", kilometrage: 85000, photos: ["https://x.sn/1.jpg", "https://x.sn/2.jpg"], titre_propre: true, inconnu: 1 },
      { reference: "A2", marque: null },
      "not an object",
    ]);
    const sheet = rowsOf(utf8(json), "feed", "application/json");
    expect(sheet.rows).toEqual([
      { line: 1, values: { reference: "A1", marque: "Toyota", kilometrage: "85000", photos: "https://x.sn/1.jpg;https://x.sn/2.jpg", titre_propre: "true" } },
      { line: 2, values: { reference: "A2", marque: "" } },
    ]);
    expect(sheet.unknownColumns).toEqual(["inconnu"]);
  });

  it('reads { "annonces": [...] } and detects JSON without a name or type', () => {
    expect(rowsOf(utf8(' {"annonces": [{"reference": "A"}]}'), "feed").rows).toEqual([{ line: 1, values: { reference: "A" } }]);
  });

  it("refuses objects without a reference, and more than 10 000", () => {
    expect(readStockSheet(utf8('[{"marque": "Kia"}]'), "a.json")).toEqual({ ok: false, error: REFERENCE_COLUMN_MISSING });
    expect(readStockSheet(utf8(JSON.stringify(Array.from({ length: 10_001 }, (_, i) => ({ reference: `R${i}` })))), "a.json")).toEqual({
      ok: false,
      error: TOO_MANY_ROWS,
    });
  });
});
