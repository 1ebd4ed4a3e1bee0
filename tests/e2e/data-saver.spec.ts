import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { signUpAndSignIn } from "./support.ts";

/**
 * 'Économiseur de données' (ADR 0046): turned on from the footer's switch, /listings fetches no
 * photo; a tap on a placeholder fetches that photo alone at its smallest width; turned off, the
 * photos come back.
 */

/** Every stored photo the page asks for, as it asks. */
function recordPhotos(page: Page): string[] {
  const photos: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && request.url().includes("/uploads/")) photos.push(request.url());
  });
  return photos;
}

const TAP = "Toucher pour voir la photo";

test("turn on the data saver, browse without photos, tap one, turn it off", async ({ page }) => {
  const photos = recordPhotos(page);
  await page.goto("/listings");
  await expect(page.getByRole("article")).toHaveCount(24);
  await expect.poll(() => photos.length).toBeGreaterThan(0);

  const saver = page.getByRole("switch", { name: "Économiseur de données" });
  await expect(saver).toHaveAttribute("aria-checked", "false");
  await saver.click();
  await expect(saver).toHaveAttribute("aria-checked", "true");
  await expect(page).toHaveURL(/\/listings$/);

  // A fresh visit: the page, scrolled to its end, asks for no photo at all.
  photos.length = 0;
  await page.reload();
  await expect(page.getByRole("article")).toHaveCount(24);
  const placeholders = page.getByRole("button", { name: TAP });
  await expect(placeholders).toHaveCount(24);
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  expect(photos).toEqual([]);
  await expect(page.getByRole("complementary", { name: "Publicité" }).first().locator("img")).toHaveCount(0);

  // One tap: that card's photo alone, at 400 px, nothing larger.
  await page.mouse.wheel(0, -20_000);
  const card = page.getByRole("article").first();
  const asked = page.waitForRequest((request) => request.url().includes("/uploads/"));
  await card.getByRole("button", { name: TAP }).click();
  expect((await asked).url()).toMatch(/-400\.webp$/);
  await expect(card.locator("img")).toBeVisible();
  await expect(card.locator("img")).not.toHaveAttribute("srcset", /.+/);
  await page.waitForTimeout(300);
  expect(photos).toHaveLength(1);
  await expect(placeholders).toHaveCount(23);

  // Off again: the photos are back.
  photos.length = 0;
  await page.getByRole("switch", { name: "Économiseur de données" }).click();
  await expect(page.getByRole("switch", { name: "Économiseur de données" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("button", { name: TAP })).toHaveCount(0);
  await page.mouse.wheel(0, -20_000);
  await expect.poll(() => photos.length).toBeGreaterThan(0);
  await expect(page.getByRole("article").nth(1).locator("img").first()).toBeVisible();
});

test("the pages say they vary with Save-Data, the copy kept for everyone included", async ({ request }) => {
  for (const path of ["/listings", "/listings", "/", "/auth"]) {
    const response = await request.get(path);
    expect(response.headers().vary, path).toMatch(/Save-Data/i);
  }
});

test.describe("with the browser's Save-Data", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("the data saver is on by default, and a listing's gallery waits for a tap", async ({ page }) => {
    const photos = recordPhotos(page);
    await page.goto("/listings");
    await expect(page.getByRole("switch", { name: "Économiseur de données" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("button", { name: TAP })).toHaveCount(24);
    await page.getByRole("article").first().getByRole("heading").click();
    await expect(page).toHaveURL(/\/(listing|rental)\//);
    const tap = page.getByRole("button", { name: TAP });
    await expect(tap).toHaveCount(1);
    expect(photos).toEqual([]);
    await tap.click();
    await expect(page.getByRole("link", { name: "Agrandir les photos" }).locator("img")).toBeVisible();
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/-400\.webp$/);
  });
});

test("a member's choice on the profile follows their account, not only this device", async ({ page, context }) => {
  await signUpAndSignIn(page, "Econome", "Données");
  await page.goto("/profile");
  const onProfile = page.getByRole("region", { name: "Économiseur de données" }).getByRole("switch", { name: "Économiseur de données" });
  await expect(onProfile).toHaveAttribute("aria-checked", "false");
  await onProfile.click();
  await expect(onProfile).toHaveAttribute("aria-checked", "true");
  await expect(page).toHaveURL(/\/profile$/);
  // The device forgets its own choice: the account still says so.
  await context.clearCookies({ name: "aa_economie" });
  const photos = recordPhotos(page);
  await page.goto("/listings");
  await expect(page.getByRole("button", { name: TAP })).toHaveCount(24);
  expect(photos).toEqual([]);
});

test.describe("with the browser's own navigator.connection.saveData, no Save-Data header", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }));
  });

  test("the photos not fetched yet wait for a tap once the page runs; those already there stay", async ({ page }) => {
    const photos = recordPhotos(page);
    await page.goto("/listings");
    await expect(page.getByRole("switch", { name: "Économiseur de données" })).toHaveAttribute("aria-checked", "true");
    const placeholders = page.getByRole("button", { name: TAP });
    await expect.poll(() => placeholders.count()).toBeGreaterThan(0);
    const atOnce = photos.length;
    await expect(page.getByRole("article").locator("img")).toHaveCount(24 - (await placeholders.count()));
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    expect(photos).toHaveLength(atOnce);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch is a form that comes back to the page, and each placeholder links to the smallest photo", async ({ page }) => {
    const photos = recordPhotos(page);
    await page.goto("/listings?type=location");
    await page.getByRole("switch", { name: "Économiseur de données" }).click();
    await expect(page).toHaveURL(/\/listings\?type=location$/);
    await expect(page.getByRole("switch", { name: "Économiseur de données" })).toHaveAttribute("aria-checked", "true");
    photos.length = 0;
    await page.reload();
    const links = page.getByRole("link", { name: TAP });
    await expect(links).toHaveCount(24);
    await expect(links.first()).toHaveAttribute("href", /-400\.webp$/);
    expect(photos).toEqual([]);
  });
});
