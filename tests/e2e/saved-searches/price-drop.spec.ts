import { expect, test } from "../journey.ts";
import { latestMailTo, signIn } from "../support.ts";

const BUYER = "acheteur@demo.autoafrique.africa";
const SELLER = "concession@demo.autoafrique.africa";

test("a favourite's price lowered by its owner reaches the buyer: the bell without reload, a mail, and the history on the page", async ({ page, browser }) => {
  // The price-drop job runs on the server's own schedule: every minute, every 12 s for the journeys (JOBS_TIME_SCALE).
  test.setTimeout(180_000);

  // The seller's first sale on offer in 'Mes Annonces' (other journeys may have sold some).
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, SELLER, "demo12345");
  await seller.goto("/profile?tab=annonces");
  const sale = seller
    .getByRole("article")
    .filter({ hasText: "Vente" })
    .filter({ has: seller.getByTestId("my-listing-state").getByText("En ligne", { exact: true }) })
    .first();
  const saleHref = await sale.locator('a[href^="/listing/"]').first().getAttribute("href");
  expect(saleHref).toMatch(/^\/listing\/[0-9a-f-]{36}$/);

  // The buyer puts it in their favourites, and stays on its page.
  await signIn(page, BUYER, "demo12345");
  await page.goto(saleHref as string);
  await page.getByRole("button", { name: "Ajouter aux favoris" }).first().click();
  await expect(page.getByRole("button", { name: "Retirer des favoris" }).first()).toBeVisible();

  // The seller lowers the price by a million.
  await sale.getByRole("link", { name: "Modifier" }).click();
  const price = seller.getByLabel("Prix", { exact: true });
  const before = Number((await price.inputValue()).replace(/\D/g, ""));
  expect(before).toBeGreaterThan(2_000_000);
  await price.fill(String(before - 1_000_000));
  await seller.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(seller.getByText("Annonce mise à jour")).toBeVisible();
  await sellerContext.close();

  // The buyer's open page hears of it through its event stream.
  await expect(page.getByRole("banner").getByText("Baisse de prix", { exact: false }).first()).toBeAttached({ timeout: 120_000 });
  const mail = () => (latestMailTo(BUYER) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  await expect.poll(mail, { timeout: 20_000 }).toContain("Baisse de prix");

  // The listing's page keeps the history.
  await page.reload();
  await expect(page.getByText(/Prix baissé de .+ le /).first()).toBeVisible();
});
