import { expect, test } from "../journey.ts";

/**
 * What never changes once a page has loaded is kept as the server sent it, not hydrated (ADR 0062):
 * a card's words, the footer's links, a listing's facts. It must stay on screen once the scripts
 * run, its links must move within the app (no new document), and after a navigation or a change of
 * input it renders like any other part.
 */

/** Marks the document: the mark survives a navigation within the app, not a new document. */
const markDocument = () => ((window as unknown as { kept?: number }).kept = 1);
const documentMarked = () => (window as unknown as { kept?: number }).kept === 1;

test("kept parts stay on screen, their links navigate within the app, and they render again after a navigation", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/listings");
  const firstCard = page.getByRole("article").first();
  const title = firstCard.getByRole("heading");
  await expect(title).not.toBeEmpty();
  const titleText = await title.textContent();
  await expect(firstCard.getByTestId("price")).toContainText(/CFA/);
  await page.evaluate(markDocument);

  // The budget calculator's result is kept until an input changes, then computed in the page.
  await page.getByText("Filtres avancés").first().click();
  const maximum = page.getByTestId("budget-max");
  await expect(maximum).toContainText("CFA");
  const before = await maximum.textContent();
  await page.getByLabel("Mensualité (CFA)").fill("400000");
  await expect(maximum).not.toHaveText(before ?? "");
  await page.getByRole("button", { name: "Fermer" }).click();

  // A footer link, kept as sent: a navigation within the app.
  await page.locator("footer").getByRole("link", { name: "Voitures à louer" }).click();
  await expect(page).toHaveURL(/\/listings\?type=location$/);
  await expect(page.getByRole("article").first().getByTestId("price")).toContainText(/\/jour|CFA/);
  expect(await page.evaluate(documentMarked)).toBe(true);

  // Back: the sales' cards render again, in the page, with their words.
  await page.goBack();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(titleText ?? "");

  // A card's words lead to its page without a new document; the page's facts are there.
  await page.getByRole("article").first().getByRole("heading").click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByRole("heading", { name: "Détails complets" })).toBeVisible();
  expect(await page.evaluate(documentMarked)).toBe(true);

  // Opened directly, the same page keeps its facts once the scripts run.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Détails complets" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { name: "Détails complets" })).toBeVisible();
  expect(errors).toEqual([]);
});
