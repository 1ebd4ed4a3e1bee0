import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";
import { firstListingPath } from "../../support/sitemap-paths.ts";

/** A sale's and a rental's page of the demo data, as the sitemap lists them. */
async function pageOf(page: Page, kind: "listing" | "rental"): Promise<string> {
  return firstListingPath(async (p) => (await page.request.get(p)).text(), kind);
}

const amount = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a sale's contact bar takes the bottom bar's place, and 'Contacter' opens the chat with 'Toujours disponible ?'", async ({ page }) => {
    await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
    const path = await pageOf(page, "listing");
    await page.goto(path);
    const bar = page.getByRole("navigation", { name: "Contacter le vendeur" });
    const bottomBar = page.getByRole("navigation", { name: "Navigation principale" });
    for (const scroll of [0, 100_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect(bar).toBeInViewport({ ratio: 1 });
      const b = await bar.boundingBox();
      expect((b?.y ?? 0) + (b?.height ?? 0)).toBeCloseTo(844, 0);
      await expect(bottomBar).toBeHidden();
    }
    // The page's end is not hidden under the bar.
    await expect(page.getByText("Tous droits réservés.")).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole("link", { name: "Appeler" })).toHaveAttribute("href", /^tel:\+\d+$/);
    await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\d+\\?text=Toujours%20disponible%20%3F%20http%3A%2F%2Flocalhost%3A\\d+${encodeURIComponent(path)}$`),
    );

    await expect(async () => {
      await bar.getByRole("button", { name: "Contacter" }).click({ timeout: 1000 });
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}\?dispo=1$/, { timeout: 2000 });
    }).toPass();
    await expect(page.getByLabel("Votre message")).toHaveValue("Toujours disponible ?");
  });

  test("a rental's page shows one total: the estimate, then the all-in total of the dates picked", async ({ page }) => {
    await page.goto(await pageOf(page, "rental"));
    const totals = page.getByTestId(/^rental-(total|estimate)$/);
    await expect(totals).toHaveCount(1);
    await expect(page.getByTestId("rental-estimate")).toBeVisible();

    // Three free days in a row, two months ahead (the calendar's buttons work once the page runs).
    const next = page.getByRole("button", { name: "Mois suivant" });
    await expect(next).toBeEnabled();
    await next.click();
    await next.click();
    const calendar = page.getByTestId("booking-calendar");
    const days = calendar.locator("tbody button");
    const free = await days.evaluateAll((buttons) => buttons.map((b) => !(b as HTMLButtonElement).disabled));
    const first = free.findIndex((ok, i) => ok && free[i + 1] && free[i + 2]);
    expect(first).toBeGreaterThanOrEqual(0);
    await days.nth(first).click();
    await days.nth(first + 2).click();
    await expect(days.nth(first + 1)).toHaveAttribute("aria-pressed", "true");
    await expect(totals).toHaveCount(1);
    const total = page.getByTestId("rental-total");
    await expect(total).toBeVisible();
    const price = page.getByRole("region", { name: "Prix de votre location" });
    await expect(price).toContainText("× 3 jours");
    await expect(price).toContainText("Assurance et frais (15 %)");
    const [subtotal, fees] = (await price.locator("dd").allTextContents()).map(amount);
    expect(amount(await total.textContent())).toBe(subtotal + fees);
    expect(fees).toBe(Math.round(subtotal * 0.15));
  });

  test("the filter sheet's button stays in view and says how many listings the filters show", async ({ page }) => {
    await page.goto("/listings");
    const found = amount(await page.getByTestId("result-count").textContent());
    await page.getByText("Filtres avancés").first().click();
    const submit = page.getByRole("button", { name: /^(Voir .+ annonces?|Aucune annonce)$/ });
    await expect(submit).toHaveText(/^Voir .+ annonces$/);
    expect(amount(await submit.textContent())).toBe(found);
    // At the sheet's bottom without scrolling it, above the budget calculator's end.
    await expect(submit).toBeInViewport({ ratio: 1 });

    await page.getByLabel("Carburant").selectOption({ label: "Diesel" });
    await expect.poll(async () => amount(await submit.textContent())).toBeLessThan(found);
    const diesel = amount(await submit.textContent());
    await page.getByLabel("Prix max (CFA)").fill("1");
    await expect(submit).toHaveText("Aucune annonce");
    await page.getByLabel("Prix max (CFA)").fill("");
    await expect.poll(async () => amount(await submit.textContent())).toBe(diesel);
    await expect(submit).toBeInViewport({ ratio: 1 });
    await submit.click();
    await expect(page).toHaveURL(/\/listings\?fuelType=diesel$/);
    // The address changes as the navigation starts; the count, once its data is in.
    await expect.poll(async () => amount(await page.getByTestId("result-count").textContent())).toBe(diesel);
  });

  test("the home page's sheet counts when it opens", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Véhicules en vedette" });
    const summary = featured.locator("summary", { hasText: "Filtres" });
    await expect(async () => {
      // Opened once only: an open sheet covers its own summary, and its count may take a while on a busy machine.
      if (!(await summary.evaluate((node) => (node.parentElement as HTMLDetailsElement).open))) await summary.click({ timeout: 1000 });
      await expect(page.getByRole("button", { name: /^Voir \d[\d\s]*\+? annonces?$/ })).toBeVisible({ timeout: 5000 });
    }).toPass();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the contact bar's 'Contacter' is a form (a visitor is sent to sign in) and the filter button submits", async ({ page }) => {
    await page.goto(await pageOf(page, "listing"));
    await page.getByRole("navigation", { name: "Contacter le vendeur" }).getByRole("button", { name: "Contacter" }).click();
    await expect(page).toHaveURL(/\/auth\?.*reason=connexion/);

    await page.goto("/listings");
    await page.getByText("Filtres avancés").first().click();
    await page.getByLabel("Transmission").selectOption({ label: "Automatique" });
    await page.getByRole("button", { name: /^Voir .+ annonces$/ }).click();
    await expect(page).toHaveURL(/transmission=automatic/);
  });
});
