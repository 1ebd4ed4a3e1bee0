import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { latestMailTo, linkFromMail } from "../support.ts";

test("sign up with a photo, verify the email from the mail, sign in and sign out", async ({ page }) => {
  const email = `aminata.${Date.now()}@example.test`;
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#0ea5e9" } }).jpeg().toBuffer();

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Inscription" }).click();
  await expect(page.getByText("Aucune photo choisie")).toBeVisible();
  await page.getByLabel("Photo de profil").setInputFiles({ name: "moi.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("Photo choisie : moi.jpg")).toBeVisible();
  await page.getByLabel("Prénom").fill("Aminata");
  await page.getByLabel("Nom", { exact: true }).fill("Traoré");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse123");
  await page.getByLabel("Confirmer le mot de passe").fill("autre-chose");
  await expect(page.getByLabel("Pays", { exact: true })).toHaveValue("CI");
  await page.getByLabel("Pays", { exact: true }).selectOption("ML");
  await page.getByLabel("Ville").selectOption("Autre");
  await page.getByRole("button", { name: "Revenir à la liste" }).click();
  await page.getByLabel("Ville").selectOption("Bamako");
  await page.getByLabel("Téléphone").fill("76 12 34 56");
  await page.getByLabel("Type d'utilisateur").selectOption("seller");
  await page.getByLabel("Nom de l'entreprise").fill("Bamako Autos");

  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel("Prénom")).toHaveValue("Aminata");
  await expect(page.getByLabel("Nom de l'entreprise")).toHaveValue("Bamako Autos");

  await page.getByLabel("Confirmer le mot de passe").fill("motdepasse123");
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Inscription réussie ! Un email de vérification vous a été envoyé.")).toBeVisible();
  // The sign-in form opens with the email just used.
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await expect.poll(() => latestMailTo(email)).toBeTruthy();
  const link = linkFromMail(latestMailTo(email) as string, "/verify-email");
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByText("Votre email a été vérifié avec succès !")).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("motdepasse123");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Connexion réussie !")).toBeVisible();
  // The selected country follows the profile's country at sign-in.
  await expect(page.getByLabel("Pays affiché")).toHaveValue("ML");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Aminata Traoré" })).toBeVisible();
  await expect(page.getByText("Vérifié")).toBeVisible();

  await page.getByLabel("Menu du compte").click();
  await page.getByRole("button", { name: "Se déconnecter" }).first().click();
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
});

test("a field's error goes once the field is corrected; each submit replaces the errors before it", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Le prénom est obligatoire")).toBeVisible();
  await expect(page.getByText("Adresse email invalide")).toBeVisible();

  await page.getByLabel("Prénom").fill("Kadi");
  await expect(page.getByText("Le prénom est obligatoire")).toHaveCount(0);
  await page.getByLabel("Email").fill("pas-un-email");
  await expect(page.getByText("Adresse email invalide")).toBeVisible();
  await page.getByLabel("Email").fill(`kadi.${Date.now()}@example.test`);
  await expect(page.getByText("Adresse email invalide")).toHaveCount(0);

  await page.getByLabel("Nom", { exact: true }).fill("Sow");
  await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse123");
  await page.getByLabel("Confirmer le mot de passe").fill("autre-chose");
  await page.getByRole("button", { name: "S'inscrire" }).click();
  // Only what is still wrong is shown.
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await expect(page.getByText("Le prénom est obligatoire")).toHaveCount(0);
  await expect(page.getByText("Adresse email invalide")).toHaveCount(0);
  await page.getByLabel("Confirmer le mot de passe").fill("motdepasse123");
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toHaveCount(0);
});

test("a wrong password is refused in French and the email is kept", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("acheteur@demo.autoafrique.africa");
  await page.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
  await expect(page.getByLabel("Email")).toHaveValue("acheteur@demo.autoafrique.africa");
});

test("the forgotten-password mode sends a reset mail and 'Retour' goes back", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("button", { name: "Envoyer le lien" })).toBeVisible();
  await page.getByRole("link", { name: "Retour" }).click();
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("button", { name: "Envoyer le lien" })).toBeVisible();
  await page.getByLabel("Email").fill("agent@demo.autoafrique.africa");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Email de réinitialisation envoyé ! Vérifiez votre boîte mail.")).toBeVisible();
  await expect.poll(() => latestMailTo("agent@demo.autoafrique.africa")).toBeTruthy();
});
