/**
 * The columns of a dealer's stock file (issue 47): each named in French, lower case and without
 * accents (the name the template writes and the messages cite), with the posting form's label and
 * the form field it fills. A header is matched forgivingly: case, accents, spaces, underscores,
 * hyphens and a label's "(km)"-style unit do not matter, and the form's label matches too
 * ("Kilométrage (km)", "kilometrage", "Prix par jour", "PRIX_PAR_JOUR").
 */

export interface StockColumn {
  /** The column's name in the template and in messages ("kilometrage"). */
  readonly name: string;
  /** The posting form's label of the field ("Kilométrage (km)"). */
  readonly label: string;
  /** The field of saleListingSchema/rentalListingSchema it fills; null for the import's own columns. */
  readonly field: string | null;
}

/** Every column, in the template's order. */
export const STOCK_COLUMNS: readonly StockColumn[] = [
  { name: "reference", label: /*i18n*/ "Référence", field: null },
  { name: "type", label: /*i18n*/ "Type d'annonce", field: null },
  { name: "marque", label: /*i18n*/ "Marque", field: "brand" },
  { name: "modele", label: /*i18n*/ "Modèle", field: "model" },
  { name: "annee", label: /*i18n*/ "Année", field: "year" },
  { name: "kilometrage", label: /*i18n*/ "Kilométrage (km)", field: "mileage" },
  { name: "prix", label: /*i18n*/ "Prix", field: "price" },
  { name: "prix_par_jour", label: /*i18n*/ "Prix par jour", field: "pricePerDay" },
  { name: "transmission", label: /*i18n*/ "Transmission", field: "transmission" },
  { name: "carburant", label: /*i18n*/ "Carburant", field: "fuelType" },
  { name: "carrosserie", label: /*i18n*/ "Carrosserie", field: "bodyType" },
  { name: "couleur", label: /*i18n*/ "Couleur extérieure", field: "exteriorColor" },
  { name: "description", label: /*i18n*/ "Description", field: "description" },
  { name: "pays", label: /*i18n*/ "Pays", field: "country" },
  { name: "ville", label: /*i18n*/ "Ville", field: "city" },
  { name: "equipements", label: /*i18n*/ "Équipements", field: "features" },
  { name: "etat", label: /*i18n*/ "État", field: "condition" },
  { name: "accidents", label: /*i18n*/ "Accidents", field: "accidents" },
  { name: "proprietaires", label: /*i18n*/ "Propriétaires précédents", field: "previousOwners" },
  { name: "titre_propre", label: /*i18n*/ "Titre de propriété en règle", field: "cleanTitle" },
  { name: "couleur_interieure", label: /*i18n*/ "Couleur intérieure", field: "interiorColor" },
  { name: "portes", label: /*i18n*/ "Portes", field: "doors" },
  { name: "places", label: /*i18n*/ "Places", field: "seats" },
  { name: "moteur", label: /*i18n*/ "Moteur", field: "engine" },
  { name: "puissance", label: /*i18n*/ "Puissance (ch)", field: "horsepower" },
  { name: "cylindres", label: /*i18n*/ "Cylindres", field: "cylinders" },
  { name: "dernier_entretien", label: /*i18n*/ "Date du dernier entretien", field: "lastService" },
  { name: "documents", label: /*i18n*/ "Documents disponibles", field: "documentsAvailable" },
  { name: "dedouane", label: /*i18n*/ "Véhicule dédouané", field: "customsCleared" },
  { name: "photos", label: /*i18n*/ "Photos", field: "photos" },
];

/** The most photos a row may carry, and so the last `photo_N` column. */
export const MAX_PHOTO_COLUMNS = 10;

/** `photo_1` … `photo_10`: one photo URL each, an alternative to the `photos` list. */
export const PHOTO_COLUMNS: readonly string[] = Array.from({ length: MAX_PHOTO_COLUMNS }, (_, i) => `photo_${i + 1}`);

/** The column that must be present in every file. */
export const REFERENCE_COLUMN = "reference";

/** A header or a value reduced to what a person means: no case, accents, spaces or punctuation. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+]/g, "");
}

const withoutUnit = (label: string) => label.replace(/\([^)]*\)/g, "");

const BY_HEADER: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const c of STOCK_COLUMNS) {
    for (const spelling of [c.name, c.label, withoutUnit(c.label)]) map.set(foldText(spelling), c.name);
  }
  for (const p of PHOTO_COLUMNS) map.set(foldText(p), p);
  // A few spellings a dealer's own software writes.
  map.set(foldText("Référence stock"), "reference");
  map.set(foldText("Couleur extérieure"), "couleur");
  map.set(foldText("Type de carrosserie"), "carrosserie");
  map.set(foldText("Propriétaires"), "proprietaires");
  map.set(foldText("Dédouané"), "dedouane");
  return map;
})();

/** The column a header names ("Kilométrage (km)" → "kilometrage", "Photo 3" → "photo_3"), or null. */
export function matchColumn(header: string): string | null {
  return BY_HEADER.get(foldText(header)) ?? null;
}

const BY_FIELD: ReadonlyMap<string, string> = new Map(STOCK_COLUMNS.flatMap((c) => (c.field ? [[c.field, c.name] as const] : [])));

/** The column that fills a form field, for messages ("mileage" → "kilometrage"); null when no column does. */
export function columnOfField(field: string): string | null {
  return BY_FIELD.get(field) ?? null;
}

/** The column's form label ("kilometrage" → "Kilométrage (km)"); `photo_N` columns are 'Photos'. */
export function columnLabel(name: string): string | undefined {
  const column = STOCK_COLUMNS.find((c) => c.name === name) ?? (PHOTO_COLUMNS.includes(name) ? STOCK_COLUMNS.find((c) => c.name === "photos") : undefined);
  return column?.label;
}
