import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { lastSmsCodeTo, latestMailTo, linkFromMail, signIn, signUpAndSignIn, writeToDealer } from "../support.ts";

/** The journeys' WhatsApp Cloud API, a local server beside the app (playwright.config.ts). */
const WHATSAPP_API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 5}`;

interface TakenMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
}

/** The template messages the local Cloud API took for a number, as the member's phone would show them. */
async function whatsappTo(phone: string): Promise<TakenMessage[]> {
  const response = await fetch(`${WHATSAPP_API}/_messages?to=${encodeURIComponent(phone.replace(/^\+/, ""))}`);
  return (await response.json()) as TakenMessage[];
}

async function verifyEmailAndPhone(page: Page, email: string, phone: string) {
  await expect.poll(() => latestMailTo(email)).toBeTruthy();
  await page.goto(linkFromMail(latestMailTo(email) as string, "/verify-email").replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByText("Votre email a été vérifié avec succès !")).toBeVisible();
  await page.goto("/profile/telephone");
  await page.getByRole("button", { name: "Vérifier mon téléphone" }).click();
  await expect.poll(() => lastSmsCodeTo(phone)).toMatch(/^\d{6}$/);
  await page.getByLabel("Code à 6 chiffres").fill((await lastSmsCodeTo(phone)) as string);
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Téléphone vérifié").first()).toBeVisible();
}

test("a member with a verified phone turns WhatsApp on, and the next chat message reaches them on WhatsApp", async ({ browser }, testInfo) => {
  const options = { ...testInfo.project.use, baseURL: testInfo.project.use.baseURL };
  const memberContext = await browser.newContext(options);
  const member = await memberContext.newPage();
  const { email, phone } = await signUpAndSignIn(member, "Mariam", "Ouattara");

  // Before the phone is verified, the profile offers no switch, only the way to verify it.
  await member.goto("/profile");
  const section = member.getByRole("region", { name: "Notifications WhatsApp" });
  await expect(section.getByText("Vérifiez votre téléphone pour recevoir vos notifications sur WhatsApp.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Recevoir mes notifications sur WhatsApp" })).toHaveCount(0);

  await verifyEmailAndPhone(member, email, phone);
  await member.goto("/profile");
  await expect(section.getByText("Recevoir mes notifications sur WhatsApp : désactivées")).toBeVisible();
  await section.getByRole("button", { name: "Recevoir mes notifications sur WhatsApp" }).click();
  await expect(member.getByText("Notifications WhatsApp activées")).toBeVisible();
  await expect(section.getByText("Recevoir mes notifications sur WhatsApp : activées")).toBeVisible();
  await expect(section.getByText("Nouveaux messages : sur WhatsApp")).toBeVisible();

  // The member writes to the demo dealer about a car, then leaves the site.
  const stamp = Date.now().toString(36);
  const question = `Bonjour, est-elle encore disponible ? (${stamp})`;
  const conversationPath = await writeToDealer(member, question);
  await memberContext.close();

  // The dealer answers once the member is no longer on the site.
  const dealerContext = await browser.newContext(options);
  const dealer = await dealerContext.newPage();
  await signIn(dealer, "concession@demo.autoafrique.africa", "demo12345");
  await dealer.goto(conversationPath);
  await expect(dealer.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
  await expect(dealer.getByTestId("presence")).not.toHaveText("En ligne");
  const answer = `Oui, passez la voir demain. (${stamp})`;
  await dealer.getByLabel("Votre message").fill(answer);
  await dealer.getByRole("button", { name: "Envoyer" }).click();
  await expect(dealer.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible();

  // The local WhatsApp Cloud API received the notification: the approved template in French, the answer, the conversation's link.
  await expect.poll(async () => (await whatsappTo(phone)).length, { timeout: 10_000 }).toBe(1);
  const [notification] = await whatsappTo(phone);
  expect(notification).toMatchObject({ template: "autoafrique_nouveau_message", language: "fr" });
  expect(notification!.params[0]).toBe("Nouveau message de Jean-Marc Kouassi");
  expect(notification!.params[1]).toBe(answer);
  expect(notification!.params[2]).toMatch(new RegExp(`${conversationPath}$`));
  await dealerContext.close();
});
