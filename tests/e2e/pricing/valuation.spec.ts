import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { signIn, keepFrench } from "../support.ts";

// A phone: the answer must be what the screen shows after 'Évaluer mon véhicule'.
test.use({ viewport: { width: 390, height: 844 } });

async function describeCorolla(page: Page) {
  await page.getByLabel("Marque").selectOption("Toyota");
  await page.getByLabel("Modèle").selectOption("Corolla");
  await page.getByLabel("Année").selectOption("2018");
  await page.getByLabel("Kilométrage (km)").fill("80000");
  await page.getByLabel("État").selectOption("Bon état");
  await page.getByLabel("Pays", { exact: true }).selectOption("CI");
  await page.getByLabel("Ville").selectOption("Abidjan");
}

/** The value, then the spread of prices, in the first screen; the comparables each open their listing. */
async function expectAnswerFirst(page: Page) {
  const value = page.getByTestId("valuation-value");
  await expect(value).toContainText("CFA");
  await expect(value).toBeInViewport({ ratio: 1 });
  await expect(page).toHaveURL(/brand=Toyota&model=Corolla&year=2018&mileage=80000.*#resultat$/);
  await expect(page.getByTestId("valuation-range")).toBeInViewport({ ratio: 1 });
  const valueBox = await value.boundingBox();
  const rangeBox = await page.getByTestId("valuation-range").boundingBox();
  expect(valueBox && rangeBox && valueBox.y < rangeBox.y).toBe(true);
  // The form waits folded below the answer.
  await expect(page.getByRole("button", { name: "Évaluer mon véhicule" })).toBeHidden();
  const comparables = page.getByRole("list", { name: "Annonces comparables" }).getByRole("link");
  expect(await comparables.count()).toBeGreaterThan(0);
  for (const href of await comparables.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/);
}

/** 'Pourquoi ce prix': one to three factors, each 'Kilométrage élevé : −8 %'. */
async function expectWhyThisPrice(page: Page) {
  const factors = page.getByRole("list", { name: "Pourquoi ce prix" }).getByRole("listitem");
  await expect(factors.first()).toBeVisible();
  const said = await factors.allTextContents();
  expect(said.length).toBeGreaterThan(0);
  expect(said.length).toBeLessThanOrEqual(3);
  for (const line of said) expect(line).toMatch(/^\S.* : [+−]\d+ %$/);
}

test("a sale's page says why its estimate is what it is", async ({ page }) => {
  // A Corolla among its comparables (other journeys add listings of their own to the lists).
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/sell/evaluer");
  await describeCorolla(page);
  await page.getByRole("button", { name: "Évaluer mon véhicule" }).click();
  await page.getByRole("list", { name: "Annonces comparables" }).getByRole("link").first().click();
  await expect(page.getByRole("region", { name: "Évaluation du prix" })).toBeVisible();
  await expectWhyThisPrice(page);
});

test("evaluate a Toyota Corolla 2018 at 80 000 km in Abidjan, see a range in CFA, then in cedis after switching to Ghana", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/sell");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Évaluer mon véhicule/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Évaluation intelligente" })).toBeVisible();

  // Nothing filled: every field says what it needs, nothing is valued.
  await page.getByRole("button", { name: "Évaluer mon véhicule" }).click();
  await expect(page.getByText("Veuillez choisir la marque")).toBeVisible();
  await expect(page.getByTestId("valuation-range")).toHaveCount(0);

  await describeCorolla(page);
  await page.getByRole("button", { name: "Évaluer mon véhicule" }).click();

  await expectAnswerFirst(page);
  const range = page.getByTestId("valuation-range");
  await expect(range).toContainText(/^Entre .+ CFA et .+ CFA$/);
  await expect(page.getByTestId("valuation-value")).toContainText("CFA");
  await expect(page.getByText(/Basé sur \d+ annonces similaires|Données limitées/)).toBeVisible();
  // Why this price: the factors that moved the estimate most, from the model, in words.
  await expectWhyThisPrice(page);

  await keepFrench(page);
  await page.getByLabel("Pays affiché").selectOption("GH");
  await expect(range).toContainText("₵");
  await expect(range).not.toContainText("CFA");
});

test("a comparable opens its listing; the folded form changes the vehicle and answers first again", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/sell/evaluer", { waitUntil: "networkidle" });
  await describeCorolla(page);
  await page.getByRole("button", { name: "Évaluer mon véhicule" }).click();
  await expectAnswerFirst(page);

  const first = page.getByRole("list", { name: "Annonces comparables" }).getByRole("link").first();
  const href = (await first.getAttribute("href")) as string;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Toyota");
  await page.goBack();

  await page.getByText("Modifier les informations du véhicule").click();
  await page.getByLabel("Kilométrage (km)").fill("150000");
  await page.getByRole("button", { name: "Évaluer mon véhicule" }).click();
  await expect(page).toHaveURL(/mileage=150000.*#resultat$/);
  await expect(page.getByTestId("valuation-value")).toBeInViewport({ ratio: 1 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the answer comes back first in view", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("acheteur@demo.autoafrique.africa");
    await page.getByLabel("Mot de passe").fill("demo12345");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.goto("/sell/evaluer");
    await page.getByLabel("Marque").selectOption("Toyota");
    await page.getByLabel("Modèle").fill("Corolla");
    await page.getByLabel("Année").selectOption("2018");
    await page.getByLabel("Kilométrage (km)").fill("80000");
    await page.getByLabel("État").selectOption("Bon état");
    await page.getByLabel("Pays", { exact: true }).selectOption("CI");
    await page.getByLabel("Ville").selectOption("Abidjan");
    await page.getByRole("button", { name: "Évaluer mon véhicule" }).click();
    await expectAnswerFirst(page);
  });
});
