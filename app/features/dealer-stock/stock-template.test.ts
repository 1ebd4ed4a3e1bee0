import { describe, expect, it } from "vitest";
import { loader } from "../../routes/stock-template.ts";
import { STOCK_COLUMNS } from "./stock-columns.ts";
import { readStockSheet } from "./stock-sheet.server.ts";
import { stockTemplateCsv, stockTemplateRows } from "./stock-template.ts";
import { stockTemplateXlsx } from "./stock-template.server.ts";

const names = STOCK_COLUMNS.map((c) => c.name);

describe("stock template", () => {
  it("CSV: BOM, `;` separators, every column in order, then a sale and a rental", () => {
    const csv = stockTemplateCsv();
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe(names.join(";"));
    const sheet = readStockSheet(new TextEncoder().encode(csv), "modele.csv");
    if (!sheet.ok) throw new Error(sheet.error);
    expect(sheet.unknownColumns).toEqual([]);
    expect(sheet.rows.map((r) => [r.line, r.values.type])).toEqual([
      [2, "vente"],
      [3, "location"],
    ]);
    expect(sheet.rows[0]?.values.photos).toContain("https://exemple.sn/photos/1.jpg");
  });

  it("XLSX: read back by our reader, the same cells as the CSV", () => {
    const sheet = readStockSheet(stockTemplateXlsx(), "modele.xlsx");
    if (!sheet.ok) throw new Error(sheet.error);
    const [, ...examples] = stockTemplateRows();
    expect(sheet.rows.map((r) => names.map((n) => r.values[n]))).toEqual(examples);
  });

  it("the route answers both files, cacheable, and 404 for any other name", async () => {
    const args = (file: string) =>
      ({ params: { file }, request: new Request(`http://localhost/pro/import/modele/${file}`), context: {} }) as Parameters<typeof loader>[0];
    const csv = loader(args("modele.csv"));
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="modele-import-autoafrique.csv"');
    expect(csv.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(new Uint8Array(await csv.arrayBuffer()).subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const xlsx = loader(args("modele.xlsx"));
    expect(xlsx.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(readStockSheet(new Uint8Array(await xlsx.arrayBuffer()), "modele.xlsx").ok).toBe(true);
    for (const file of ["modele.pdf", "../secret", "modele.csv.exe", ""]) {
      let status = 0;
      try {
        loader(args(file));
      } catch (error) {
        status = (error as { init?: { status?: number } }).init?.status ?? 0;
      }
      expect(status).toBe(404);
    }
  });
});
