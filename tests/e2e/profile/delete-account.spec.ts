import { expect, test } from "../journey.ts";
import { signUpAndSignIn } from "../support.ts";

test("delete the account from the profile by typing the password, then fail to sign in with it", async ({ page }) => {
  const { email } = await signUpAndSignIn(page, "Binta", "Camara");
  await page.goto("/profile");
  await page.getByRole("link", { name: "Supprimer mon compte" }).click();
  await expect(page.getByRole("heading", { name: "Supprimer mon compte" })).toBeVisible();

  await page.getByLabel("Mot de passe").fill("pas-le-bon");
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page.getByText("Mot de passe incorrect")).toBeVisible();

  await page.getByLabel("Mot de passe").fill("motdepasse123");
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page.getByText("Votre compte a été supprimé")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("motdepasse123");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Email ou mot de passe incorrect")).toBeVisible();
});
