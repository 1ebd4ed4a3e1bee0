import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";
import { firstListingPath } from "../../support/sitemap-paths.ts";

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
  const rental = await firstListingPath(async (p) => (await request.get(p)).text(), "rental");
  await page.goto(rental);
  await expect(page.getByText("Le propriétaire doit confirmer votre demande avant tout paiement.")).toBeVisible();
  await expect(page.getByLabel("Nombre de jours", { exact: true })).toHaveValue("7");
  // Exact amounts that add up as read: rate × 7 = subtotal, subtotal + fees = total.
  const amounts = (await page.getByRole("region", { name: "Calculer le coût de la location" }).locator("dd, dt").allTextContents())
    .map((t) => t.replace(/\s/g, ""))
    .join("|");
  const [rate, subtotal, fees, total] = [...amounts.matchAll(/(\d+)CFA/g)].map((m) => Number(m[1]));
  expect(amounts).not.toMatch(/K|million/);
  expect(rate * 7).toBe(subtotal);
  expect(subtotal + fees).toBe(total);
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
  await expect(page).toHaveURL(/\/auth\?.*reason=connexion/);
  await expect(page.getByText("Vous devez être connecté", { exact: true })).toBeVisible();
});

test("a signed-in buyer asks the seller for a test drive", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/");
  await page.locator('main a[href^="/listing/"]').first().click();
  await expect(page).toHaveURL(LISTING_URL);
  await page.getByRole("button", { name: "Demander un essai" }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}\?essai=1$/);
  await expect(page.getByLabel("Votre message")).toHaveValue(/^Bonjour, je souhaiterais essayer la .+\. Quand seriez-vous disponible pour un essai \?$/);
});

test("the owner of a listing sees its state and 'Modifier', not 'Contacter' or 'Réserver'", async ({ page }) => {
  await signIn(page, "concession@demo.autoafrique.africa", "demo12345");
  await page.goto("/listings");
  // The demo dealer's listings lead browse (Pro first); find one of its own through its seller card.
  const hrefs = await page
    .getByRole("article")
    .locator("a[href^='/listing/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const href of hrefs) {
    await page.goto(href as string);
    if (await page.getByRole("heading", { name: "Votre annonce" }).isVisible()) break;
  }
  await expect(page.getByRole("heading", { name: "Votre annonce" })).toBeVisible();
  await expect(page.getByTestId("listing-state")).toHaveText("En ligne");
  await expect(page.getByRole("link", { name: "Modifier" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Contacter/ })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Réserver" })).toHaveCount(0);
});

test("a seller's phone number reads as the country writes it", async ({ page }) => {
  await page.goto("/listings");
  await page.goto((await page.getByRole("article").first().locator("a[href^='/listing/']").getAttribute("href")) as string);
  const call = page.getByRole("link", { name: /^\+\d{3} / });
  await expect(call).toBeVisible();
  expect(await call.textContent()).toMatch(/^\+\d{3}( \d{1,4}){3,5}$/);
});
