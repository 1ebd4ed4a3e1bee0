import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

/** The dealer's sale listings in the promote form, oldest last. */
async function dealerSales(page: Page): Promise<string[]> {
  return page
    .getByLabel("2. Choisissez l'annonce")
    .locator("option")
    .evaluateAll((options) => options.filter((o) => !o.textContent?.includes("(location)")).map((o) => (o as HTMLOptionElement).value));
}

test("promote a listing paying with Wave: the return page waits for Wave's confirmation, then the listing is Premium", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "concession@demo.autoafrique.africa", "demo12345");

  await page.goto("/promote");
  await page.getByLabel("Pays affiché").selectOption("CI");
  await expect(page.getByRole("radio", { name: /Wave/ })).toBeEnabled();
  await expect(page.getByRole("radio", { name: /PayPal/ })).toBeDisabled();
  const listingId = (await dealerSales(page)).at(-2) as string;
  await page.getByLabel("2. Choisissez l'annonce").selectOption(listingId);
  await page.getByRole("radio").first().check();
  await page.getByRole("radio", { name: /Wave/ }).check();
  // Each method says what it will take once a pack is chosen: Wave, CFA francs.
  await expect(page.getByRole("radio", { name: /Wave/ })).toHaveAccessibleName(/Montant débité : [\d\s]+ CFA/);
  await page.getByRole("button", { name: "Payer" }).click();

  // Wave's page (the local server): the payer confirms.
  await expect(page.getByRole("heading", { name: "Payer avec Wave" })).toBeVisible();
  await page.getByRole("button", { name: "Confirmer le paiement" }).click();

  // Back before Wave has confirmed: the page says so, then changes by itself.
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?paiement=[0-9a-f-]{36}&listing_id=${listingId}$`));
  await expect(page.getByRole("heading", { name: "Paiement en cours de confirmation…" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Paiement réussi !" })).toBeVisible({ timeout: 20_000 });

  await page.goto("/");
  const premium = page.getByRole("region", { name: "Annonces Premium" });
  await expect(premium.locator(`a[href="/listing/${listingId}"]`).first()).toBeVisible();
});

test("a Wave payment that fails activates nothing and says so in French", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "concession@demo.autoafrique.africa", "demo12345");
  await page.goto("/promote");
  const listingId = (await dealerSales(page)).at(-3) as string;
  await page.getByLabel("2. Choisissez l'annonce").selectOption(listingId);
  await page.getByRole("radio").first().check();
  await page.getByRole("radio", { name: /Wave/ }).check();
  await page.getByRole("button", { name: "Payer" }).click();
  await page.getByRole("button", { name: "Annuler le paiement" }).click();

  await expect(page.getByRole("heading", { name: "Paiement non abouti" })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole("alert").getByText("Le paiement n'a pas abouti : aucune somme n'a été prélevée et la promotion n'est pas activée.", { exact: false }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Réessayer" }).click();
  await expect(page).toHaveURL(new RegExp(`/promote\\?annonce=${listingId}$`));
  await expect(page.getByLabel("2. Choisissez l'annonce")).toHaveValue(listingId);
});
