import { expect, test } from "../journey.ts";
import { firstListingPath } from "../../support/sitemap-paths.ts";

test("a toast belongs to its page: 'Lien copié' does not follow the visitor to /auth", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Headless Chromium has no share sheet, but make sure the copy path is the one taken.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  const path = await firstListingPath(async (p) => (await page.request.get(p)).text(), "listing");
  await page.goto(path);
  const copied = page.getByText("Lien copié dans le presse-papier");
  await expect(async () => {
    await page.getByRole("button", { name: "Partager" }).click();
    await expect(copied).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole("banner").getByRole("link", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  // At once: the message would leave by itself after 4 s anyway.
  expect(await copied.count()).toBe(0);
  // Coming back does not bring it back either.
  await page.goBack();
  await expect(page.getByRole("button", { name: "Partager" })).toBeVisible();
  await expect(copied).toHaveCount(0);
});
