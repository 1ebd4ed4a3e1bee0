import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { lastSmsCodeTo, latestMailTo, linkFromMail, reportLastSms, signUpAndSignIn, smsTextsTo } from "../support.ts";

/** Follows the link of the sign-up's verification mail: codes are texted only to verified emails. */
async function verifyEmail(page: Page, email: string) {
  await expect.poll(() => latestMailTo(email)).toBeTruthy();
  await page.goto(linkFromMail(latestMailTo(email) as string, "/verify-email").replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByText("Votre email a été vérifié avec succès !")).toBeVisible();
}

test("verify the phone with the code received by SMS and see the badge on one's public profile", async ({ page }) => {
  const { email, phone } = await signUpAndSignIn(page, "Seydou", "Keita");
  // Before the email is verified, the page says so and offers no code.
  await page.goto("/profile/telephone");
  await expect(page.getByText("Vérifiez d'abord votre adresse email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Vérifier mon téléphone" })).toHaveCount(0);
  await verifyEmail(page, email);

  await page.goto("/profile");
  await page.getByRole("link", { name: "Vérifier mon téléphone" }).click();
  await expect(page).toHaveURL(/\/profile\/telephone$/);
  await page.getByRole("button", { name: "Vérifier mon téléphone" }).click();
  await expect(page.getByText(/Code envoyé par SMS au \+225/)).toBeVisible();

  // The code went through the SMS gateway (a local Twilio), which reports it delivered to the app.
  await expect.poll(() => lastSmsCodeTo(phone)).toMatch(/^\d{6}$/);
  expect(await reportLastSms(phone, "delivered")).toBe(200);
  await page.getByLabel("Code à 6 chiffres").fill((await lastSmsCodeTo(phone)) as string);
  await page.getByRole("button", { name: "Valider" }).click();
  // The badge beside the number, in the page: the page's own words also name 'le badge « Téléphone vérifié »'.
  await expect(page.getByRole("main").getByText("Téléphone vérifié", { exact: true })).toBeVisible();

  // The public profile shows the badge, never the number.
  await page.goto("/profile");
  const userId = await page.evaluate(async () => (await (await fetch("/profile/donnees")).json()).profile.id as string);
  await page.goto(`/profile/${userId}`);
  await expect(page.getByRole("heading", { name: "Seydou Keita" })).toBeVisible();
  // The badge on the page (the toast of the verification may still be on screen).
  await expect(page.getByRole("main").getByText("Téléphone vérifié")).toBeVisible();
  await expect(page.getByText(phone.slice(4, 8))).toHaveCount(0);
});

test("five wrong codes lock the attempt", async ({ page }) => {
  const { email, phone } = await signUpAndSignIn(page, "Ramatou", "Issa");
  await verifyEmail(page, email);
  await page.goto("/profile/telephone");
  await page.getByRole("button", { name: "Vérifier mon téléphone" }).click();
  await expect.poll(() => lastSmsCodeTo(phone)).toMatch(/^\d{6}$/);
  const right = (await lastSmsCodeTo(phone)) as string;
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
  for (const left of [4, 3, 2, 1]) {
    await page.getByLabel("Code à 6 chiffres").fill(wrong);
    await page.getByRole("button", { name: "Valider" }).click();
    await expect(page.getByText(`Il vous reste ${left} ${left > 1 ? "essais" : "essai"}`)).toBeVisible();
  }
  await page.getByLabel("Code à 6 chiffres").fill(wrong);
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Trop de tentatives : demandez un nouveau code.")).toBeVisible();
  await page.getByLabel("Code à 6 chiffres").fill(right);
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Trop de tentatives : demandez un nouveau code.")).toBeVisible();
  await expect(page.getByText("Non vérifié")).toBeVisible();
});

test("a code the operator could not deliver is shown on the page, and a new one verifies the phone", async ({ page }) => {
  const { email, phone } = await signUpAndSignIn(page, "Awa", "Diallo");
  await verifyEmail(page, email);
  await page.goto("/profile/telephone");
  await page.getByRole("button", { name: "Vérifier mon téléphone" }).click();
  await expect(page.getByText(/Code envoyé par SMS au \+225/)).toBeVisible();
  await expect.poll(async () => (await smsTextsTo(phone)).length).toBe(1);

  // The phone was off: the gateway reports the text undelivered, and the page says so.
  expect(await reportLastSms(phone, "undelivered")).toBe(200);
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Le SMS contenant votre code n'a pas pu être remis à votre téléphone." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Modifier mon numéro" })).toBeVisible();

  await page.getByRole("button", { name: "Renvoyer un code" }).click();
  await expect(page.getByText(/Code envoyé par SMS au \+225/)).toBeVisible();
  await expect.poll(async () => (await smsTextsTo(phone)).length).toBe(2);
  await expect(page.getByText("n'a pas pu être remis")).toHaveCount(0);
  await page.getByLabel("Code à 6 chiffres").fill((await lastSmsCodeTo(phone)) as string);
  await page.getByRole("button", { name: "Valider" }).click();
  // The badge beside the number, in the page: the page's own words also name 'le badge « Téléphone vérifié »'.
  await expect(page.getByRole("main").getByText("Téléphone vérifié", { exact: true })).toBeVisible();
});
