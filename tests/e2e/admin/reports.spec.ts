import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

const REPORTERS = [
  { email: "acheteur@demo.autoafrique.africa", name: "Aminata Coulibaly" },
  { email: "vendeur@demo.autoafrique.africa", name: "Moussa Diop" },
  { email: "agent@demo.autoafrique.africa", name: "Serge Kouadio" },
];
const KEPT_OUT = [...REPORTERS.map((r) => r.name), "Jean-Marc Kouassi"];

/** A sale in browse whose seller is none of the reporters (nor the dealer other journeys use). */
async function someoneElsesListing(page: Page): Promise<{ href: string; title: string }> {
  await page.goto("/listings");
  const hrefs = await page.locator('main a[href^="/listing/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") as string))]);
  for (const href of hrefs.reverse()) {
    await page.goto(href);
    const seller = (await page.locator('a[href^="/profile/"]').first().textContent()) ?? "";
    if (!KEPT_OUT.some((name) => seller.includes(name))) return { href, title: (await page.getByRole("heading", { level: 1 }).textContent()) ?? "" };
  }
  throw new Error("no listing of another seller in browse");
}

test("three members report a listing: it leaves the site; the admin restores it from 'Signalements'", async ({ page: visitor, browser }, testInfo) => {
  // Three members sign in and report, each in a browser of their own: four browsers in one journey.
  test.slow();
  const { href } = await someoneElsesListing(visitor);
  const id = href.split("/").pop() as string;

  for (const reporter of REPORTERS) {
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await signIn(page, reporter.email, "demo12345");
    await page.goto(href);
    await page.getByText("Signaler cette annonce").click();
    await page.getByLabel("Arnaque ou prépaiement demandé").check();
    await page.getByLabel("Précisions (optionnel)").fill(`Le vendeur demande un acompte par mobile money (${reporter.name})`);
    await page.getByRole("button", { name: "Envoyer le signalement" }).click();
    await expect(page.getByText("Signalement envoyé")).toBeVisible();
    await context.close();
  }

  // Gone for everyone: the page is a 404 (once the few seconds of the visitors' shared copy are over) and browse no longer lists it.
  await expect.poll(async () => (await visitor.request.get(href)).status(), { timeout: 15_000 }).toBe(404);
  // Browse's shared copy is its own (a few seconds too): read anew until it is renewed.
  await expect
    .poll(
      async () => {
        await visitor.goto("/listings");
        return visitor.locator(`main a[href="${href}"]`).count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);

  const admin = visitor;
  await signIn(admin, "admin@demo.autoafrique.africa", "demo12345");
  await admin.goto("/admin?tab=reports");
  const report = admin
    .getByRole("list", { name: "Signalements" })
    .getByRole("listitem")
    .filter({ has: admin.locator(`a[href="${href}"]`) });
  await expect(report.getByTestId("report-count")).toHaveText("3 signalements");
  await expect(report.getByText("Masquée")).toBeVisible();
  await report.getByRole("button", { name: "Rétablir l'annonce" }).click();
  await expect(admin.getByText("Signalement traité")).toBeVisible();
  await expect(admin.getByRole("list", { name: "Signalements" }).locator(`a[href="${href}"]`)).toHaveCount(0);

  const back = await admin.goto(`/listing/${id}`);
  expect(back?.status()).toBe(200);
});
