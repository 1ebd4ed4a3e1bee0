import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";

/** The filter sheet's submit, which says how many listings it shows ('Voir 128 annonces'). */
const APPLY = /^(Voir .+ annonces?|Aucune annonce|Appliquer les filtres)$/;

/** "9,4 millions CFA" → 9 400 000; "450 000 CFA" → 450 000 (the card's rounded display is enough to order). */
function amount(text: string): number {
  const n = Number(text.replace(/[^\d,]/g, "").replace(",", "."));
  if (text.includes("million")) return n * 1_000_000;
  if (/\dK/.test(text)) return n * 1_000;
  return n;
}

async function shownPrices(page: Page): Promise<number[]> {
  return (await page.getByTestId("price").allTextContents()).map(amount);
}

test("filter and sort on /listings, then come back with the back button", async ({ page }) => {
  await page.goto("/listings");
  await expect(page.getByTestId("result-count")).toContainText("véhicules trouvés");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(24);
  // A sponsored block after every 5th card, none after the last: 4 in a page of 24.
  await expect(page.getByRole("complementary", { name: "Publicité" })).toHaveCount(4);

  await page.getByText("Filtres avancés").first().click();
  await page.getByLabel("Carburant").selectOption({ label: "Diesel" });
  await page.getByRole("button", { name: APPLY }).click();
  await expect(page).toHaveURL(/fuelType=diesel/);
  await expect(page.getByTestId("filter-count")).toHaveText("1");
  const dieselCount = await page.getByTestId("result-count").textContent();

  await page.getByLabel("Trier par").selectOption({ label: "Prix croissant" });
  await expect(page).toHaveURL(/fuelType=diesel.*sort=price|sort=price.*fuelType=diesel/);
  await expect(page.getByLabel("Trier par")).toHaveValue("price");
  // The address changes as the new results are committed: they may paint a moment after.
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
    })
    .toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/fuelType=diesel/);
  await expect(page).not.toHaveURL(/sort=price/);
  await expect(page.getByLabel("Trier par")).toHaveValue("recent");
  await expect(page.getByTestId("result-count")).toHaveText(dieselCount ?? "");

  await page.goBack();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByTestId("filter-count")).toHaveCount(0);
});

test("load more appends the next page; the empty state resets the search", async ({ page }) => {
  await page.goto("/listings");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(24);
  const firstTitles = await cards.getByRole("heading").allTextContents();
  await page.getByRole("link", { name: "Voir plus d'annonces" }).click();
  await expect(cards).toHaveCount(48);
  await expect(page).toHaveURL(/\/listings$/);
  expect((await cards.getByRole("heading").allTextContents()).slice(0, 24)).toEqual(firstTitles);

  await page.getByPlaceholder("Rechercher par marque, modèle, ville...").fill("zzzz introuvable");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText("Aucun véhicule trouvé")).toBeVisible();
  await page.getByRole("link", { name: "Réinitialiser la recherche" }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(cards).toHaveCount(24);
});

test("search tolerates accents and typos, and the Louer tab shows rentals", async ({ page }) => {
  await page.goto("/listings?search=toyta%20corola");
  await expect(page.getByTestId("result-count")).toContainText("trouvé");
  for (const title of await page.getByRole("article").getByRole("heading").allTextContents()) {
    expect(title).toContain("Toyota Corolla");
  }
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Voir les photos de Toyota Corolla/ })
    .click();
  const gallery = page.getByRole("dialog");
  await expect(gallery).toBeVisible();
  await expect(page).toHaveURL(/search=toyta/);
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();

  await page.getByRole("navigation", { name: "Type d'annonce" }).getByRole("link", { name: "Louer" }).click();
  await expect(page).toHaveURL(/type=location/);
  await expect(page.getByTestId("price").first()).toContainText("/jour");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters, sort and the next page all work as plain links and GET forms", async ({ page }) => {
    await page.goto("/listings");
    await page.getByText("Filtres avancés").first().click();
    await page.getByLabel("Transmission").selectOption({ label: "Automatique" });
    await page.getByRole("button", { name: APPLY }).click();
    await expect(page).toHaveURL(/transmission=automatic/);
    await expect(page.getByTestId("filter-count")).toHaveText("1");

    await page.getByLabel("Trier par").selectOption({ label: "Année" });
    await page.getByRole("button", { name: "Trier" }).click();
    await expect(page).toHaveURL(/sort=year/);
    await expect(page).toHaveURL(/transmission=automatic/);
    const cardLinks = () => page.locator("article > a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const firstPage = await cardLinks();
    expect(firstPage).toHaveLength(24);

    await page.getByRole("link", { name: "Voir plus d'annonces" }).click();
    await expect(page).toHaveURL(/after=/);
    await expect(page).toHaveURL(/sort=year/);
    const secondPage = await cardLinks();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
  });
});
