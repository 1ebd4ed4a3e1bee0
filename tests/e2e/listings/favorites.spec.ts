import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

test("a visitor is asked to sign in before adding a favourite", async ({ page }) => {
  await page.goto("/listings");
  await page.getByRole("button", { name: "Ajouter aux favoris" }).first().click();
  // The link names the reason by its code; /auth shows the sentence.
  await expect(page).toHaveURL(/\/auth\?.*reason=favoris/);
  await expect(page.getByText("Vous devez être connecté pour ajouter aux favoris")).toBeVisible();
});

test("favourite a listing from browse, find it on /favorites, remove it", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/listings?search=peugeot");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Ajouter aux favoris" }) })
    .first();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const href = await card.getByRole("link").first().getAttribute("href");
  await card.getByRole("button", { name: "Ajouter aux favoris" }).click();
  await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
  await expect(page.locator(`article:has(a[href="${href}"])`).getByRole("button", { name: "Retirer des favoris" })).toBeVisible();

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "Mes favoris" })).toBeVisible();
  const saved = page.locator(`article:has(a[href="${href}"])`);
  await expect(saved).toContainText(title);
  await saved.getByRole("button", { name: "Retirer des favoris" }).click();
  await expect(page.getByText("Retiré des favoris")).toBeVisible();
  await expect(page.locator(`article:has(a[href="${href}"])`)).toHaveCount(0);
});
