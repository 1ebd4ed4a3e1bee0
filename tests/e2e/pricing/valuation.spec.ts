import { expect, test } from "@playwright/test";
import { signIn } from "../support.ts";

test("evaluate a Toyota Corolla 2018 at 80 000 km in Abidjan, see a range in CFA, then in cedis after switching to Ghana", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/sell");
  await page.getByRole("main").getByRole("link", { name: /Évaluer mon véhicule/ }).first().click();
  await expect(page.getByRole("heading", { name: "Évaluation intelligente" })).toBeVisible();

  // Nothing filled: every field says what it needs, nothing is valued.
  await page.getByRole("button", { name: "Évaluer mon véhicule" }).click();
  await expect(page.getByText("Veuillez choisir la marque")).toBeVisible();
  await expect(page.getByTestId("valuation-range")).toHaveCount(0);

  await page.getByLabel("Marque").selectOption("Toyota");
  await page.getByLabel("Modèle").selectOption("Corolla");
  await page.getByLabel("Année").selectOption("2018");
  await page.getByLabel("Kilométrage (km)").fill("80000");
  await page.getByLabel("État").selectOption("Bon état");
  await page.getByLabel("Pays", { exact: true }).selectOption("CI");
  await page.getByLabel("Ville").selectOption("Abidjan");
  await page.getByRole("button", { name: "Évaluer mon véhicule" }).click();

  await expect(page).toHaveURL(/brand=Toyota&model=Corolla&year=2018&mileage=80000/);
  const range = page.getByTestId("valuation-range");
  await expect(range).toContainText(/^Entre .+ CFA et .+ CFA$/);
  await expect(page.getByTestId("valuation-value")).toContainText("CFA");
  await expect(page.getByText(/Basé sur \d+ annonces similaires|Données limitées/)).toBeVisible();

  await page.getByLabel("Pays affiché").selectOption("GH");
  await expect(range).toContainText("₵");
  await expect(range).not.toContainText("CFA");
});
