import { expect, test } from "../journey.ts";
import { tabRow } from "../shell/tab-rows.ts";
import { signIn } from "../support.ts";

test("the admin panel's ten tabs on a 1280 px screen: the row shows it scrolls, and its hint brings 'Journal' into view", async ({ page }) => {
  await signIn(page, "admin@demo.autoafrique.africa", "demo12345");
  await page.goto("/admin?tab=reports");
  // The hints come with the page's JavaScript.
  await expect.poll(async () => (await tabRow(page)).cutWithoutHint).toEqual([]);
  let row = await tabRow(page);
  expect(row).toMatchObject({ selected: expect.stringMatching(/^Signalements/), selectedInView: true, cutWithoutHint: [], clippedLabels: [] });
  if (row.overflows) {
    expect(row.hints.after || row.hints.before).toBe(true);
    const after = page.locator('[data-scroll-hint="after"]');
    for (let i = 0; i < 5 && (await after.count()) > 0; i++) {
      await after.click();
      await page.waitForTimeout(400);
    }
    row = await tabRow(page);
  }
  expect(row.outside).not.toContain("Journal");
  await page.getByRole("tab", { name: "Journal" }).click();
  await expect(page.getByRole("list", { name: "Journal des actions" })).toBeVisible();
  // Sentences, not keys nor JSON.
  await expect(page.getByRole("list", { name: "Journal des actions" })).not.toContainText(/banner\.create|package\.create|[{}]/);
  await expect(
    page
      .getByRole("list", { name: "Journal des actions" })
      .getByText(/a créé la bannière/)
      .first(),
  ).toBeVisible();
});
