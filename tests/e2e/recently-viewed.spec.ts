import { expect, test } from "./journey.ts";
import { watchConsole } from "./console-watch.ts";
import { signIn } from "./support.ts";

/** 'Récemment consultées': kept on the device for a visitor, shown on the home page, merged into the account at sign-in. */
test.use({ viewport: { width: 390, height: 844 } });

let problems: string[] = [];
test.beforeEach(({ page }) => {
  problems = watchConsole(page);
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

const DEVICE_KEY = "autoafrique:recemment-consultees";

test("a visitor opens two cars, sees them on the home page, signs in and finds them on the account", async ({ page }) => {
  await page.goto("/listings");
  const hrefs = await page
    .locator('main article a[href^="/listing/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") as string))].slice(0, 2));
  expect(hrefs).toHaveLength(2);
  for (const href of hrefs) {
    await page.goto(href);
    // Recorded once the page runs (its 'Comparer' turns into a button then).
    await expect(page.getByRole("button", { name: "Comparer" })).toBeVisible();
  }

  await page.goto("/");
  const section = page.getByRole("region", { name: "Récemment consultées" });
  await expect(section).toBeVisible();
  // The last opened first.
  const shown = await section.locator('a[href^="/listing/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")))]);
  expect(shown).toEqual([...hrefs].reverse());
  await page.screenshot({ path: "/tmp/recent-home-390.png", fullPage: true });

  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  // Posted once after sign-in, then forgotten by the device.
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), DEVICE_KEY)).toBeNull();

  await page.goto("/recemment-consultees");
  await expect(page.getByRole("heading", { name: "Récemment consultées" })).toBeVisible();
  const listed = await page.locator('main article a[href^="/listing/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(listed.slice(0, 2)).toEqual([...hrefs].reverse());
  await page.screenshot({ path: "/tmp/recent-account-390.png", fullPage: true });

  // The home page, the same for every member, fills the section from the account.
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Récemment consultées" }).locator(`a[href="${hrefs[0]}"]`)).toBeVisible();
});
