import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { watchConsole } from "./console-watch.ts";

/** 'Comparer' on cards and a listing's page, the comparison at 390 px, and its link opened elsewhere. */
test.use({ viewport: { width: 390, height: 844 } });

let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = watchConsole(page);
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

const ROWS = [
  "Prix",
  "Année",
  "Kilométrage",
  "Carburant",
  "Boîte de vitesses",
  "Carrosserie",
  "Moteur",
  "Puissance",
  "Propriétaires précédents",
  "Historique",
  "Localisation",
  "Vendeur",
];

/** The sale cards of browse, each with its page's address; their 'Comparer' is a toggle once the page runs. */
async function saleCards(page: Page) {
  await page.goto("/listings");
  const cards = page.locator("main article").filter({ has: page.locator('a[href^="/listing/"]') });
  await expect(cards.first().getByRole("button", { name: "Comparer" })).toBeVisible();
  return cards;
}
const hrefOf = async (card: ReturnType<Page["locator"]>) => (await card.locator('a[href^="/listing/"]').first().getAttribute("href")) as string;

test("compare three cars at 390 px from cards and a detail page, then share the link", async ({ page, browser }) => {
  const cards = await saleCards(page);
  const [first, second, third, fourth] = [cards.nth(0), cards.nth(1), cards.nth(2), cards.nth(3)];
  const ids = await Promise.all([first, second, third].map(async (c) => (await hrefOf(c)).split("/").pop() as string));

  await first.getByRole("button", { name: "Comparer" }).click();
  await expect(first.getByRole("button", { name: "Comparer" })).toHaveAttribute("aria-pressed", "true");
  await second.getByRole("button", { name: "Comparer" }).click();
  const tray = page.getByRole("region", { name: "Comparaison" });
  await expect(tray).toContainText("2 / 3 véhicules à comparer");

  // The third from its own page.
  await page.goto(`/listing/${ids[2]}`);
  const onPage = page.getByRole("button", { name: "Comparer" });
  await expect(onPage).toHaveAttribute("aria-pressed", "false");
  await onPage.click();
  await expect(onPage).toHaveAttribute("aria-pressed", "true");
  await expect(tray).toContainText("3 / 3 véhicules à comparer");
  await page.screenshot({ path: "/tmp/compare-detail-390.png" });

  // A fourth is refused, in French, and the selection stays as it was.
  await page.goBack();
  await fourth.getByRole("button", { name: "Comparer" }).click();
  await expect(page.getByText("Vous comparez déjà 3 véhicules. Retirez-en un pour en ajouter un autre.")).toBeVisible();
  await expect(fourth.getByRole("button", { name: "Comparer" })).toHaveAttribute("aria-pressed", "false");
  await expect(tray).toContainText("3 / 3");

  await tray.getByRole("link", { name: "Voir la comparaison" }).click();
  await expect(page).toHaveURL(`/comparer?ids=${ids.join(",")}`);
  await expect(page.getByRole("heading", { name: "Comparer des véhicules" })).toBeVisible();
  const table = page.getByRole("table", { name: "Comparaison des véhicules" });
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  for (const label of ROWS) await expect(table.getByRole("rowheader", { name: new RegExp(`^${label}`) })).toBeVisible();
  await expect(table.getByTestId("deal-badge").first()).toBeVisible();

  // One column per car, wider together than the phone: the table scrolls sideways under pinned labels.
  const scroller = page.getByTestId("compare-scroll");
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 100)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const label = table.getByRole("rowheader", { name: /^Kilométrage/ });
  expect((await label.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((await label.boundingBox())?.x ?? 999).toBeLessThan(40);
  await page.screenshot({ path: "/tmp/compare-390.png", fullPage: true });

  // The link is the whole state: another browser, without JavaScript even, sees the same three cars.
  const url = page.url();
  const titles = await table.getByRole("columnheader").allInnerTexts();
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const fresh = await other.newPage();
  await fresh.goto(url);
  const sharedTable = fresh.getByRole("table", { name: "Comparaison des véhicules" });
  expect(await sharedTable.getByRole("columnheader").allInnerTexts()).toEqual(titles);
  // 'Retirer' is a link to the same comparison without that car.
  await sharedTable
    .getByRole("link", { name: /^Retirer/ })
    .first()
    .click();
  await expect(fresh).toHaveURL(`/comparer?ids=${ids.slice(1).join(",")}`);
  await expect(fresh.getByRole("table").getByRole("columnheader")).toHaveCount(2);
  await other.close();

  // A link to hidden or made-up cars says so in French.
  await page.goto("/comparer?ids=00000000-0000-4000-a000-000000000000,pas-un-id");
  await expect(page.getByText("Ce lien de comparaison est incomplet ou mal formé")).toBeVisible();
  await expect(page.getByText("Un véhicule de ce lien n'est plus en ligne.")).toBeVisible();
});

test("the comparison at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const cards = await saleCards(page);
  const ids = await Promise.all([0, 1, 2].map(async (i) => (await hrefOf(cards.nth(i))).split("/").pop() as string));
  await page.goto(`/comparer?ids=${ids.join(",")}`);
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
  await page.screenshot({ path: "/tmp/compare-1280.png", fullPage: true });
});
