import { existsSync } from "node:fs";
import { type Page, chromium } from "@playwright/test";

const CHROMIUM = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((path) => existsSync(path));

/**
 * A phone-sized Chromium signed in as a member through the form (its toast shown), handed to `use`;
 * closed once `use` is done.
 */
export async function withSignedInBrowser<T>(base: string, email: string, password: string, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/auth`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.getByText("Connexion réussie !").waitFor();
    return await use(page);
  } finally {
    await browser.close();
  }
}

/**
 * The Cookie header a real browser sends once a member has signed in through the form and opened a
 * few pages: every cookie it holds (the session, the country, the revision of their own pages, and
 * whatever a toast or a page left), not only the session's. A bench that sent the session alone
 * could not see a cookie that costs every later page its cache.
 */
export function browserCookies(base: string, email: string, password: string): Promise<string> {
  return withSignedInBrowser(base, email, password, async (page) => {
    for (const path of ["/listings", "/favorites", "/messages"]) await page.goto(`${base}${path}`);
    const cookies = await page.context().cookies(base);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  });
}
