import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { watchConsole } from "../console-watch.ts";
import { latestMailTo, linkFromMail, openDealerListing } from "../support.ts";
import { seriousViolations } from "../axe.ts";

const CHAT_URL = /\/messages\/[0-9a-f-]{36}\?dispo=1$/;

/** A visitor on one of the demo dealer's sales taps the phone's contact bar's 'Contacter': asked to sign in. */
async function tapContact(page: Page): Promise<string> {
  const listing = await openDealerListing(page, "sale");
  await page.getByRole("navigation", { name: "Contacter le vendeur" }).getByRole("button", { name: "Contacter" }).click();
  await expect(page).toHaveURL(/\/auth\?.*reason=connexion/);
  await expect(page.getByText("Vous devez être connecté", { exact: true })).toBeVisible();
  return listing;
}

async function signInHere(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("demo12345");
  await page.getByRole("button", { name: "Se connecter" }).click();
}

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor taps 'Contacter', signs in, and lands in the chat with the seller, 'Toujours disponible ?' typed; 'Back' returns to the listing", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const listing = await tapContact(page);
    expect(await seriousViolations(page)).toEqual([]);
    await signInHere(page, "acheteur@demo.autoafrique.africa");
    await expect(page).toHaveURL(CHAT_URL);
    await expect(page.getByLabel("Votre message")).toHaveValue("Toujours disponible ?");
    await expect(page.getByRole("link", { name: /Jean-Marc Kouassi/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Neither the sign-in page nor the way to the chat stays in the history.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${listing}$`));
    expect(problems).toEqual([]);
  });

  test("a visitor taps 'Contacter', signs up instead, and the verification link leads into the chat with the seller", async ({ page }) => {
    const problems = watchConsole(page);
    const email = `contact.${Date.now()}@example.test`;
    await tapContact(page);
    await page.getByRole("tab", { name: "Inscription" }).click();
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#16a34a" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("Photo de profil").setInputFiles({ name: "moi.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("Prénom").fill("Aminata");
    await page.getByLabel("Nom", { exact: true }).fill("Ouédraogo");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse123");
    await page.getByLabel("Confirmer le mot de passe").fill("motdepasse123");
    await page.getByLabel("Ville").selectOption("Abidjan");
    await page.getByLabel("Téléphone").fill(`07${String(Date.now()).slice(-8)}`);
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Inscription réussie ! Un email de vérification vous a été envoyé.")).toBeVisible();

    await expect.poll(() => latestMailTo(email)).toBeTruthy();
    await page.goto(linkFromMail(latestMailTo(email) as string, "/verify-email").replace(/^https?:\/\/[^/]+/, ""));
    // The link signs in and leads on: the chat opens by itself, a new conversation with the dealer.
    await expect(page).toHaveURL(CHAT_URL);
    await expect(page.getByLabel("Votre message")).toHaveValue("Toujours disponible ?");
    await expect(page.getByRole("link", { name: /Jean-Marc Kouassi/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the seller, signed out, taps 'Contacter' on their own listing and signs in: back on it, told they cannot write to themself", async ({ page }) => {
    const listing = await tapContact(page);
    await signInHere(page, "concession@demo.autoafrique.africa");
    await expect(page.getByText("Vous ne pouvez pas vous contacter vous-même")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${listing}$`));
  });
});
