import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { latestMailTo, signIn } from "../support.ts";

const BUYER = "acheteur@demo.autoafrique.africa";
// A dealer of Côte d'Ivoire: the listing is posted there, where the buyer searches.
const SELLER = "concession@demo.autoafrique.africa";
const year = String(new Date().getFullYear() - 2);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function carPhoto() {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a16207" } })
    .jpeg()
    .toBuffer();
  return { name: "hilux.jpg", mimeType: "image/jpeg", buffer };
}

test("a buyer saves 'hilux', a seller posts a Toyota Hilux in Côte d'Ivoire, the bell rings without reload and the mail arrives", async ({ page, browser }) => {
  // The alert job runs on the server's own schedule: every minute, every 12 s for the journeys (JOBS_TIME_SCALE).
  test.setTimeout(180_000);

  // A visitor saves the search: sign-in first, then back with the search kept.
  await page.goto("/listings?search=hilux");
  await page.getByRole("link", { name: "Enregistrer cette recherche" }).click();
  await expect(page.getByText("Vous devez être connecté pour enregistrer une recherche.")).toBeVisible();
  await page.getByLabel("Email").fill(BUYER);
  await page.getByLabel("Mot de passe").fill("demo12345");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Enregistrer cette recherche" })).toBeVisible();
  await expect(page).toHaveURL(/\/recherches\/nouvelle\?search=hilux$/);
  await expect(page.getByLabel("Nom de la recherche")).toHaveValue("Toyota Hilux");
  await page.getByLabel("Nom de la recherche").fill("Mon Hilux");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText("Recherche enregistrée")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mes recherches" })).toBeVisible();
  const saved = page.getByTestId("saved-search").filter({ hasText: "Mon Hilux" });
  await expect(saved).toContainText("Toyota Hilux — Côte d'Ivoire");
  await expect(saved.getByLabel("Alertes")).toHaveValue("immediate");

  // The seller, in another browser, posts a Toyota Hilux in Abidjan.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, SELLER, "demo12345");
  await seller.goto("/sell/vendre");
  // The model list opens once the page runs its script: pick the make again until it has.
  await expect(async () => {
    await field(seller, "Marque").selectOption("Toyota");
    await expect(field(seller, "Modèle")).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await field(seller, "Modèle").selectOption("Hilux");
  await field(seller, "Année").selectOption(year);
  await field(seller, "Prix").fill("14500000");
  await field(seller, "Kilométrage (km)").fill("43210");
  await field(seller, "Transmission").selectOption("manual");
  await field(seller, "Carburant").selectOption("diesel");
  await field(seller, "État").selectOption("used");
  await field(seller, "Propriétaires précédents").selectOption("1");
  await field(seller, "Ville").selectOption("Abidjan");
  await field(seller, "Ajouter des photos").setInputFiles([await carPhoto()]);
  await seller.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(seller.getByText("Annonce créée avec succès !")).toBeVisible();
  await sellerContext.close();

  // The buyer's page, left open, hears of it through its event stream.
  const bell = page.getByRole("banner").getByLabel("Notifications");
  await expect(page.getByText(`« Mon Hilux » : Toyota Hilux ${year}`)).toBeAttached({ timeout: 120_000 });
  await bell.click();
  await expect(page.getByText("Nouvelle annonce pour votre recherche").first()).toBeVisible();

  // The mail's body, its quoted-printable line breaks and "=" undone.
  const mail = () => (latestMailTo(BUYER) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  await expect.poll(mail, { timeout: 20_000 }).toContain(`Toyota Hilux ${year}`);
  expect(mail()).toContain("/emails/desabonnement?t=recherche");

  // 'Voir les annonces' opens browse on the saved search; the new car is counted until then.
  await page.goto("/recherches");
  await expect(page.getByTestId("saved-search").filter({ hasText: "Mon Hilux" }).getByTestId("new-matches")).toHaveText("1 nouvelle annonce");
  await page.getByTestId("saved-search").filter({ hasText: "Mon Hilux" }).getByRole("button", { name: "Voir les annonces" }).click();
  await expect(page).toHaveURL(/\/listings\?search=hilux$/);
  await expect(page.getByRole("article").filter({ hasText: /43\s210 km/ })).toBeVisible();
});
