import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { latestMailTo, linkFromMail } from "../support.ts";
import { seriousViolations } from "../axe.ts";

/** The path of the verification link in the newest mail to `email`. */
async function verificationPath(email: string): Promise<string> {
  await expect.poll(() => latestMailTo(email)).toBeTruthy();
  return linkFromMail(latestMailTo(email) as string, "/verify-email").replace(/^https?:\/\/[^/]+/, "");
}

const PHONE = { width: 390, height: 844 };

test("sign up with a photo, verify the email from the mail (which signs in), sign out and sign in again", async ({ page }) => {
  const email = `aminata.${Date.now()}@example.test`;
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#0ea5e9" } })
    .jpeg()
    .toBuffer();

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
  await expect(page.getByText("Les mots de passe ne correspondent pas", { exact: true })).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel("Prénom")).toHaveValue("Aminata");
  await expect(page.getByLabel("Nom de l'entreprise")).toHaveValue("Bamako Autos");

  await page.getByLabel("Confirmer le mot de passe").fill("motdepasse123");
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Inscription réussie ! Un email de vérification vous a été envoyé.")).toBeVisible();
  // The sign-in form opens with the email just used.
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.goto(await verificationPath(email));
  await expect(page.getByText("Votre email a été vérifié avec succès !")).toBeVisible();
  // The link signed the member in: no password typed again.
  await expect(page.getByLabel("Menu du compte")).toBeVisible();
  await page.getByLabel("Menu du compte").click();
  await page.getByRole("button", { name: "Se déconnecter" }).first().click();
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();

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
  await expect(page.getByText("Le prénom est obligatoire", { exact: true })).toBeVisible();
  await expect(page.getByText("Adresse email invalide", { exact: true })).toBeVisible();

  await page.getByLabel("Prénom").fill("Kadi");
  await expect(page.getByText("Le prénom est obligatoire")).toHaveCount(0);
  await page.getByLabel("Email").fill("pas-un-email");
  await expect(page.getByText("Adresse email invalide", { exact: true })).toBeVisible();
  await page.getByLabel("Email").fill(`kadi.${Date.now()}@example.test`);
  await expect(page.getByText("Adresse email invalide")).toHaveCount(0);

  await page.getByLabel("Nom", { exact: true }).fill("Sow");
  await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse123");
  await page.getByLabel("Confirmer le mot de passe").fill("autre-chose");
  await page.getByRole("button", { name: "S'inscrire" }).click();
  // Only what is still wrong is shown, and the browser's own check brings it into view, focused.
  await expect(page.getByText("Les mots de passe ne correspondent pas", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Confirmer le mot de passe")).toBeFocused();
  await expect(page.locator("#confirmPassword-error")).toBeInViewport();
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

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a refused sign-up shows its first refused field, focused and in view; fixed, the mail's link signs in where the member was going", async ({
    page,
    browser,
  }, testInfo) => {
    const email = `moussa.${Date.now()}@example.test`;
    // A visitor on their way to their favourites is asked to sign in, and signs up instead.
    await page.goto("/favorites");
    await expect(page).toHaveURL(/\/auth\?/);
    await page.getByRole("tab", { name: "Inscription" }).click();
    await expect(page.getByLabel("Photo de profil (optionnelle)")).toBeAttached();

    // Everything but the first name, and no photo (optional).
    await page.getByLabel("Nom", { exact: true }).fill("Diallo");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse123");
    await page.getByLabel("Confirmer le mot de passe").fill("motdepasse123");
    await page.getByLabel("Ville").selectOption("Abidjan");
    await page.getByLabel("Téléphone").fill(`05${String(Date.now()).slice(-8)}`);
    await page.getByRole("button", { name: "S'inscrire" }).click();

    // The first refused field is focused and in view with its message, wherever the button was.
    const firstName = page.getByLabel("Prénom");
    await expect(firstName).toBeFocused();
    await expect(firstName).toBeInViewport();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Le prénom est obligatoire");
    await expect(page.locator("#firstName-error")).toBeInViewport();
    await expect(page.getByRole("link", { name: "Prénom : Le prénom est obligatoire" })).toBeVisible();
    // Nothing typed is lost, and no photo is asked.
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("motdepasse123");
    await expect(page.getByLabel("Confirmer le mot de passe")).toHaveValue("motdepasse123");
    await expect(page.getByText("Veuillez ajouter une photo de profil")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("signup-refused-390.png") });
    expect(await seriousViolations(page)).toEqual([]);

    await firstName.fill("Moussa");
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Inscription réussie ! Un email de vérification vous a été envoyé.")).toBeVisible();

    // The mail's link signs the member in and lands on the page they were going to.
    const link = await verificationPath(email);
    expect(new URLSearchParams(link.split("?")[1]).get("redirectTo")).toBe("/favorites");
    await page.goto(link);
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mes favoris" })).toBeVisible();
    await expect(page.getByText("Votre email a été vérifié avec succès !")).toBeVisible();
    await expect(page.getByLabel("Menu du compte")).toBeVisible();

    // The same link on another phone signs no one in.
    const other = await browser.newContext({ ...testInfo.project.use, viewport: PHONE });
    const elsewhere = await other.newPage();
    await elsewhere.goto(link);
    await expect(elsewhere.getByText("Votre email a été vérifié avec succès !")).toBeVisible();
    await expect(elsewhere.getByRole("main").getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/auth?redirectTo=%2Ffavorites");
    await expect(elsewhere.getByLabel("Menu du compte")).toHaveCount(0);
    await other.close();
  });

  test("without JavaScript, the refused page opens on its first refused field, keeps what was typed and says the photo must be chosen again", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#16a34a" } })
      .jpeg()
      .toBuffer();
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Photo de profil (optionnelle)").setInputFiles({ name: "moi.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("Prénom").fill("Awa");
    await page.getByLabel("Nom", { exact: true }).fill("Sanogo");
    await page.getByLabel("Email").fill(`awa.${Date.now()}@example.test`);
    await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse123");
    await page.getByLabel("Confirmer le mot de passe").fill("motdepasse123");
    await page.getByLabel("Ville").selectOption("Abidjan");
    // The phone, far down the form, is left empty.
    await page.getByRole("button", { name: "S'inscrire" }).click();

    const phone = page.getByLabel("Téléphone");
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    await expect(page.locator("#phone-error")).toHaveText("Le téléphone est obligatoire");
    await expect(page.locator("#phone-error")).toBeInViewport();
    await expect(page.getByLabel("Prénom")).toHaveValue("Awa");
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("motdepasse123");
    await expect(page.getByLabel("Ville")).toHaveValue("Abidjan");
    await page.screenshot({ path: testInfo.outputPath("signup-refused-nojs-390.png") });
    // The photo could not come back: said beside its field and above the button.
    const lost = "Le navigateur n'a pas pu garder la photo choisie : choisissez-la à nouveau (elle reste optionnelle).";
    await expect(page.locator("#photo-not-kept")).toHaveText(lost);
    await expect(page.getByRole("link", { name: lost })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("signup-refused-nojs-390-full.png"), fullPage: true });
    await expect(page.getByRole("link", { name: "Téléphone : Le téléphone est obligatoire" })).toHaveAttribute("href", "#phone");
    await context.close();
  });
});
