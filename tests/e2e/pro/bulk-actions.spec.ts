import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

const DEALER = "concession@demo.autoafrique.africa";
const HEADER = "Date;Type;Annonce;Référence;Contact;Message;Montant (FCFA);Début;Fin;Statut";

/** A card's exact price in XOF, beside the rounded words it shows ('3,7 millions CFA'). */
const amountOf = async (price: Locator) => Number(await price.getAttribute("value"));

/** A card of 'Mes Annonces' by the address of its listing. */
const card = (page: Page, href: string) => page.getByRole("article").filter({ has: page.locator(`a[href="${href}"]`) });

test("a dealer lowers the price of two listings at once by 10 %, then downloads the contacts of their listings", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEALER, "demo12345");
  await page.goto("/profile?tab=annonces");

  // The first two listings: their addresses and prices before.
  const cards = page.getByRole("article");
  const chosen: { href: string; before: number }[] = [];
  for (const index of [0, 1]) {
    const article = cards.nth(index);
    const href = (await article.getByRole("link").first().getAttribute("href")) as string;
    chosen.push({ href, before: await amountOf(article.getByTestId("my-listing-price")) });
  }
  for (const { before } of chosen) expect(before).toBeGreaterThan(1000);
  expect(chosen[0].href).not.toBe(chosen[1].href);

  const bar = page.getByRole("group", { name: "Actions sur les annonces sélectionnées" });
  await expect(bar).toBeVisible();
  for (const { href } of chosen)
    await card(page, href)
      .getByRole("checkbox", { name: /^Sélectionner / })
      .check();
  await bar.getByLabel("Variation du prix (%)").fill("-10");
  await bar.getByRole("button", { name: "Changer le prix" }).click();

  await expect(page.getByRole("status").getByText("Prix modifié sur 2 annonces")).toBeVisible();
  for (const { href, before } of chosen) {
    const expected = Math.max(1, Math.round((before * 90) / 100));
    await expect.poll(() => amountOf(card(page, href).getByTestId("my-listing-price"))).toBe(expected);
    // Back on the tab, nothing stays ticked.
    await expect(card(page, href).getByRole("checkbox")).not.toBeChecked();
  }

  // 'Tout sélectionner' ticks every box; a second click unticks them.
  await bar.getByRole("link", { name: "Tout sélectionner" }).click();
  await expect(page.getByRole("checkbox", { checked: false })).toHaveCount(0);
  await bar.getByRole("link", { name: "Tout désélectionner" }).click();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);

  // 'Exporter mes contacts' from the dashboard: a CSV file for a French spreadsheet.
  await page.goto("/dashboard");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter mes contacts" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts-autoafrique-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), "utf8");
  expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dealer ticks every listing with 'Tout sélectionner' and renews them from the plain form", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEALER, "demo12345");
    await page.goto("/profile?tab=annonces");
    const bar = page.getByRole("group", { name: "Actions sur les annonces sélectionnées" });
    await bar.getByRole("link", { name: "Tout sélectionner" }).click();
    const boxes = page.getByRole("checkbox");
    const count = await boxes.count();
    expect(count).toBeGreaterThan(1);
    await expect(page.getByRole("checkbox", { checked: false })).toHaveCount(0);
    await bar.getByRole("button", { name: "Renouveler" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=annonces$/);
    await expect(page.getByRole("status").getByText(/annonces? renouvelées?/)).toBeVisible();
  });
});
