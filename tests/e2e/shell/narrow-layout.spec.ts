import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";
import { tabRow } from "./tab-rows.ts";

// The phone the issues are checked on.
test.use({ viewport: { width: 390, height: 844 } });

const DEALER = "concession@demo.autoafrique.africa";
const ADMIN = "admin@demo.autoafrique.africa";

test("a short tab row fits a phone: every label of /profile in full, no hint", async ({ page }) => {
  await signIn(page, DEALER, "demo12345");
  await page.goto("/profile");
  const row = await tabRow(page);
  expect(row.outside).toEqual([]);
  expect(row.clippedLabels).toEqual([]);
  expect(row.hints).toEqual({ before: false, after: false });
});

test("a long tab row scrolls on a phone: a hint on each side that hides tabs, none cut without one, the chosen tab in full", async ({ page }) => {
  await signIn(page, ADMIN, "demo12345");
  await page.goto("/admin");
  // The hints come with the page's JavaScript.
  await expect.poll(async () => (await tabRow(page)).hints).toEqual({ before: false, after: true });
  let row = await tabRow(page);
  expect(row.overflows).toBe(true);
  expect(row.cutWithoutHint).toEqual([]);
  expect(row.clippedLabels).toEqual([]);
  expect(row).toMatchObject({ selected: "Packs", selectedInView: true });

  // The hint scrolls the row; past the end, the last tab stands in full and the hint turns round.
  const after = page.locator('[data-scroll-hint="after"]');
  for (let i = 0; i < 10 && (await after.count()) > 0; i++) {
    await after.click();
    await page.waitForTimeout(400);
  }
  row = await tabRow(page);
  expect(row.hints).toEqual({ before: true, after: false });
  expect(row.outside).not.toContain("Journal");

  // Opened on the last tab: it is brought into view.
  await page.goto("/admin?tab=journal");
  await expect.poll(async () => (await tabRow(page)).hints.before).toBe(true);
  row = await tabRow(page);
  expect(row).toMatchObject({ selected: "Journal", selectedInView: true, cutWithoutHint: [] });
  expect(row.hints.before).toBe(true);
});

test("the Pro statistics fit a phone: every cell of the table inside the screen, dates under the chart, the noun agreeing with the count", async ({ page }) => {
  await signIn(page, DEALER, "demo12345");
  await page.goto("/dashboard");
  const stats = page.getByRole("region", { name: "Statistiques avancées" });
  const table = stats.getByRole("table");
  await expect(table).toBeVisible();
  const outside = await table.evaluate((t) => {
    const frame = (t.parentElement as HTMLElement).getBoundingClientRect();
    return [...t.querySelectorAll<HTMLElement>("tbody th, tbody td")]
      .filter((cell) => {
        const r = cell.getBoundingClientRect();
        return r.left < Math.max(0, frame.left) - 0.5 || r.right > Math.min(window.innerWidth, frame.right) + 0.5;
      })
      .map((cell) => cell.textContent);
  });
  expect(outside).toEqual([]);
  // Each number keeps its heading beside it on a phone.
  await expect(table.getByRole("row").nth(1).getByText("Taux de contact")).toBeVisible();

  const axis = stats.getByTestId("chart-dates");
  const dates = axis.locator("span");
  await expect(dates).toHaveCount(5);
  const chart = await axis.boundingBox();
  for (const date of await dates.all()) {
    await expect(date).toHaveText(/^(1er|\d{1,2}) [a-zéû]+\.?$/);
    const box = await date.boundingBox();
    expect(box && chart && box.x >= chart.x - 0.5 && box.x + box.width <= chart.x + chart.width + 0.5).toBe(true);
  }

  const written = (await stats.getByTestId("views-30-days").textContent()) ?? "";
  const total = Number(written.replace(/\D/g, ""));
  await expect(stats.getByText(`${written} ${total < 2 ? "vue" : "vues"} sur les 30 derniers jours`, { exact: true })).toBeVisible();
});

test("a phone number on /bookings stays on one line", async ({ page }) => {
  await signIn(page, DEALER, "demo12345");
  await page.goto("/bookings");
  const phones = page.locator("article").getByText(/^\+\d{3}( \d+)+$/);
  await expect(phones.first()).toBeVisible();
  for (const phone of await phones.all()) {
    expect(await phone.evaluate((el) => el.getClientRects().length)).toBe(1);
  }
});
