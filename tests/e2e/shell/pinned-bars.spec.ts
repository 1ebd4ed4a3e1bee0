import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { firstListingPath } from "../../support/sitemap-paths.ts";
import { watchConsole } from "../console-watch.ts";
import { seriousViolations } from "../axe.ts";

/**
 * The screen height the pinned bars cover together: the union of the rows of every fixed or sticky
 * element shown on the screen (the header, the contact bar, the comparison, the bottom bar…), each
 * row counted once however many bars overlap it.
 */
async function pinnedHeight(page: Page): Promise<{ height: number; bars: string[] }> {
  return page.evaluate(() => {
    const rows: [number, number][] = [];
    const bars: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (style.position !== "fixed" && style.position !== "sticky") continue;
      const box = element.getBoundingClientRect();
      const shown = style.visibility !== "hidden" && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
      const onScreen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      if (!shown || !onScreen) continue;
      const row: [number, number] = [Math.max(0, box.top), Math.min(innerHeight, box.bottom)];
      rows.push(row);
      bars.push(`${element.tagName.toLowerCase()}[${element.getAttribute("aria-label") ?? ""}] ${Math.round(row[0])}–${Math.round(row[1])}`);
    }
    rows.sort((a, b) => a[0] - b[0]);
    let height = 0;
    let end = -1;
    for (const [top, bottom] of rows) {
      if (bottom <= end) continue;
      height += bottom - Math.max(top, end);
      end = bottom;
    }
    return { height, bars };
  });
}

test.describe("a sale's page on a 390 × 844 phone, a car in the comparison", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the pinned bars take at most a fifth of the screen, the seller and the comparison one tap away; no serious accessibility fault", async ({ page }) => {
    const problems = watchConsole(page);
    const path = await firstListingPath(async (p) => (await page.request.get(p)).text(), "listing");
    await page.goto(path);
    // The car goes into the comparison from its own page ('Comparer', a toggle once the page runs).
    const compare = page.getByRole("button", { name: "Comparer" });
    await expect(compare).toHaveAttribute("aria-pressed", "false");
    await compare.click();
    await expect(compare).toHaveAttribute("aria-pressed", "true");

    const contactBar = page.getByRole("navigation", { name: "Contacter le vendeur" });
    const tray = page.getByRole("region", { name: "Comparaison" });
    for (const scroll of [0, 900, 100_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect(contactBar).toBeInViewport({ ratio: 1 });
      await expect(contactBar.getByRole("button", { name: "Contacter" })).toBeVisible();
      // The comparison is a chip: its count and its link, above the contact bar, not over it.
      await expect(tray.getByRole("link", { name: "Voir la comparaison" })).toBeInViewport({ ratio: 1 });
      await expect(tray).toContainText("1/3");
      const [chip, bar] = [await tray.boundingBox(), await contactBar.boundingBox()];
      expect((chip?.y ?? 0) + (chip?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + 0.5);
      // The contact bar takes the bottom bar's place, as on Leboncoin's and Jiji's ad pages.
      await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();

      const { height, bars } = await pinnedHeight(page);
      expect(height, `pinned at scroll ${scroll}: ${bars.join(", ")}`).toBeLessThanOrEqual(844 / 5);
    }
    // The page's end is not hidden under the bars.
    await expect(page.getByText("Tous droits réservés.")).toBeInViewport({ ratio: 1 });
    const covered = await page.getByText("Tous droits réservés.").boundingBox();
    const chip = await tray.boundingBox();
    expect((covered?.y ?? 0) + (covered?.height ?? 0)).toBeLessThanOrEqual(chip?.y ?? 0);

    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);

    // Elsewhere the bottom bar is back, and the comparison is its whole bar again.
    await page.goto("/listings");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await expect(tray).toContainText("1 / 3 véhicule à comparer");
    await expect(tray.getByRole("button", { name: "Vider la comparaison" })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
