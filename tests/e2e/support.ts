import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

export const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? join("data", "e2e"), "mail");

/** The newest mail written to ./data/e2e/mail for this address, as raw RFC 822 text. */
export function latestMailTo(email: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith(`-${email}.eml`));
  } catch {
    return undefined;
  }
  const last = files.sort().at(-1);
  return last ? readFileSync(join(MAIL_DIR, last), "utf8") : undefined;
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
