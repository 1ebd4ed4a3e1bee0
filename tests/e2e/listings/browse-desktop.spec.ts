import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { watchConsole } from "../console-watch.ts";

/** The filter sheet's submit, which says how many listings it shows ('Voir 128 annonces'). */
const APPLY = /^(Voir .+ annonces?|Aucune annonce|Appliquer les filtres)$/;

/** Runs on the desktop project (1280 × 800), where the filters are a side column and cards sit three in a row. */

// The side column is opened by a script that runs only on a wide screen: the console stays clean there.
let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = watchConsole(page);
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

async function openFilters(page: Page) {
  const summary = page.getByText("Filtres avancés").first();
  if (await summary.isVisible()) {
    const panel = page.getByRole("button", { name: APPLY });
    if (!(await panel.isVisible())) await summary.click();
  }
}

test("the filter column holds every field and button inside it, and the header names the country in full", async ({ page }) => {
  await page.goto("/listings");
  await openFilters(page);
  const panel = page.locator("details").filter({ has: page.getByRole("button", { name: APPLY }) });
  const box = await panel.boundingBox();
  if (!box) throw new Error("no filter panel");
  for (const control of await panel.locator("input:visible, select:visible, a:visible, button:visible").all()) {
    const b = await control.boundingBox();
    if (!b) continue;
    expect(b.x + b.width, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeLessThanOrEqual(box.x + box.width + 0.5);
    // The text inside is not cut either.
    expect(await control.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  const apply = await page.getByRole("button", { name: APPLY }).boundingBox();
  expect(apply?.height).toBeLessThanOrEqual(48); // one line
  await expect(page.getByLabel("Apport (CFA)")).toHaveValue(/^5\s000\s000$/);
  await expect(page.getByTestId("budget-max")).toHaveText(/^[\d\s]+ CFA$/);

  const country = page.getByLabel("Pays affiché");
  expect(await country.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});

test("sponsored blocks sit between full rows of three cards", async ({ page }) => {
  await page.goto("/listings");
  const ads = page.getByRole("complementary", { name: "Publicité" });
  await expect(ads.first()).toBeVisible();
  const cardsBefore = await page.evaluate(() => {
    const counts: number[] = [];
    let cards = 0;
    for (const el of document.querySelectorAll("article, aside[aria-label='Publicité']")) {
      if (el.tagName === "ARTICLE") cards += 1;
      else if ((el as HTMLElement).offsetParent !== null) counts.push(cards);
    }
    return counts;
  });
  expect(cardsBefore.length).toBeGreaterThan(0);
  for (const n of cardsBefore) expect(n % 3).toBe(0);
});

test("what the filters show is what the URL applies: after 'Réinitialiser', and after the header's 'Louer'", async ({ page }) => {
  await page.goto("/listings");
  await openFilters(page);
  await page.getByLabel("Prix max (CFA)").fill("9000000");
  await page.getByLabel("Carburant").selectOption({ label: "Diesel" });
  await page.getByRole("button", { name: APPLY }).click();
  // The short URL of the state: nothing empty or default in it.
  await expect(page).toHaveURL(/\/listings\?priceMax=9000000&fuelType=diesel$/);
  await expect(page.getByLabel("Prix max (CFA)")).toHaveValue(/^9\s000\s000$/);

  await page.getByRole("link", { name: "Réinitialiser", exact: true }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByLabel("Prix max (CFA)")).toHaveValue("");
  await expect(page.getByLabel("Carburant")).toHaveValue("");
  await page.getByRole("button", { name: APPLY }).click();
  await expect(page).toHaveURL(/\/listings$/);

  await page.getByRole("searchbox").fill("hilux");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/search=hilux/);
  await page.getByRole("banner").getByRole("link", { name: "Louer" }).click();
  await expect(page).toHaveURL(/\/listings\?type=location$/);
  await expect(page.getByRole("searchbox")).toHaveValue("");
});
