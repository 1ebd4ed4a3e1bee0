import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { watchConsole } from "./console-watch.ts";
import { latestMailTo, linkFromMail, signIn } from "./support.ts";

// The demo seed leaves two of the agent's sales to show expiry (ADR 0039): one ends in 5 days (the
// job mails its owner at its first run), one has just ended (the job takes it off the site).
const OWNER = "agent@demo.autoafrique.africa";
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: true });
  }
}

test("an owner renews from the mail's link, and brings an expired listing back from 'Expirées'", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);

  // The reminder: 'Votre annonce expire bientôt', with its one-click 'Renouveler'.
  await expect.poll(() => latestMailTo(OWNER, "/renouveler?e=") ?? "", { timeout: 90_000 }).toContain("/renouveler?e=");
  const mail = latestMailTo(OWNER, "/renouveler?e=") as string;
  expect(mail.replace(/=\r?\n/g, "")).toContain("expire dans 5 jours");
  const link = linkFromMail(mail, "/annonces/[0-9a-f-]{36}/renouveler");
  const renewedHref = `/listing/${new URL(link).pathname.split("/")[2]}`;

  // One click, no sign-in: the page renews as soon as it is shown.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("status")).toContainText("est renouvelée : elle reste en ligne jusqu'au");
  await shoot(page, "renewal-done");
  // The same link a second time is refused.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("alert")).toContainText("Ce lien de renouvellement n'est pas valable ou a déjà servi");

  // The owner's 'Mes Annonces': the renewed one online for a new period, the ended one under 'Expirées'.
  await signIn(page, OWNER, "demo12345");
  await page.goto("/profile?tab=annonces");
  const renewed = page.getByRole("article").filter({ has: page.locator(`a[href="${renewedHref}"]`) });
  await expect(renewed.getByTestId("my-listing-state")).toHaveText("En ligne");
  const expiredSection = page.getByRole("region", { name: /Expirées/ });
  await expect(expiredSection).toBeVisible();
  const expired = expiredSection.getByRole("article").first();
  await expect(expired.getByTestId("my-listing-state")).toHaveText("Expirée");
  const expiredHref = (await expired.locator('a[href^="/listing/"]').first().getAttribute("href")) as string;
  await shoot(page, "my-listings-expired");

  // A visitor following an old link reads that it expired, with similar cars, and cannot contact.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorProblems = watchConsole(visitor);
  const answer = await visitor.goto(expiredHref);
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByText("Cette annonce a expiré")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Contacter le vendeur" })).toHaveCount(0);
  await shoot(visitor, "expired-page");
  // A crawler is told it is gone.
  const crawler = await visitorContext.request.get(expiredHref, {
    headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(crawler.status()).toBe(410);

  // 'Renouveler' under 'Expirées': the listing is back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expired.getByRole("button", { name: "Renouveler" }).click();
  await expect(page.getByText("Annonce renouvelée").first()).toBeVisible();
  const back = page.getByRole("article").filter({ has: page.locator(`a[href="${expiredHref}"]`) });
  await expect(back.getByTestId("my-listing-state")).toHaveText("En ligne");
  await expect(async () => {
    await visitor.goto(expiredHref);
    await expect(visitor.getByText("Cette annonce a expiré")).toHaveCount(0);
    await expect(visitor.getByRole("button", { name: "Contacter le vendeur" })).toBeVisible();
  }).toPass({ timeout: 15_000 });
  await visitorContext.close();
  expect([...problems, ...visitorProblems]).toEqual([]);
});
