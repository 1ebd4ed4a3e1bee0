import { expect, test } from "../journey.ts";
import { signIn, keepFrench } from "../support.ts";

test("an unknown page shows the 404; with ?verify= it goes to the verification page", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page introuvable" })).toBeVisible();
  await expect(page.getByText("404")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/ancien-lien?verify=jeton-invalide");
  await expect(page).toHaveURL(/\/verify-email\?verify=jeton-invalide$/);
  await expect(page.getByText("Token invalide ou expiré")).toBeVisible();
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("switching the country changes the displayed prices", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByLabel("Pays affiché")).toHaveValue("CI");
  const prices = page.getByTestId("price");
  await expect(prices.first()).toContainText("CFA");

  await keepFrench(page);
  await page.getByLabel("Pays affiché").selectOption("NG");
  await expect(page.getByLabel("Pays affiché")).toHaveValue("NG");
  await expect(prices.first()).toContainText("₦");
  await page.reload();
  await expect(prices.first()).toContainText("₦");

  await page.getByLabel("Pays affiché").selectOption("MA");
  await expect(prices.first()).toContainText("DH");
});

test("the bell lists notifications, marks one read and then all", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  const badge = page.getByTestId("unread-count");
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  await page.getByLabel("Notifications").click();
  await expect(page.getByText("Bienvenue sur AutoAfrique")).toBeVisible();
  await page.getByText("Bienvenue sur AutoAfrique").click();
  if (before > 1) {
    await expect(badge).toHaveText(String(before - 1));
    // Following the notification's link closes the menu.
    await expect(page.getByRole("button", { name: "Tout marquer comme lu" })).toBeHidden();
    await page.getByLabel("Notifications").click();
    await page.getByRole("button", { name: "Tout marquer comme lu" }).click();
  }
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("unread-count")).toHaveCount(0);
});

test("the mobile bottom bar marks the active entry", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(bar.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
  await bar.getByRole("link", { name: "Poster" }).click();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(bar.getByRole("link", { name: "Poster" })).toHaveAttribute("aria-current", "page");
  await expect(bar.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current", "page");
});
