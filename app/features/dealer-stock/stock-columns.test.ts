import { describe, expect, it } from "vitest";
import { columnLabel, columnOfField, matchColumn, STOCK_COLUMNS } from "./stock-columns.ts";

describe("stock columns", () => {
  it("lists the template's columns in order, each named without accents", () => {
    expect(STOCK_COLUMNS.map((c) => c.name)).toEqual([
      "reference",
      "type",
      "marque",
      "modele",
      "annee",
      "kilometrage",
      "prix",
      "prix_par_jour",
      "transmission",
      "carburant",
      "carrosserie",
      "couleur",
      "description",
      "pays",
      "ville",
      "equipements",
      "etat",
      "accidents",
      "proprietaires",
      "titre_propre",
      "couleur_interieure",
      "portes",
      "places",
      "moteur",
      "puissance",
      "cylindres",
      "dernier_entretien",
      "documents",
      "dedouane",
      "photos",
    ]);
    for (const c of STOCK_COLUMNS) expect(c.name).toMatch(/^[a-z_]+$/);
  });

  it.each([
    ["Kilométrage", "kilometrage"],
    ["kilometrage", "kilometrage"],
    ["Kilométrage (km)", "kilometrage"],
    ["Prix par jour", "prix_par_jour"],
    ["PRIX-PAR-JOUR", "prix_par_jour"],
    [" prix_par_jour ", "prix_par_jour"],
    ["Référence", "reference"],
    ["Année", "annee"],
    ["Modèle", "modele"],
    ["Puissance (ch)", "puissance"],
    ["Titre de propriété en règle", "titre_propre"],
    ["Véhicule dédouané", "dedouane"],
    ["Documents disponibles", "documents"],
    ["Date du dernier entretien", "dernier_entretien"],
    ["photo_1", "photo_1"],
    ["Photo 10", "photo_10"],
    ["Couleur extérieure", "couleur"],
  ])("%j is the column %s", (header, column) => {
    expect(matchColumn(header)).toBe(column);
  });

  it("knows no other header", () => {
    for (const header of ["", "photo_11", "photo_0", "prix2", "notes", "__proto__", "constructor"]) expect(matchColumn(header)).toBeNull();
  });

  it("names the column of each form field, and labels photo_N as the photos", () => {
    expect(columnOfField("mileage")).toBe("kilometrage");
    expect(columnOfField("pricePerDay")).toBe("prix_par_jour");
    expect(columnOfField("documentsAvailable")).toBe("documents");
    expect(columnOfField("latitude")).toBeNull();
    expect(columnLabel("photo_3")).toBe("Photos");
    expect(columnLabel("kilometrage")).toBe("Kilométrage (km)");
  });
});
