import { expect, test } from "@playwright/test";
import { signIn } from "../support.ts";

const LISTING_URL = /\/listing\/[0-9a-f-]{36}$/;

test("a listing opened from the home page shares its link and shows its photos full screen", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Headless Chromium has no share sheet, but make sure the copy path is the one taken.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  await page.goto("/");
  await page.locator('main a[href^="/listing/"]').first().click();
  await expect(page).toHaveURL(LISTING_URL);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Caractéristiques principales")).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\/localhost:\d+\/uploads\/.+-800\.webp$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", page.url());

  // Clicks before hydration do nothing: retry until the page answers.
  await expect(async () => {
    await page.getByRole("button", { name: "Partager" }).click();
    await expect(page.getByText("Lien copié dans le presse-papier")).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.getByRole("link", { name: "Agrandir les photos" }).click();
  const gallery = page.getByRole("dialog", { name: /^Photos : / });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole("img")).toHaveAttribute("src", /-1600\.webp$/);
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
  await expect(page).toHaveURL(LISTING_URL);
});

test("an unknown listing says so (404) and leads to the listings", async ({ page }) => {
  const response = await page.goto("/listing/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Annonce non trouvée" })).toBeVisible();

  const malformed = await page.goto("/listing/pas-une-annonce");
  expect(malformed?.status()).toBe(404);
  await page.getByRole("link", { name: "Voir les annonces" }).click();
  await expect(page).toHaveURL(/\/listings$/);
});

test("a rental estimates its cost and sends a visitor to sign in before contacting the owner", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const rental = sitemap.match(/<loc>https?:\/\/[^/]+(\/rental\/[0-9a-f-]{36})<\/loc>/)?.[1];
  expect(rental).toBeTruthy();
  await page.goto(rental as string);
  await expect(page.getByText("Le propriétaire doit confirmer votre demande avant tout paiement.")).toBeVisible();
  await expect(page.getByLabel("Nombre de jours", { exact: true })).toHaveValue("7");
  const estimate = page.getByTestId("rental-estimate");
  const weekly = await estimate.textContent();
  await expect(async () => {
    await page.getByLabel("Nombre de jours", { exact: true }).fill("400");
    await expect(page.getByLabel("Choisir le nombre de jours")).toHaveValue("30", { timeout: 1000 });
  }).toPass();
  await expect(estimate).not.toHaveText(weekly ?? "");
  await page.getByLabel("Nombre de jours", { exact: true }).blur();
  await expect(page.getByLabel("Nombre de jours", { exact: true })).toHaveValue("365");

  await page.getByRole("tab", { name: "Contact" }).click();
  await page.getByRole("button", { name: "Contacter le propriétaire" }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByText("Vous devez être connecté", { exact: true })).toBeVisible();
});

test("a signed-in buyer asks the seller for a test drive", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/");
  await page.locator('main a[href^="/listing/"]').first().click();
  await expect(page).toHaveURL(LISTING_URL);
  const id = page.url().split("/").at(-1);
  await page.getByRole("button", { name: "Demander un essai" }).click();
  await expect(page).toHaveURL(`/messages?listing=${id}&type=sale&subject=essai`);
});
