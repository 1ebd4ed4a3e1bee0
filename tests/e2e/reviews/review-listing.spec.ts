import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

const BUYER = { email: "acheteur@demo.autoafrique.africa", password: "demo12345" };

/** The first sale listing of the browse page, opened. */
async function openSale(page: Page, nth = 0) {
  await page.goto("/listings");
  const href = await page.getByRole("article").nth(nth).getByRole("link").first().getAttribute("href");
  expect(href).toMatch(/^\/listing\//);
  await page.goto(href as string, { waitUntil: "networkidle" });
  return href as string;
}

test("a signed-in buyer is asked for a mark, rates a listing, and finds the review on the seller's page", async ({ page }) => {
  await signIn(page, BUYER.email, BUYER.password);
  const listing = await openSale(page);
  await page.waitForFunction(() => document.readyState === "complete");
  const form = page.locator("form#avis");
  const comment = `Vendeur ponctuel, voiture conforme à l'annonce (${Date.now()})`;

  await form.getByLabel("Commentaire (optionnel)").fill(comment);
  await form.getByRole("button", { name: "Publier mon avis" }).click();
  await expect(form.getByText("Veuillez sélectionner une note")).toBeVisible();
  await expect(form.getByLabel("Commentaire (optionnel)")).toHaveValue(comment);

  await form.locator('label[for="rating-4"]').click();
  await expect(form.getByText("Veuillez sélectionner une note")).toBeHidden();
  await form.getByRole("button", { name: "Publier mon avis" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Avis ajouté avec succès" })).toBeVisible();
  // Sent in the background: the page was not reloaded, the form is emptied and the list refreshed.
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(listing);
  await expect(form.getByLabel("Commentaire (optionnel)")).toHaveValue("");
  await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
  const review = page.getByRole("list", { name: "Avis les plus récents" }).getByRole("listitem").filter({ hasText: comment });
  await expect(review).toBeVisible();
  await expect(review.getByRole("img", { name: "4,0 sur 5" })).toBeVisible();
  await expect(review).toContainText("Aminata C.");

  await page.getByRole("link", { name: "Voir toutes les annonces de ce vendeur" }).click();
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  await page.getByRole("tab", { name: "Avis" }).click();
  const onProfile = page.getByRole("tabpanel", { name: "Avis" }).getByRole("listitem").filter({ hasText: comment });
  await expect(onProfile).toBeVisible();
  await expect(onProfile.getByRole("link")).toHaveAttribute("href", listing);
});

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the review form is a plain form answered with the page", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(BUYER.email);
    await page.getByLabel("Mot de passe").fill(BUYER.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await openSale(page, 1);
    const form = page.locator("form#avis");
    const comment = `Bon échange, sans JavaScript (${Date.now()})`;

    await form.getByLabel("Commentaire (optionnel)").fill(comment);
    await form.getByRole("button", { name: "Publier mon avis" }).click();
    await expect(form.getByText("Veuillez sélectionner une note")).toBeVisible();
    await expect(form.getByLabel("Commentaire (optionnel)")).toHaveValue(comment);

    await form.locator('label[for="rating-5"]').click();
    await form.getByRole("button", { name: "Publier mon avis" }).click();
    await expect(form.getByRole("status")).toHaveText("Avis ajouté avec succès");
    await expect(form.getByLabel("Commentaire (optionnel)")).toHaveValue("");
    await expect(page.getByRole("list", { name: "Avis les plus récents" }).getByRole("listitem").filter({ hasText: comment })).toBeVisible();
  });
});
