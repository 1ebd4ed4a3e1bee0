import { type Page, expect, test } from "@playwright/test";
import { seriousViolations } from "../axe.ts";
import { signIn } from "../support.ts";

/**
 * Every page a visitor and each demo account can reach, audited by axe-core as it is shown (WCAG 2.2
 * AA, serious and critical): the list the measurement was made on, kept here so that a page
 * added without a check still gets one. A phone file and a desktop file run it at 390 and 1280 px.
 */
const DEMO_PASSWORD = "demo12345";

/** Pages open to anyone, and pages of a listing, a rental and a member found on the site itself. */
async function visitorPages(page: Page): Promise<string[]> {
  await page.goto("/listings");
  const sale = await page.locator('a[href^="/listing/"]').first().getAttribute("href");
  await page.goto("/listings?type=location");
  const rental = await page.locator('a[href^="/rental/"]').first().getAttribute("href");
  await page.goto(sale ?? "/listings");
  const seller = await page.locator('a[href^="/profile/"]').first().getAttribute("href");
  return [
    "/",
    "/listings",
    "/listings?type=location&brand=Toyota",
    sale,
    rental,
    seller,
    `/comparer?ids=${sale?.split("/").pop()}`,
    "/auth",
    "/auth?tab=signup",
    "/reset-password",
    "/sell",
    "/country",
    "/economiseur-donnees",
    "/privacy-policy",
    "/terms-of-service",
    "/data-protection",
    "/api/docs",
    "/une-page-qui-n-existe-pas",
    "/en",
    "/en/listings",
    "/pt",
    "/ar",
    "/ar/listings",
  ].filter((path): path is string => Boolean(path));
}

/** Pages whose content depends on the account: its conversations, bookings, listings, plan. */
const MEMBER_PAGES = [
  "/",
  "/messages",
  "/bookings",
  "/bookings?tab=recues",
  "/profile",
  "/profile?tab=annonces",
  "/favorites",
  "/dashboard",
  "/subscription",
  "/promote",
];

/** Forms and lists alike for every account of a kind: audited for a private member and for a dealer (FORM_ACCOUNTS). */
const FORM_PAGES = [
  "/profile/edit",
  "/profile/telephone",
  "/profile/permis",
  "/profile/supprimer",
  "/recemment-consultees",
  "/recherches",
  "/sell/vendre",
  "/sell/louer",
  "/sell/evaluer",
  // The dealers' pages: the import and the API keys for the dealer, the page saying what they are for to a private member.
  "/pro/import",
  "/pro/api",
];

const ACCOUNTS = ["acheteur", "vendeur", "agent", "concession", "admin"] as const;
const FORM_ACCOUNTS: readonly (typeof ACCOUNTS)[number][] = ["acheteur", "concession"];

/** The pages of one demo account: the members' pages (the forms for two of them), its first conversation, and the admin's tabs for the admin. */
async function memberPages(page: Page, account: (typeof ACCOUNTS)[number]): Promise<string[]> {
  await page.goto("/messages");
  // One without unread messages: opening it reads nothing other journeys wait for.
  const conversations = page.locator('a[href^="/messages/"]').filter({ hasNot: page.getByTestId("conversation-unread") });
  const conversation = (await conversations.count()) > 0 ? await conversations.first().getAttribute("href") : null;
  // One of its bookings, with its records and deposit, when it has one.
  await page.goto("/bookings");
  const booking = await page
    .locator('main a[href^="/bookings/"]')
    .first()
    .getAttribute("href", { timeout: 2_000 })
    .catch(() => null);
  const bookingPages = booking ? [booking, `${booking}/caution`] : [];
  const admin =
    account === "admin"
      ? [
          ...["packages", "promote", "banners", "users", "pro-plan", "coupons", "payments", "settings", "reports", "journal"].map((tab) => `/admin?tab=${tab}`),
          "/admin/verifications",
          "/admin/litiges",
        ]
      : [];
  const forms = FORM_ACCOUNTS.includes(account) ? FORM_PAGES : [];
  return [...MEMBER_PAGES, ...forms, ...(conversation ? [conversation] : []), ...bookingPages, ...admin];
}

/** Audits each page, waiting for it to settle; the failures of all pages at once. */
async function auditPages(page: Page, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // A page that keeps a live connection (the chat's) is never idle: a few seconds is enough to settle.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    for (const line of await seriousViolations(page)) failures.push(`${path} ${line}`);
  }
  return failures;
}

async function auditVisitor(page: Page) {
  expect(await auditPages(page, await visitorPages(page))).toEqual([]);
}

async function auditAccount(page: Page, account: (typeof ACCOUNTS)[number]) {
  await signIn(page, `${account}@demo.autoafrique.africa`, DEMO_PASSWORD);
  expect(await auditPages(page, await memberPages(page, account))).toEqual([]);
}

/**
 * The audits of one screen width, registered by a spec file of its project (`every-page.spec.ts`
 * on a phone, `every-page-desktop.spec.ts` at 1280 px): a visitor, then each demo account. With
 * Playwright's own `test`: the pages are audited here one by one, the journeys' background audit
 * (journey.ts) would only repeat it.
 */
export function auditEveryPage(on: "a phone" | "a desktop") {
  test.describe.configure({ timeout: 300_000 });
  test(`a visitor's pages have no serious accessibility violation on ${on}`, async ({ page }) => {
    await auditVisitor(page);
  });
  for (const account of ACCOUNTS) {
    test(`the pages of ${account}@ have no serious accessibility violation on ${on}`, async ({ page }) => {
      await auditAccount(page, account);
    });
  }
}
