import { expect, test } from "../journey.ts";

/** A visitor who taps a signed-in page is sent to sign in, then lands on that page, never a 404. */
for (const [label, path, heading] of [
  ["Profil", "/profile", /Démo|Vendeur|Awa|.+/],
  ["Messages", "/messages", /Messages/],
] as const) {
  test(`'${label}' in the bottom bar, signed out: sign in, then ${path}`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    await page.getByLabel("Email").fill("vendeur@demo.autoafrique.africa");
    await page.getByLabel("Mot de passe").fill("demo12345");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText("Page introuvable")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("a card of /sell, signed out: sign in, then the form", async ({ page }) => {
  await page.goto("/sell");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Louer mon véhicule/ })
    .click();
  await expect(page).toHaveURL(/\/auth\?.*reason=connexion/);
  await expect(page.getByText("Vous devez être connecté", { exact: true })).toBeVisible();
  await page.getByLabel("Email").fill("vendeur@demo.autoafrique.africa");
  await page.getByLabel("Mot de passe").fill("demo12345");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/sell\/louer$/);
  await expect(page.getByRole("heading", { name: "Louer mon véhicule" })).toBeVisible();
  // The rental form speaks of renting, not of a sale.
  await expect(page.getByLabel("Description")).toHaveAttribute("placeholder", /conditions de location/);
  // One main region per page.
  await expect(page.locator("main")).toHaveCount(1);
  await page.goto("/favorites");
  await expect(page.locator("main")).toHaveCount(1);
  await page.goto("/listings");
  await expect(page.locator("main")).toHaveCount(1);
});
