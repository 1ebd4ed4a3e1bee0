import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type Page, expect } from "@playwright/test";

export const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? join("data", "e2e"), "mail");

/**
 * The newest mail written to ./data/e2e/mail for this address, as raw RFC 822 text; with `containing`,
 * the newest of those that hold it (a demo account gets mails from other journeys meanwhile).
 */
export function latestMailTo(email: string, containing?: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith(`-${email}.eml`));
  } catch {
    return undefined;
  }
  for (const file of files.sort().reverse()) {
    const mail = readFileSync(join(MAIL_DIR, file), "utf8");
    if (!containing || mail.includes(containing)) return mail;
  }
  return undefined;
}

export function linkFromMail(mail: string, path: string): string {
  const text = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = text.match(new RegExp(`https?://[^\\s"<]+${path}\\?[^\\s"<]+`));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0];
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.getByText("Connexion réussie !").waitFor();
}

/** What a sign-up may say besides the names: a professional's type and company, a city typed under 'Autre'. */
export interface SignUpExtras {
  userType?: "seller" | "dealer";
  companyName?: string;
  typedCity?: string;
}

/** A new account made through the sign-up form (photo, names, Abidjan unless a city is typed, a number of its own), then signed in. */
export async function signUpAndSignIn(page: Page, firstName: string, lastName: string, extras: SignUpExtras = {}): Promise<{ email: string; phone: string }> {
  const stamp = String(Date.now());
  const email = `${firstName.toLowerCase().slice(0, 20)}.${stamp}@example.test`;
  const national = `07${stamp.slice(-8)}`;
  const { default: sharp } = await import("sharp");
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#f97316" } })
    .jpeg()
    .toBuffer();
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Photo de profil").setInputFiles({ name: "moi.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("Prénom").fill(firstName);
  await page.getByLabel("Nom", { exact: true }).fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse123");
  await page.getByLabel("Confirmer le mot de passe").fill("motdepasse123");
  if (extras.typedCity) {
    await page.getByLabel("Ville").selectOption("Autre");
    await page.getByLabel("Ville").fill(extras.typedCity);
  } else await page.getByLabel("Ville").selectOption("Abidjan");
  await page.getByLabel("Téléphone").fill(national);
  if (extras.userType) await page.getByLabel("Type d'utilisateur").selectOption(extras.userType);
  if (extras.companyName) await page.getByLabel("Nom de l'entreprise").fill(extras.companyName);
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await page.getByText("Inscription réussie !").waitFor();
  await signIn(page, email, "motdepasse123");
  return { email, phone: `+225${national}` };
}

/** The journeys' SMS gateway, a local Twilio beside the app (playwright.config.ts). */
const SMS_GATEWAY = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`;

/** A text the local gateway took: its id (Twilio's sid) and body. */
interface GatewayText {
  id: string;
  body: string;
}

/** The texts the local gateway took for a number (E.164), oldest first. */
export async function smsTextsTo(phone: string): Promise<GatewayText[]> {
  const response = await fetch(`${SMS_GATEWAY}/_messages?to=${encodeURIComponent(phone)}`);
  return (await response.json()) as GatewayText[];
}

/** The last code texted to a number, read from the local gateway's record as a person reads their phone. */
export async function lastSmsCodeTo(phone: string): Promise<string | undefined> {
  return (await smsTextsTo(phone)).at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
}

/** The operator's delivery report for the last text to a number ('delivered', 'undelivered'…), posted by the gateway to the app; the app's HTTP status. */
export async function reportLastSms(phone: string, status: string): Promise<number> {
  const last = (await smsTextsTo(phone)).at(-1);
  if (!last) throw new Error(`no text to ${phone}`);
  const response = await fetch(`${SMS_GATEWAY}/_messages/${last.id}/report?status=${status}`, { method: "POST" });
  return ((await response.json()) as { appStatus: number }).appStatus;
}

/**
 * Opens a listing of the demo dealer's (Jean-Marc Kouassi) and returns its path. Browse is walked until the seller card
 * names him: other journeys promote listings and make other accounts Pro, so the order of browse is not fixed.
 */
export async function openDealerListing(page: Page, kind: "sale" | "rental"): Promise<string> {
  const prefix = kind === "rental" ? "/rental/" : "/listing/";
  await page.goto(kind === "rental" ? "/listings?type=location" : "/listings");
  const hrefs = await page.locator(`main a[href^="${prefix}"]`).evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") as string))]);
  for (const href of hrefs) {
    await page.goto(href);
    if (
      await page
        .getByRole("link", { name: /Jean-Marc Kouassi/ })
        .first()
        .isVisible()
    )
      return href;
  }
  throw new Error(`no ${kind} listing of the demo dealer in browse`);
}

/** The member writes `text` to the demo dealer from one of his sales' pages (the chat it opens); returns the conversation's path. */
export async function writeToDealer(member: Page, text: string): Promise<string> {
  await openDealerListing(member, "sale");
  const contactTab = member.getByRole("tab", { name: "Contact" });
  if (await contactTab.isVisible()) await contactTab.click();
  await member.getByRole("button", { name: "Contacter le vendeur" }).click();
  await expect(member).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const box = member.getByLabel("Votre message");
  await expect(async () => {
    await box.fill(text);
    await box.press("Enter");
    await expect(box).toHaveValue("", { timeout: 2000 });
  }).toPass();
  return new URL(member.url()).pathname;
}

/**
 * The person chose French (the header's 'Français'): picking Nigeria or Ghana then keeps the French
 * pages a journey reads, where without a choice it would open their English copies (ADR 0049).
 */
export async function keepFrench(page: Page): Promise<void> {
  await page.context().addCookies([{ name: "aa_lang", value: "fr", url: `http://localhost:${process.env.E2E_PORT ?? 3100}` }]);
}
