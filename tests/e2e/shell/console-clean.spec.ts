import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { watchConsole as watch } from "../console-watch.ts";
import { signIn } from "../support.ts";

/**
 * Every page of the route table, loaded in full as a visitor and as the demo admin (who may open
 * every page): no console error, no page error (a hydration mismatch is one). On a phone only: a
 * desktop screen runs the same scripts, but for the filters' side column, whose journeys
 * (listings/browse-desktop.spec.ts) watch the console too.
 */

const PUBLIC_PAGES = [
  "/",
  "/?vitrine=location",
  "/auth",
  "/verify-email",
  "/reset-password",
  "/listings",
  "/listings?type=location",
  "/listings?category=4x4",
  "/listings?search=toyota&sort=price",
  "/sell",
  "/privacy-policy",
  "/terms-of-service",
  "/data-protection",
];

const SIGNED_IN_PAGES = [
  "/sell/vendre",
  "/sell/louer",
  "/sell/evaluer",
  "/messages",
  "/bookings",
  "/profile",
  "/profile/edit",
  "/profile?tab=annonces",
  "/profile?tab=reservations",
  "/profile/telephone",
  "/profile/supprimer",
  "/bookings?tab=recues",
  "/favorites",
  "/admin",
  "/promote",
  "/dashboard",
  "/subscription",
  "/subscription-success",
  "/payment-success",
];

/** A detail page of each kind, and a seller's public page, found through the listings. */
async function detailPages(page: Page): Promise<string[]> {
  const paths: string[] = [];
  for (const browse of ["/listings", "/listings?type=location"]) {
    await page.goto(browse);
    const href = await page.getByRole("article").first().getByRole("link").first().getAttribute("href");
    if (href) paths.push(href);
  }
  await page.goto(paths[0] ?? "/listings");
  const seller = await page.getByRole("link", { name: /Voir toutes les annonces/ }).getAttribute("href");
  if (seller) paths.push(seller);
  return paths;
}

async function visitAll(page: Page, paths: readonly string[], problems: string[]) {
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status(), path).toBeLessThan(400);
    // Hydration happens after the load: wait until the page answers to React (a link click would).
    await page.waitForFunction(() => document.readyState === "complete");
  }
  expect(problems).toEqual([]);
}

// A sweep of thirty-odd pages, each loaded in full: more than one journey's time on a busy machine.
const SWEEP_TIMEOUT_MS = 120_000;

test("every page loads in full with a clean console, as a visitor", async ({ page }) => {
  test.setTimeout(SWEEP_TIMEOUT_MS);
  const problems = watch(page);
  await visitAll(page, [...PUBLIC_PAGES, ...(await detailPages(page))], problems);
});

test("every page loads in full with a clean console, signed in", async ({ page }) => {
  test.setTimeout(SWEEP_TIMEOUT_MS);
  const problems = watch(page);
  await signIn(page, "admin@demo.autoafrique.africa", "demo12345");
  await visitAll(page, [...SIGNED_IN_PAGES, ...PUBLIC_PAGES.filter((p) => p !== "/auth")], problems);
});

test("an unknown page answers 404 with nothing else wrong", async ({ page }) => {
  const problems = watch(page);
  const response = await page.goto("/cette-page-n-existe-pas", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  // The browser reports the document's own 404; nothing else may fail.
  expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([]);
});
