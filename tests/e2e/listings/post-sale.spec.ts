import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { signIn } from "../support.ts";
import { seriousViolations } from "../axe.ts";

const SELLER = "vendeur@demo.autoafrique.africa";
const year = String(new Date().getFullYear() - 3);

async function carPhoto(name: string, background: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A yes/no history question's choice: 'Oui', 'Non' or 'Non précisé'. */
const answer = (page: Page, question: string, choice: "Oui" | "Non" | "Non précisé") =>
  page.getByRole("group", { name: question }).getByLabel(choice, { exact: true });

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
  await field(page, "Couleur extérieure").selectOption("Gris");
  await field(page, "Carrosserie").selectOption("SUV");
  await field(page, "Ville").selectOption("Thiès");
  await field(page, "Climatisation").check();
  await field(page, "Autres équipements").fill("Jantes alliage");
  await field(page, "Carte grise").check();
  await answer(page, "Véhicule dédouané", "Oui").check();
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
  await expect(answer(page, "Véhicule dédouané", "Oui")).toBeChecked();
  await expect(answer(page, "Titre de propriété en règle", "Non précisé")).toBeChecked();
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
  await page
    .getByRole("main")
    .getByRole("link", { name: /Vendre mon véhicule/ })
    .click();
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
  const card = page
    .getByRole("article")
    .filter({ hasText: "Peugeot 5008" })
    .filter({ hasText: /64\s321 km/ });
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

    // The landing is the seller's own page (the flash cookie keeps it out of the caches): the card is in its HTML.
    await expect(page).toHaveURL(/\/$/);
    const card = page.getByRole("region", { name: "Votre annonce est en ligne" });
    await expect(card).toContainText("Toyota Hilux");
    const href = (await card.getByRole("link", { name: "Voir mon annonce" }).getAttribute("href")) as string;
    expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/);
    await expect(card.getByRole("link", { name: "Promouvoir" })).toHaveAttribute("href", `/promote?annonce=${href.split("/").pop()}`);
    await card.getByRole("button", { name: "Masquer ce message" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Votre annonce est en ligne" })).toHaveCount(0);

    // Sold in one step from its own page, a plain form.
    await page.goto(href);
    await page.getByRole("button", { name: "Marquer comme vendue" }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByText("Annonce marquée comme vendue")).toBeVisible();
    await expect(page.getByText("Cette annonce a été vendue")).toBeVisible();
    await expect(page.getByTestId("listing-state")).toHaveText("Vendue");
  });
});

test("posting ends on the car: the home page's card shows it, shares it and promotes it until closed; its page marks it sold in one step", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Headless Chromium has no share sheet: the copy path is the one taken.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, SELLER, "demo12345");
  await page.goto("/sell/vendre", { waitUntil: "networkidle" });

  // Nothing is said for the seller: both answers start 'Non précisé'.
  for (const question of ["Titre de propriété en règle", "Véhicule dédouané"]) {
    await expect(answer(page, question, "Non précisé")).toBeChecked();
    await expect(answer(page, question, "Oui")).not.toBeChecked();
  }
  expect(await seriousViolations(page), "/sell/vendre").toEqual([]);
  await field(page, "Marque").selectOption("Honda");
  await field(page, "Modèle").selectOption("CR-V");
  await field(page, "Année").selectOption(year);
  await field(page, "Prix").fill("12400000");
  await field(page, "Kilométrage (km)").fill("58200");
  await field(page, "Transmission").selectOption("automatic");
  await field(page, "État").selectOption("used");
  await field(page, "Ville").selectOption("Dakar");
  await answer(page, "Véhicule dédouané", "Non").check();
  await field(page, "Ajouter des photos").setInputFiles([await carPhoto("crv.jpg", "#0f766e")]);
  await page.getByRole("button", { name: "Publier l'annonce" }).click();

  // Home, with the toast the spec says and, at the top, the car.
  await expect(page.getByText("Annonce créée avec succès !")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByRole("region", { name: "Votre annonce est en ligne" });
  await expect(card).toContainText(`Honda CR-V ${year}`);
  const view = card.getByRole("link", { name: "Voir mon annonce" });
  const href = (await view.getAttribute("href")) as string;
  expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/);
  await expect(card.getByRole("link", { name: "Promouvoir" })).toHaveAttribute("href", `/promote?annonce=${href.split("/").pop()}`);
  // Above the hero.
  const [cardBox, heroBox] = [await card.boundingBox(), await page.getByRole("heading", { name: "Trouvez votre voiture idéale" }).boundingBox()];
  expect(cardBox!.y).toBeLessThan(heroBox!.y);
  expect(await seriousViolations(page), "/ with the card").toEqual([]);
  await page.screenshot({ path: "/tmp/post-sale-home-card-390.png" });

  // 'Partager' shares the listing's own link, not the home page's.
  await expect(async () => {
    await card.getByRole("button", { name: "Partager" }).click();
    await expect(page.getByText("Lien copié dans le presse-papier")).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href, page.url()).href);

  await view.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Honda CR-V");
  // What the seller said, and only that: customs 'Non', the title deed not said.
  const history = page.getByRole("region", { name: "Historique", exact: true });
  await expect(history).toContainText("Non dédouané");
  await expect(history).not.toContainText("Titre de propriété en règle");
  await expect(page.getByText("En ligne depuis aujourd'hui")).toBeVisible();
  expect(await seriousViolations(page), href).toEqual([]);
  await page.screenshot({ path: "/tmp/post-sale-detail-390.png" });

  // A later visit of the home page (the one every member shares): the card comes with the seller's own bits.
  await page.goto("/");
  await expect(card).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "/tmp/post-sale-home-card-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  const closed = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/carte-en-ligne"));
  await card.getByRole("button", { name: "Masquer ce message" }).click();
  // Gone at once, while the close is sent.
  await expect(card).toHaveCount(0);
  await closed;
  await page.reload();
  await expect(page.getByRole("heading", { name: "Trouvez votre voiture idéale" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(card).toHaveCount(0);

  // Sold in one step from the listing's own page.
  await page.goto(href);
  const panel = page.getByRole("region", { name: "Votre annonce", exact: true });
  await expect(panel.getByTestId("listing-state")).toHaveText("En ligne");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/post-sale-owner-panel-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "/tmp/post-sale-detail-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole("button", { name: "Marquer comme vendue" }).click();
  await expect(page.getByText("Annonce marquée comme vendue")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByText("Cette annonce a été vendue")).toBeVisible();
  await expect(panel.getByTestId("listing-state")).toHaveText("Vendue");
  await expect(panel.getByRole("button", { name: "Marquer comme vendue" })).toHaveCount(0);
  // Sold is not online: no 'En ligne depuis' beside it.
  await expect(page.getByText(/En ligne depuis/)).toHaveCount(0);
  expect(await seriousViolations(page), `${href} sold`).toEqual([]);
  await page.screenshot({ path: "/tmp/post-sale-sold-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "/tmp/post-sale-sold-1280.png" });
});
