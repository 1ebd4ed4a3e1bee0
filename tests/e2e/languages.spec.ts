import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import sharp from "sharp";
import { seriousViolations } from "./axe.ts";
import { say } from "./catalog.ts";
import { watchConsole } from "./console-watch.ts";

const PASSWORD = "demo12345";
/** Words that only a French page shows: none may be left on a page in another language. */
const FRENCH_WORDS = [
  /\bvéhicules? trouvés?\b/,
  /\bFiltres avancés\b/,
  /\bAnnonces Premium\b/,
  /\bSe connecter\b/,
  /\bKilométrage\b/,
  /\bCarburant\b/,
  /\bBerline\b/,
];

async function noFrench(page: Page) {
  const text = await page.locator("body").innerText();
  for (const word of FRENCH_WORDS) expect(text, `${page.url()} says ${word}`).not.toMatch(word);
}

/** No page wider than the phone: nothing spills past the screen's edge, in either direction. */
async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, page.url()).toBeLessThanOrEqual(widths.screen);
}

async function signInIn(page: Page, language: string, email: string) {
  await page.goto(`/${language}/auth`);
  await page.getByLabel(say(language, "Email"), { exact: true }).fill(email);
  await page.getByLabel(say(language, "Mot de passe"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: say(language, "Se connecter"), exact: true }).click();
  await page.getByText(say(language, "Connexion réussie !")).waitFor();
}

test.describe("in Portuguese", () => {
  test.use({ locale: "pt-PT" });

  test("a visitor in Guinée-Bissau browses and posts in Portuguese", async ({ page }) => {
    test.slow();
    const problems = watchConsole(page);
    // A browser in Portuguese, nothing chosen: the Portuguese home page, kept.
    await page.goto("/");
    await expect(page).toHaveURL(/\/pt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await page.getByLabel(say("pt", "Pays affiché")).selectOption("GW");
    await expect(page).toHaveURL(/\/pt$/);
    await noFrench(page);

    await page
      .getByRole("navigation", { name: say("pt", "Navigation principale") })
      .getByRole("link", { name: say("pt", "Acheter") })
      .click();
    await expect(page).toHaveURL(/\/pt\/listings$/);
    await expect(page.getByRole("article").first()).toBeVisible();
    await noFrench(page);
    await fitsThePhone(page);
    expect(await seriousViolations(page)).toEqual([]);

    await signInIn(page, "pt", "armando.embalo@demo.autoafrique.africa");
    await page.goto("/pt/sell/vendre");
    const field = (french: string) => page.getByLabel(say("pt", french), { exact: true });
    // The model list follows the brand once the page runs.
    await expect(async () => {
      await field("Marque").selectOption("Toyota");
      await expect(field("Modèle")).toBeEnabled({ timeout: 1000 });
    }).toPass();
    await field("Modèle").selectOption("Hilux");
    await field("Année").selectOption(String(new Date().getFullYear() - 4));
    await field("Kilométrage (km)").fill("88000");
    await field("Prix").fill("12500000");
    await field("Transmission").selectOption("manual");
    await field("Carburant").selectOption("diesel");
    await field("État").selectOption("used");
    await field("Ville").selectOption("Bafatá");
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer();
    await field("Ajouter des photos").setInputFiles([{ name: "hilux.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await noFrench(page);
    await page.getByRole("button", { name: say("pt", "Publier l'annonce") }).click();
    await expect(page.getByText(say("pt", "Annonce créée avec succès !"))).toBeVisible();
    await expect(page).toHaveURL(/\/pt$/);
    await page.getByRole("link", { name: say("pt", "Voir mon annonce") }).click();
    await expect(page).toHaveURL(/\/pt\/listing\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Toyota Hilux");
    await expect(page.getByText("Bafatá").first()).toBeVisible();
    await noFrench(page);
    await fitsThePhone(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test("a visitor in Maroc switches to Arabic, browses, opens a listing and chats, right to left at 390 px", async ({ page }) => {
  test.slow();
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByLabel("Pays affiché").selectOption("MA");
  await expect(page).toHaveURL(/\/$/);
  // The country's change may still be landing, and a page change closes the header's menus: open it again until it holds.
  await expect(async () => {
    const menu = page.locator("details", { has: page.locator("summary", { hasText: "Langue : Français" }) });
    if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator("summary").click();
    await page.getByRole("button", { name: "العربية" }).click({ timeout: 2_000 });
  }).toPass();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await noFrench(page);
  await fitsThePhone(page);

  await page.goto("/ar/listings");
  const card = page.getByRole("article").first();
  await expect(card).toBeVisible();
  await noFrench(page);
  await fitsThePhone(page);
  // Mirrored: the results' first card starts at the right edge of the screen.
  const box = await card.boundingBox();
  expect(box && box.x + box.width).toBeGreaterThan(390 - 40);
  expect(await seriousViolations(page)).toEqual([]);

  await signInIn(page, "ar", "acheteur@demo.autoafrique.africa");
  await page.goto("/ar/listings");
  await page.getByRole("article").first().getByRole("heading").click();
  await expect(page).toHaveURL(/\/ar\/listing\/[0-9a-f-]{36}$/);
  await noFrench(page);
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole("navigation", { name: say("ar", "Contacter le vendeur") })
    .getByRole("button", { name: say("ar", "Contacter") })
    .click();
  await expect(page).toHaveURL(/\/ar\/messages\/[0-9a-f-]{36}/);
  const message = `مرحبا، هل السيارة متاحة؟ ${Date.now()}`;
  await page.getByLabel(say("ar", "Votre message")).fill(message);
  await page.getByRole("button", { name: say("ar", "Envoyer") }).click();
  await expect(page.getByRole("list", { name: say("ar", "Messages") }).getByText(message)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
