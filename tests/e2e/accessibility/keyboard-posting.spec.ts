import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { seriousViolations } from "../axe.ts";
import { signIn, signUpAndSignIn } from "../support.ts";
import { expectFocusShown, isFocused, press, tabTo } from "./keyboard-focus.ts";

/*
 * WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11 (issue 44): a seller posts a sale with the keyboard alone. Fields are reached
 * with Tab, typed into, chosen with the arrow keys or by typing an option's first letters, ticked with
 * Space; the photos are picked through the focused 'Choisir des photos' (the browser's file chooser, which
 * a headless browser cannot show, is answered by the journey). At every stop the focus is drawn, on top,
 * and never behind a sheet.
 */

const SELLER = "vendeur@demo.autoafrique.africa";
const year = String(new Date().getFullYear() - 3);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const answer = (page: Page, question: string, choice: "Oui" | "Non" | "Non précisé") =>
  page.getByRole("group", { name: question }).getByLabel(choice, { exact: true });

async function carPhoto(name: string, background: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Tab to a field and type into it (a select takes the typed letters as its choice). */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, field(page, label), label);
  await page.keyboard.type(text);
  await expectFocusShown(page, `${label} typed`);
}

test("a seller posts a sale with the keyboard alone and lands on its page", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, SELLER, "demo12345");
  await page.goto("/sell/vendre", { waitUntil: "networkidle" });
  // The free plan's cap may be reached by the demo seller: a new account then posts.
  if (await page.getByText(/Voir les plans/).isVisible()) {
    await signUpAndSignIn(page, "Clavier", "Vendeur");
    await page.goto("/sell/vendre", { waitUntil: "networkidle" });
  }
  await expect(page.getByRole("heading", { level: 1, name: "Vendre mon véhicule" })).toBeVisible();
  expect(await seriousViolations(page), "/sell/vendre").toEqual([]);

  // The vehicle: selects chosen by their options' first letters.
  await typeInto(page, "Marque", "Suzuki");
  await expect(field(page, "Marque")).toHaveValue("Suzuki");
  await typeInto(page, "Modèle", "Jimny");
  await expect(field(page, "Modèle")).toHaveValue("Jimny");
  await typeInto(page, "Année", year);
  await expect(field(page, "Année")).toHaveValue(year);
  await typeInto(page, "Kilométrage (km)", "47913");
  await typeInto(page, "Prix", "8700000");
  await typeInto(page, "Transmission", "Auto");
  // Left, the amount shows in groups.
  await expect(field(page, "Prix")).toHaveValue(/^8\s700\s000$/);
  await expect(field(page, "Transmission")).toHaveValue("automatic");
  // The fuel with the arrow keys: petrol, then diesel below it.
  await tabTo(page, field(page, "Carburant"), "Carburant");
  await expect(field(page, "Carburant")).toHaveValue("petrol");
  await press(page, "ArrowDown", "Carburant");
  await expect(field(page, "Carburant")).toHaveValue("diesel");
  await typeInto(page, "État", "Occ");
  await expect(field(page, "État")).toHaveValue("used");

  // A history question: Tab lands on the choice made ('Non précisé'), the arrows choose.
  await tabTo(page, answer(page, "Titre de propriété en règle", "Non précisé"), "Titre de propriété");
  await press(page, "ArrowUp", "Titre de propriété");
  await press(page, "ArrowUp", "Titre de propriété");
  await expect(answer(page, "Titre de propriété en règle", "Oui")).toBeChecked();
  await expect(answer(page, "Titre de propriété en règle", "Oui")).toBeFocused();

  await typeInto(page, "Couleur extérieure", "Gris");
  await expect(field(page, "Couleur extérieure")).toHaveValue("Gris");
  await typeInto(page, "Carrosserie", "SUV");
  await expect(field(page, "Carrosserie")).toHaveValue("SUV");
  await typeInto(page, "Ville", "Thiès");
  await expect(field(page, "Ville")).toHaveValue("Thiès");

  // The photos: the French button shows the focus of its (visually hidden) input; Enter opens the browser's chooser.
  const picker = field(page, "Ajouter des photos");
  await tabTo(page, picker, "Choisir des photos");
  expect(await isFocused(picker)).toBe(true);
  const [chooser] = await Promise.all([page.waitForEvent("filechooser", { timeout: 15_000 }), page.keyboard.press("Enter")]);
  await chooser.setFiles([await carPhoto("avant.jpg", "#1d4ed8"), await carPhoto("arriere.jpg", "#b91c1c")]);
  await expect(page.getByRole("list", { name: "Photos ajoutées" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("2 photos choisies")).toBeVisible();
  await expectFocusShown(page, "photos chosen");

  // Equipment and papers: Space ticks a box.
  await tabTo(page, field(page, "Climatisation"), "Climatisation");
  await press(page, "Space", "Climatisation");
  await expect(field(page, "Climatisation")).toBeChecked();
  await typeInto(page, "Autres équipements", "Jantes alliage");
  await tabTo(page, field(page, "Carte grise"), "Carte grise");
  await press(page, "Space", "Carte grise");
  await expect(field(page, "Carte grise")).toBeChecked();
  await tabTo(page, answer(page, "Véhicule dédouané", "Non précisé"), "Véhicule dédouané");
  await press(page, "ArrowUp", "Véhicule dédouané");
  await press(page, "ArrowUp", "Véhicule dédouané");
  await expect(answer(page, "Véhicule dédouané", "Oui")).toBeChecked();
  expect(await seriousViolations(page), "/sell/vendre filled").toEqual([]);

  // Published with Enter on the button.
  await tabTo(page, page.getByRole("button", { name: "Publier l'annonce" }), "Publier l'annonce");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Annonce créée avec succès !")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByRole("region", { name: "Votre annonce est en ligne" });
  await expect(card).toContainText(`Suzuki Jimny ${year}`);
  expect(await seriousViolations(page), "/ with the card").toEqual([]);

  // From the landing's card to the car's own page.
  const view = card.getByRole("link", { name: "Voir mon annonce" });
  const href = (await view.getAttribute("href")) as string;
  await tabTo(page, view, "Voir mon annonce", { max: 120 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Suzuki Jimny");
  await expect(page.getByText(/47\s913 km/).first()).toBeVisible();
  expect(await seriousViolations(page), href).toEqual([]);
  // The page is walked on by keyboard too: the first stop is drawn.
  await page.keyboard.press("Tab");
  await expectFocusShown(page, `${href} first Tab`);
});
