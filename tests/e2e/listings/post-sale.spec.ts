import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support.ts";

const SELLER = "vendeur@demo.autoafrique.africa";
const year = String(new Date().getFullYear() - 3);

async function carPhoto(name: string, background: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background } }).jpeg().toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Everything but the mileage and the photos. */
async function fillSaleForm(page: Page, brand: string, model: string, options: { modelTyped?: boolean } = {}) {
  await field(page, "Marque").selectOption(brand);
  if (options.modelTyped) await field(page, "Modèle").fill(model);
  else await field(page, "Modèle").selectOption(model);
  await field(page, "Année").selectOption(year);
  await field(page, "Prix").fill("9850000");
  await field(page, "Transmission").selectOption("automatic");
  await expect(field(page, "Carburant")).toHaveValue("petrol");
  await field(page, "Carburant").selectOption("diesel");
  await field(page, "État").selectOption("used");
  await field(page, "Propriétaires précédents").selectOption("2");
  await field(page, "Couleur extérieure").fill("Gris");
  await field(page, "Carrosserie").selectOption("SUV");
  await field(page, "Ville").selectOption("Thiès");
  await field(page, "Climatisation").check();
  await field(page, "Autres équipements").fill("Jantes alliage");
  await field(page, "Carte grise").check();
  await field(page, "Véhicule dédouané").check();
}

async function expectFormKept(page: Page, brand: string, model: string) {
  await expect(field(page, "Marque")).toHaveValue(brand);
  await expect(field(page, "Modèle")).toHaveValue(model);
  // Amounts show in groups once typed: "9 850 000".
  await expect(field(page, "Prix")).toHaveValue(/^9\s850\s000$/);
  await expect(field(page, "Carburant")).toHaveValue("diesel");
  await expect(field(page, "Ville")).toHaveValue("Thiès");
  await expect(field(page, "Autres équipements")).toHaveValue("Jantes alliage");
  await expect(field(page, "Climatisation")).toBeChecked();
  await expect(field(page, "Véhicule dédouané")).toBeChecked();
  const photos = page.getByRole("list", { name: "Photos ajoutées" }).getByRole("img");
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toHaveAttribute("src", /^\/uploads\/listings\/.+-400\.webp$/);
}

test("post a sale listing with two photos, find it in the listings, favourite it and see it on /favorites", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 14.79112, longitude: -16.92601 });
  await signIn(page, SELLER, "demo12345");
  await page.goto("/sell");
  await expect(page.getByText("La publication est rapide et gratuite. Commencez dès maintenant !")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: /Vendre mon véhicule/ }).click();
  await expect(page.getByRole("heading", { name: "Vendre mon véhicule" })).toBeVisible();
  await expect(field(page, "Modèle")).toBeDisabled();

  await fillSaleForm(page, "Peugeot", "5008");
  await expect(page.getByText("CFA", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Utiliser ma position actuelle" }).click();
  await expect(page.getByText("Localisation obtenue avec succès !")).toBeVisible();
  await expect(page.getByText("Position enregistrée : 14.79112, -16.92601")).toBeVisible();
  const fake = { name: "faux.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.4 pas une image") };
  await field(page, "Ajouter des photos").setInputFiles([await carPhoto("avant.jpg", "#1d4ed8"), await carPhoto("arriere.jpg", "#b91c1c"), fake]);
  await expect(page.getByRole("list", { name: "Photos ajoutées" }).getByRole("listitem")).toHaveCount(3);

  // The browser catches the missing mileage before uploading anything.
  await page.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(page.getByText("Veuillez renseigner le kilométrage")).toBeVisible();
  await field(page, "Kilométrage (km)").fill("64321");
  // Corrected: its error goes at once, before any new submit.
  await expect(page.getByText("Veuillez renseigner le kilométrage")).toHaveCount(0);

  // The server judges the files by their bytes: the fake is refused, the rest is kept.
  await page.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(page.getByText("« faux.jpg » n'est pas une image JPG, PNG ou WEBP").first()).toBeVisible();
  await expectFormKept(page, "Peugeot", "5008");
  await expect(field(page, "Kilométrage (km)")).toHaveValue(/^64\s321$/);
  await expect(page.getByText("Position enregistrée : 14.79112, -16.92601")).toBeVisible();

  await page.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(page.getByText("Annonce créée avec succès !")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/listings?search=${encodeURIComponent("Peugeot 5008")}`);
  const card = page.getByRole("article").filter({ hasText: "Peugeot 5008" }).filter({ hasText: /64\s321 km/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Thiès");

  const href = await card.getByRole("link").first().getAttribute("href");
  await card.getByRole("button", { name: "Ajouter aux favoris" }).click();
  await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
  await page.goto("/favorites");
  await expect(page.locator(`article:has(a[href="${href}"])`)).toContainText("Peugeot 5008");
});

test("errors go as their fields are corrected: the city, the photos", async ({ page }) => {
  await signIn(page, SELLER, "demo12345");
  await page.goto("/sell/vendre");
  await field(page, "Ville").selectOption("");
  // The photo picker speaks French, not the browser's "Choose File / No file chosen".
  await expect(page.getByText("Choisir des photos")).toBeVisible();
  await expect(page.getByText("Aucune photo choisie")).toBeVisible();
  await page.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(page.getByText("Veuillez renseigner la ville")).toBeVisible();
  await expect(page.getByText("Veuillez ajouter au moins une image").first()).toBeVisible();

  await field(page, "Ville").selectOption("Thiès");
  await expect(page.getByText("Veuillez renseigner la ville")).toHaveCount(0);
  await field(page, "Ajouter des photos").setInputFiles([
    await carPhoto("1.jpg", "#1d4ed8"),
    await carPhoto("2.jpg", "#b91c1c"),
    await carPhoto("3.jpg", "#15803d"),
  ]);
  await expect(page.getByText("Veuillez ajouter au moins une image")).toHaveCount(0);
  await expect(page.getByText("3 photos choisies")).toBeVisible();
  // What is still missing stays.
  await expect(page.getByText("Veuillez renseigner le kilométrage")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused submit keeps what was typed and the photos, and the next one publishes", async ({ page }) => {
    await signIn(page, SELLER, "demo12345");
    await page.goto("/sell/vendre");
    await fillSaleForm(page, "Toyota", "Hilux", { modelTyped: true });
    await field(page, "Ajouter des photos").setInputFiles([await carPhoto("1.jpg", "#15803d"), await carPhoto("2.jpg", "#a16207")]);
    await page.getByRole("button", { name: "Publier l'annonce" }).click();

    await expect(page.getByText("Veuillez renseigner le kilométrage")).toBeVisible();
    await expectFormKept(page, "Toyota", "Hilux");

    await field(page, "Kilométrage (km)").fill("120000");
    await page.getByRole("button", { name: "Publier l'annonce" }).click();
    await expect(page.getByText("Annonce créée avec succès !")).toBeVisible();
  });
});
