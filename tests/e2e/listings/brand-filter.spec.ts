import { expect, test } from "../journey.ts";
import { seriousViolations } from "../axe.ts";

/** The filter sheet's submit, which says how many listings it shows ('Voir 12 annonces'). */
const APPLY = /^(Voir .+ annonces?|Aucune annonce|Appliquer les filtres)$/;

/** "Corolla (12)" → 12. */
const counted = (label: string) => Number(/\((\d+)\)$/.exec(label)?.[1] ?? Number.NaN);

test("filter by 'Marque' then 'Modèle', each choice with its number, kept in the URL", async ({ page }) => {
  await page.goto("/listings");
  await page.getByText("Filtres avancés").first().click();
  const brand = page.getByLabel("Marque");
  const model = page.getByLabel("Modèle");
  await expect(model).toBeDisabled();
  // The page's numbers: every brand of the catalogue, with how many listings it would show.
  const toyota = brand.locator("option", { hasText: /^Toyota \(\d+\)$/ });
  await expect(toyota).toHaveCount(1);
  expect(counted((await toyota.textContent()) ?? "")).toBeGreaterThan(0);

  await brand.selectOption("Toyota");
  await expect(model).toBeEnabled();
  // The models' numbers arrive with the live count of the form.
  const corolla = model.locator("option", { hasText: /^Corolla \(\d+\)$/ });
  await expect(corolla).toHaveCount(1);
  const corollas = counted((await corolla.textContent()) ?? "");
  expect(corollas).toBeGreaterThan(0);
  await model.selectOption("Corolla");
  const apply = page.getByRole("button", { name: APPLY });
  await expect(apply).toHaveText(corollas === 1 ? "Voir 1 annonce" : `Voir ${corollas} annonces`);
  await apply.click();

  await expect(page).toHaveURL(/\/listings\?brand=Toyota&model=Corolla$/);
  await expect(page.getByTestId("filter-count")).toHaveText("2");
  await expect(page.getByRole("article").first().getByRole("heading")).toContainText("Toyota Corolla");
  const titles = await page.getByRole("article").getByRole("heading").allTextContents();
  expect(titles).toHaveLength(Math.min(corollas, 24));
  for (const title of titles) expect(title).toContain("Toyota Corolla");
  expect(await seriousViolations(page)).toEqual([]);

  // Another brand: its own models, the old model left behind.
  await page.getByText("Filtres avancés").first().click();
  await page.getByLabel("Marque").selectOption("Peugeot");
  await expect(page.getByLabel("Modèle")).toHaveValue("");
  await expect(page.getByLabel("Modèle").locator("option", { hasText: /^3008/ })).toHaveCount(1);
  await page.getByRole("button", { name: APPLY }).click();
  await expect(page).toHaveURL(/\/listings\?brand=Peugeot$/);
  // The address changes as the new results are committed: they may paint a moment after.
  await expect(page.getByRole("article").first().getByRole("heading")).toContainText("Peugeot");
  for (const title of await page.getByRole("article").getByRole("heading").allTextContents()) expect(title).toContain("Peugeot");
});

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the model list is the brand's of the page, with its numbers, and the form submits both", async ({ page }) => {
    await page.goto("/listings?brand=Toyota");
    await page.getByText("Filtres avancés").first().click();
    const corolla = page.getByLabel("Modèle").locator("option", { hasText: /^Corolla \(\d+\)$/ });
    await expect(corolla).toHaveCount(1);
    await page.getByLabel("Modèle").selectOption("Corolla");
    await page.getByRole("button", { name: APPLY }).click();
    await expect(page).toHaveURL(/\/listings\?brand=Toyota&model=Corolla$/);
  });
});

test("'Louer' keeps the brand but not a sale price, and the bottom bar does not say 'Acheter' there", async ({ page }) => {
  await page.goto("/listings?brand=Toyota&priceMax=20000000");
  const bottomBar = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(bottomBar.getByRole("link", { name: "Acheter" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("navigation", { name: "Type d'annonce" }).getByRole("link", { name: "Louer" }).click();
  await expect(page).toHaveURL(/\/listings\?type=location&brand=Toyota$/);
  await expect(bottomBar.getByRole("link", { name: "Acheter" })).not.toHaveAttribute("aria-current", "page");
  for (const title of await page.getByRole("article").getByRole("heading").allTextContents()) expect(title).toContain("Toyota");
  expect(await seriousViolations(page)).toEqual([]);
});
