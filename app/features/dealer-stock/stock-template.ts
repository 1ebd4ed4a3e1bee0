/**
 * The import's template (issue 47): every column in order, then one sale and one rental as a
 * Senegalese dealer would write them. The CSV is UTF-8 with a BOM and `;` between cells, which
 * French Excel opens as columns with the accents intact; the XLSX holds the same cells
 * (stock-template.server.ts).
 */
import { STOCK_COLUMNS } from "./stock-columns.ts";

const SALE_EXAMPLE: Readonly<Record<string, string>> = {
  reference: "VN-2024-001",
  type: "vente",
  marque: "Toyota",
  modele: "Corolla",
  annee: "2019",
  kilometrage: "85000",
  prix: "7500000",
  transmission: "Automatique",
  carburant: "Essence",
  carrosserie: "Berline",
  couleur: "Blanc",
  description: "Toyota Corolla en très bon état, entretien suivi chez le concessionnaire.",
  pays: "Sénégal",
  ville: "Dakar",
  equipements: "Climatisation, Bluetooth, Caméra de recul",
  etat: "Occasion",
  accidents: "0",
  proprietaires: "1",
  titre_propre: "Oui",
  couleur_interieure: "Cuir beige",
  portes: "4",
  places: "5",
  moteur: "1.8 L",
  puissance: "140",
  cylindres: "4",
  dernier_entretien: "2025-06-15",
  documents: "Carte grise, Certificat de dédouanement",
  dedouane: "Oui",
  photos: "https://exemple.sn/photos/1.jpg https://exemple.sn/photos/2.jpg",
};

const RENTAL_EXAMPLE: Readonly<Record<string, string>> = {
  reference: "LOC-017",
  type: "location",
  marque: "Hyundai",
  modele: "Tucson",
  annee: "2021",
  kilometrage: "42000",
  prix_par_jour: "35000",
  transmission: "Automatique",
  carburant: "Diesel",
  carrosserie: "SUV",
  couleur: "Gris",
  description: "SUV climatisé, idéal pour Dakar et les trajets vers Saly.",
  pays: "Sénégal",
  ville: "Dakar",
  equipements: "Climatisation, GPS",
  photos: "https://exemple.sn/photos/3.jpg",
};

/** The template's lines as cells: the header (every column, in order) and the two examples. */
export function stockTemplateRows(): string[][] {
  const names = STOCK_COLUMNS.map((c) => c.name);
  return [names, names.map((n) => SALE_EXAMPLE[n] ?? ""), names.map((n) => RENTAL_EXAMPLE[n] ?? "")];
}

/** A CSV cell, quoted when it holds a separator, a quote or a line break. */
function csvCell(value: string): string {
  return /[;,"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The template as CSV text: BOM, `;` separators, CRLF line ends (what Excel writes itself). */
export function stockTemplateCsv(): string {
  return `\uFEFF${stockTemplateRows()
    .map((cells) => cells.map(csvCell).join(";"))
    .join("\r\n")}\r\n`;
}
