import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { signIn } from "../support.ts";
import { sitemapListingPaths } from "../../support/sitemap-paths.ts";

const SELLER = "vendeur@demo.autoafrique.africa";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A new sale of the demo seller's, published through the form; its path, read from 'Mes Annonces' (newest first). */
async function publishSale(page: Page): Promise<string> {
  await page.goto("/sell/vendre", { waitUntil: "networkidle" });
  await field(page, "Marque").selectOption("Toyota");
  await field(page, "Modèle").selectOption("RAV4");
  await field(page, "Année").selectOption(String(new Date().getFullYear() - 5));
  await field(page, "Prix").fill("11500000");
  await field(page, "Kilométrage (km)").fill("73210");
  await field(page, "Transmission").selectOption("automatic");
  await field(page, "Carburant").selectOption("petrol");
  await field(page, "État").selectOption("used");
  await field(page, "Carrosserie").selectOption("SUV");
  await field(page, "Ville").selectOption("Dakar");
  await field(page, "Description").fill("Entretien chez le concessionnaire, deux clés.");
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1d4ed8" } })
    .jpeg()
    .toBuffer();
  await field(page, "Ajouter des photos").setInputFiles([{ name: "rav4.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await page.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(page.getByText("Annonce créée avec succès !")).toBeVisible();
  await page.goto("/profile?tab=annonces");
  return (await page.getByRole("article", { name: "Toyota RAV4" }).first().getByRole("link").first().getAttribute("href")) as string;
}

async function markFromMyListings(page: Page, href: string, button: string, toast: string) {
  await page.goto("/profile?tab=annonces");
  const card = page.getByRole("article").filter({ has: page.locator(`a[href="${href}"]`) });
  await card.getByRole("button", { name: button }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

test("a sold car's shared link still opens: sold, its photos and details, similar cars, no contact; back online it is an ordinary page again", async ({
  page: seller,
  browser,
}, testInfo) => {
  await signIn(seller, SELLER, "demo12345");
  const href = await publishSale(seller);
  expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/);

  // A visitor opens the link while it is on offer: the page every visitor shares is kept a few seconds (ADR 0013).
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const visitor = await context.newPage();
  await visitor.goto(href);
  await expect(visitor.getByRole("button", { name: "Contacter le vendeur" })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);

  await markFromMyListings(seller, href, "Marquer comme vendue", "Annonce marquée comme vendue");

  // At once, not after the shared copy's few seconds.
  const sold = await visitor.goto(href);
  expect(sold?.status()).toBe(200);
  await expect(visitor.getByText("Cette annonce a été vendue")).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Toyota RAV4");
  await expect(visitor.getByRole("img", { name: /Toyota RAV4 .* photo 1/ })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Détails complets" })).toBeVisible();
  await expect(visitor.getByText("Entretien chez le concessionnaire, deux clés.")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Contacter le vendeur" })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Demander un essai" })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
  await expect(visitor.getByText("Signaler cette annonce")).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Ajouter aux favoris" })).toHaveCount(0);
  expect(await sitemapListingPaths(async (p) => (await visitor.request.get(p)).text())).not.toContain(href);

  // Similar cars on offer, reached from the notice's link, open as ordinary pages.
  await visitor.getByRole("link", { name: "Voir les annonces similaires" }).click();
  const similar = visitor.getByRole("region", { name: "Annonces similaires" });
  await expect(similar).toBeInViewport();
  const cards = similar.getByRole("article");
  expect(await cards.count()).toBeGreaterThan(0);
  const other = (await cards.first().getByRole("link").first().getAttribute("href")) as string;
  expect(other).not.toBe(href);
  await cards.first().getByRole("link").first().click();
  await expect(visitor).toHaveURL(new RegExp(`${other}$`));
  await expect(visitor.getByText("Cette annonce a été vendue")).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Contacter le vendeur" })).toBeVisible();

  // Back online: the visitor's next look is an ordinary page again.
  await markFromMyListings(seller, href, "Remettre en ligne", "Annonce remise en ligne");
  await visitor.goto(href);
  await expect(visitor.getByRole("button", { name: "Contacter le vendeur" })).toBeVisible();
  await expect(visitor.getByText("Cette annonce a été vendue")).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
  await context.close();
});
