import { describe, expect, it } from "vitest";
import type { Lead } from "./lead.ts";
import { csvCell, csvLine, leadCsvLine, leadsCsvFileName, leadsCsvHeader } from "./leads-csv.ts";

describe("a CSV cell", () => {
  it("stays as is when plain, and empty for nothing", () => {
    expect(csvCell("Toyota Corolla 2018")).toBe("Toyota Corolla 2018");
    expect(csvCell(4_500_000)).toBe("4500000");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes a value holding the separator, a quote or a line break, quotes doubled", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('il a dit "oui"')).toBe('"il a dit ""oui"""');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(['=HYPERLINK("http://x")', "+33 6 12", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])("defuses a formula: %j", (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, "").startsWith("'")).toBe(true);
  });

  it("quotes a defused formula that also holds a separator", () => {
    expect(csvCell("=1;2")).toBe(`"'=1;2"`);
  });
});

describe("the export's lines", () => {
  it("starts with the BOM and the French columns, separated by ;", () => {
    expect(leadsCsvHeader()).toBe("\uFEFFDate;Type;Annonce;Référence;Contact;Message;Montant (FCFA);Début;Fin;Statut\r\n");
    expect(csvLine(["a", 1, null])).toBe("a;1;\r\n");
  });

  it("writes a lead in French", () => {
    const base: Omit<Lead, "type"> = {
      id: "x",
      createdAt: "2026-11-29T08:05:00.000Z",
      listing: { id: "l", reference: "STK-1", title: "Toyota Corolla 2018", kind: "sale" },
      contact: { name: "Awa Diop", memberId: "m" },
    };
    expect(leadCsvLine({ ...base, type: "conversation", message: "Bonjour; dispo ?" })).toBe(
      '29/11/2026 08:05;Message;Toyota Corolla 2018;STK-1;Awa Diop;"Bonjour; dispo ?";;;;\r\n',
    );
    expect(leadCsvLine({ ...base, type: "offer", amount: 4_000_000, status: "pending" })).toBe(
      "29/11/2026 08:05;Offre;Toyota Corolla 2018;STK-1;Awa Diop;;4000000;;;En attente\r\n",
    );
    expect(
      leadCsvLine({
        ...base,
        type: "booking",
        listing: { ...base.listing, reference: null },
        startDate: "2026-12-01",
        endDate: "2026-12-03",
        status: "confirmed",
      }),
    ).toBe("29/11/2026 08:05;Réservation;Toyota Corolla 2018;;Awa Diop;;;01/12/2026;03/12/2026;Confirmée\r\n");
  });

  it("names the file after the day", () => {
    expect(leadsCsvFileName(new Date("2026-11-29T23:59:00Z"))).toBe("contacts-autoafrique-2026-11-29.csv");
  });
});
