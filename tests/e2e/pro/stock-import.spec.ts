import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

const DEALER = "concession@demo.autoafrique.africa";
const HEADER = "reference;type;marque;modele;annee;kilometrage;prix;transmission;carburant;pays;ville;etat;accidents;proprietaires;photos";

/** A stock file of three cars and one broken line, its photos served by the app itself (allowed in the journeys' server). */
function stockFile(origin: string, stamp: string): Buffer {
  const photo = `${origin}/icons/icon-512.png`;
  const car = (reference: string, model: string, price: string) =>
    `${reference};vente;Toyota;${model};2020;42 000;${price};Automatique;Essence;SN;Dakar;Occasion;0;1;${photo}`;
  const lines = [
    HEADER,
    car(`${stamp}-1`, "Corolla", "8 100 000"),
    car(`${stamp}-2`, "RAV4", "14 900 000"),
    car(`${stamp}-3`, "Hilux", "17 250 000"),
    `${stamp}-4;vente;Toyota;Yaris;2020;;5 000 000;Automatique;Essence;SN;Dakar;Occasion;0;1;${photo}`,
  ];
  return Buffer.from(`${lines.join("\n")}\n`, "utf8");
}

test("a dealer imports three cars from a file: the preview says what will happen, the import runs, the cars are in Mes Annonces", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = `J${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, DEALER, "demo12345");
  await page.goto("/pro/import");
  await expect(page.getByRole("heading", { level: 1, name: "Importer mon stock" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger le modèle CSV" })).toHaveAttribute("href", "/pro/import/modele/modele.csv");

  await page.getByLabel("Fichier du stock (CSV ou XLSX, 20 Mo au maximum)").setInputFiles({
    name: "stock-garage.csv",
    mimeType: "text/csv",
    buffer: stockFile(baseURL ?? "", stamp),
  });
  await page.getByRole("button", { name: "Voir l'aperçu" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Aperçu de l'import" })).toBeVisible();
  const plan = page.getByRole("region", { name: "Ce que l'import fera" });
  await expect(plan.getByText("annonces créées")).toContainText("3");
  await expect(plan.getByText("lignes refusées")).toContainText("1");
  const refusedRow = page.getByRole("listitem").filter({ hasText: `${stamp}-4` });
  await expect(refusedRow).toContainText("Refusée");
  await expect(refusedRow).toContainText("colonne « kilometrage » : Veuillez renseigner le kilométrage");

  await page.getByRole("button", { name: "Lancer l'import" }).click();
  await expect(page.getByRole("heading", { name: "Rapport de l'import" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("status")).toContainText("4 lignes traitées sur 4 (100 %)");
  await expect(page.getByText("Créées : 3")).toBeVisible();
  await expect(page.getByText("Refusées : 1")).toBeVisible();

  await page.getByRole("link", { name: "Voir mes annonces" }).first().click();
  for (const model of ["Corolla", "RAV4", "Hilux"]) {
    await expect(page.getByRole("checkbox", { name: `Sélectionner Toyota ${model} 2020` }).first()).toBeVisible();
  }
});

test("a member who is neither Pro nor a dealer is told what the page is for", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/pro/import");
  await expect(page.getByRole("heading", { level: 1, name: "Importer mon stock" })).toBeVisible();
  await expect(page.getByText("L'import du stock et l'API sont réservés aux membres Pro et aux concessionnaires.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir l'abonnement Pro" })).toBeVisible();
});
