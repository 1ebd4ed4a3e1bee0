import { expect, test } from "../journey.ts";
import { seriousViolations } from "../axe.ts";
import { signIn } from "../support.ts";

test("the account menu shows the member's initials when no photo shows, and its name says what is seen", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/");
  const saver = page.getByRole("switch", { name: "Économiseur de données" });
  // With the data saver on, the header shows initials instead of the photo (ADR 0046); the choice
  // follows the account, so it is turned off again for the journeys after this one.
  await saver.click();
  await expect(saver).toHaveAttribute("aria-checked", "true");
  try {
    const menu = page.getByLabel("Menu du compte");
    await expect(menu.locator("img")).toHaveCount(0);
    const initials = ((await menu.textContent()) ?? "").trim().slice(0, 2);
    expect(initials).toMatch(/^[A-Z]{2}$/);
    expect(await menu.getAttribute("aria-label")).toMatch(new RegExp(`^${initials} · Menu du compte`));
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await saver.click();
    await expect(saver).toHaveAttribute("aria-checked", "false");
  }
});
