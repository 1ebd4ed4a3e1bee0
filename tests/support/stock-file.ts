/** The columns of the stock files the import's and the feed's tests send: a sale's, as a dealer's spreadsheet has them. */
export const STOCK_HEADER = "reference;type;marque;modele;annee;kilometrage;prix;transmission;carburant;pays;ville;etat;accidents;proprietaires;photos";

/** One car of a stock file: a 2019 Toyota Corolla for sale in Dakar, with `photos` and any cell overridden. */
export function stockRow(reference: string, photos: string, overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    reference,
    type: "vente",
    marque: "Toyota",
    modele: "Corolla",
    annee: "2019",
    kilometrage: "85 000",
    prix: "7 500 000",
    transmission: "Automatique",
    carburant: "Essence",
    pays: "SN",
    ville: "Dakar",
    etat: "Occasion",
    accidents: "0",
    proprietaires: "1",
    photos,
    ...overrides,
  };
  return STOCK_HEADER.split(";")
    .map((column) => cells[column] ?? "")
    .join(";");
}

/** A whole stock file: the header, then the rows. */
export const stockCsv = (...rows: string[]) => `${STOCK_HEADER}\n${rows.join("\n")}\n`;
