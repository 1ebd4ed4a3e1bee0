import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { seriousViolations } from "../axe.ts";

/**
 * A result card's photo opens the full-screen gallery (spec §2) as a step of the phone's history:
 * Back closes it and leaves the results where they were; 'Voir l'annonce' leads to the car, and
 * Back from there returns to the same results.
 */

const RESULTS = /\/listings\?search=toyota$/;
const LISTING = /\/(listing|rental)\/[0-9a-f-]{36}$/;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The photo button of a card well down the list, brought into view: the page's scroll as it then is. */
async function photoButtonDownTheList(page: Page): Promise<{ photo: Locator; y: number }> {
  const photo = page.getByRole("button", { name: /^Voir les photos de / }).nth(3);
  await photo.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(300);
  return { photo, y };
}

test("a card's gallery has 'Voir l'annonce'; Back closes it and keeps the results, their scroll and the focus", async ({ page }) => {
  await page.goto("/listings");
  await page.getByRole("searchbox", { name: "Rechercher" }).fill("toyota");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(RESULTS);
  const count = page.getByTestId("result-count");
  await expect(count).toContainText("trouvés");
  const found = (await count.textContent()) ?? "";
  expect(await seriousViolations(page)).toEqual([]);

  await page.mouse.wheel(0, 900);
  const { photo, y } = await photoButtonDownTheList(page);
  const name = (await photo.getAttribute("aria-label"))?.replace("Voir les photos de ", "") ?? "";
  await photo.click();
  const gallery = page.getByRole("dialog", { name: /^Photos : Toyota / });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByText(name)).toBeVisible();
  await expect(gallery.getByRole("link", { name: "Voir l'annonce" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The phone's Back: the gallery closes, the results stay as they were.
  await page.goBack();
  await expect(gallery).toBeHidden();
  await expect(page).toHaveURL(RESULTS);
  await expect(count).toHaveText(found);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
  await expect(photo).toBeFocused();

  // Closed with its button, it leaves no step behind: the next Back leaves the search.
  await photo.click();
  await expect(gallery).toBeVisible();
  await gallery.getByRole("button", { name: "Fermer" }).click();
  await expect(gallery).toBeHidden();
  await expect(photo).toBeFocused();
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/listings$/);
  await page.goForward();
  await expect(page).toHaveURL(RESULTS);
  await expect(count).toHaveText(found);
  await expect(gallery).toBeHidden();

  // 'Voir l'annonce' opens the car; Back returns to the same results, where they were.
  const again = await photoButtonDownTheList(page);
  await again.photo.click();
  await expect(gallery).toBeVisible();
  await gallery.getByRole("link", { name: "Voir l'annonce" }).click();
  await expect(page).toHaveURL(LISTING);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Toyota");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(RESULTS);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(count).toHaveText(found);
  await expect.poll(async () => Math.abs((await scrollY(page)) - again.y)).toBeLessThanOrEqual(2);
  // One more Back leaves the search: no gallery step was left in between.
  await page.goBack();
  await expect(page).toHaveURL(/\/listings$/);
});

test("Back from a gallery keeps the pages 'Voir plus' appended, and the keyboard's Escape leaves no step behind", async ({ page }) => {
  await page.goto("/listings");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(24);
  await page.getByRole("link", { name: "Voir plus d'annonces" }).click();
  await expect(cards).toHaveCount(48);

  const photo = cards.nth(30).getByRole("button", { name: /^Voir les photos de / });
  await photo.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  await photo.click();
  const gallery = page.getByRole("dialog", { name: /^Photos : / });
  await expect(gallery.getByRole("link", { name: "Voir l'annonce" })).toBeVisible();
  await page.goBack();
  await expect(gallery).toBeHidden();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(cards).toHaveCount(48);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
  await expect(photo).toBeFocused();

  // Opened from the keyboard, closed with Escape: focus is back on the photo, and Back leaves the page.
  await page.keyboard.press("Enter");
  await expect(gallery).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
  await expect(photo).toBeFocused();
  await expect(cards).toHaveCount(48);
  await page.goBack();
  await expect(page).toHaveURL("about:blank");
});

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a result card takes less than half the screen's height, its photo the 400-px variant", async ({ page }) => {
    await page.goto("/listings");
    const card = page.getByRole("article").first();
    await expect(card.locator("img")).toHaveJSProperty("complete", true);
    const box = await card.boundingBox();
    expect(box?.height).toBeLessThan(0.5 * 844);
    // The photo is as wide as before: `sizes` still picks the smallest variant.
    expect(await card.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-400\.webp$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's photo is part of its link to the listing's page", async ({ page }) => {
    await page.goto("/listings?search=toyota");
    await expect(page.getByRole("button", { name: /^Voir les photos de / })).toHaveCount(0);
    await page.getByRole("article").first().locator("img").first().click();
    await expect(page).toHaveURL(LISTING);
  });
});
