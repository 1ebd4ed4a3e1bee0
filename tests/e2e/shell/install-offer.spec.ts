import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";

/** What Chromium fires once the app is installable; the fake records whether our button opened the prompt. */
async function browserOffersInstall(page: Page) {
  const kept = await page.evaluate(async () => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
    event.prompt = async () => {
      document.body.dataset.installPrompted = "yes";
    };
    event.userChoice = Promise.resolve({ outcome: "dismissed" });
    window.dispatchEvent(event);
    // Past the render the event may have asked for.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    return event.defaultPrevented;
  });
  // The browser's own mini-bar is always kept from showing.
  expect(kept).toBe(true);
}

const card = (page: Page) => page.getByRole("complementary", { name: "Installer l'application" });

/** A visit: a new tab of the same browser (the count is one per tab session). */
async function visit(page: Page) {
  const tab = await page.context().newPage();
  await tab.goto("/");
  await expect(tab.getByRole("link", { name: "AutoAfrique, accueil" })).toBeVisible();
  await tab.waitForFunction(() => sessionStorage.getItem("aa-visit-counted") === "1");
  return tab;
}

test("the install offer waits for the second visit, opens the browser's prompt from our button, and is not made again", async ({ page }) => {
  const first = await visit(page);
  await browserOffersInstall(first);
  await expect(card(first)).toHaveCount(0);
  await first.reload();
  await browserOffersInstall(first);
  await expect(card(first)).toHaveCount(0);

  const second = await visit(page);
  await browserOffersInstall(second);
  await expect(card(second)).toBeVisible();
  await card(second).getByRole("button", { name: "Installer" }).click();
  await expect(card(second)).toHaveCount(0);
  await expect(second.locator("body")).toHaveAttribute("data-install-prompted", "yes");

  const third = await visit(page);
  await browserOffersInstall(third);
  await expect(card(third)).toHaveCount(0);
});

test("'Plus tard' puts the offer away for good", async ({ page }) => {
  await visit(page);
  const second = await visit(page);
  await browserOffersInstall(second);
  await card(second).getByRole("button", { name: "Plus tard" }).click();
  await expect(card(second)).toHaveCount(0);
  const third = await visit(page);
  await browserOffersInstall(third);
  await expect(card(third)).toHaveCount(0);
});
