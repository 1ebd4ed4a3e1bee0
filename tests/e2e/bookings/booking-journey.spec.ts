import { type Page, expect, test } from "@playwright/test";
import { openDealerListing, signIn } from "../support.ts";

/** Set on the window: still there later means the page was never reloaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const notReloaded = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);
const pendingCount = async (page: Page) => Number((await page.getByLabel("Menu du compte").getAttribute("aria-label"))?.match(/(\d+) demande/)?.[1] ?? 0);

/** The labels ("12 février 2027") of the first three free days in a row of the month shown. */
async function threeFreeDays(page: Page): Promise<string[]> {
  const days = page.getByTestId("booking-calendar").locator("tbody button");
  const states = await days.evaluateAll((buttons) => buttons.map((b) => ({ label: b.getAttribute("aria-label") ?? "", free: !(b as HTMLButtonElement).disabled })));
  for (let i = 0; i + 2 < states.length; i++) {
    if (states[i]?.free && states[i + 1]?.free && states[i + 2]?.free) return states.slice(i, i + 3).map((s) => s.label);
  }
  throw new Error("no three free days in a row");
}

test("a renter asks for 3 days, the owner sees the count rise live and accepts, the renter sees it confirmed, and the days are taken", async ({
  page: renter,
  browser,
}, testInfo) => {
  const ownerContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, "concession@demo.autoafrique.africa", "demo12345");
  await owner.goto("/bookings?tab=recues");
  await expect(owner.getByRole("heading", { name: "Mes réservations" })).toBeVisible();
  const before = await pendingCount(owner);
  await mark(owner);

  await signIn(renter, "acheteur@demo.autoafrique.africa", "demo12345");
  const href = await openDealerListing(renter, "rental");
  await expect(renter.getByRole("link", { name: /Jean-Marc Kouassi/ }).first()).toBeVisible();
  await expect(renter.getByRole("tab", { name: "Réserver" })).toHaveAttribute("aria-selected", "true");
  await expect(renter.getByText("Le propriétaire doit confirmer votre demande avant tout paiement.")).toBeVisible();

  // Nothing picked: the spec's message.
  await renter.getByRole("button", { name: "Demander la réservation" }).click();
  await expect(renter.getByText("Veuillez sélectionner les dates de début et de fin.")).toBeVisible();

  // Three free days, three months ahead (clear of the demo's own bookings and of an earlier try).
  for (let i = 0; i < 3; i++) await renter.getByRole("button", { name: "Mois suivant" }).click();
  const [first, middle, last] = await threeFreeDays(renter);
  const calendar = renter.getByTestId("booking-calendar");
  await calendar.getByRole("button", { name: first, exact: true }).click();
  await calendar.getByRole("button", { name: last, exact: true }).click();
  await expect(calendar.getByRole("button", { name: middle, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(renter.getByTestId("booking-summary")).toContainText("× 3 jours");
  await renter.getByLabel("Message au propriétaire (facultatif)").fill("Je viendrai chercher le véhicule à 9 h.");
  await renter.getByRole("button", { name: "Demander la réservation" }).click();
  await expect(renter.getByText("Demande envoyée !")).toBeVisible();
  await expect(renter.getByText("Le propriétaire a été notifié. Vous recevrez une réponse bientôt.")).toBeVisible();
  // The selection is reset and the days are held at once.
  await expect(renter.getByTestId("booking-summary")).toHaveCount(0);
  await expect(calendar.getByRole("button", { name: first, exact: true })).toBeDisabled();

  // The owner's count and list change without a reload.
  await expect.poll(() => pendingCount(owner), { timeout: 10_000 }).toBe(before + 1);
  const request = owner.getByRole("article").filter({ hasText: `Du ${first} au ${last}` });
  await expect(request).toBeVisible();
  await expect(request).toContainText("En attente");
  await expect(request).toContainText("Je viendrai chercher le véhicule à 9 h.");
  await expect(request.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  expect(await notReloaded(owner)).toBe(true);
  await request.getByRole("button", { name: "Accepter" }).click();
  await expect(owner.getByText("Réservation confirmée").first()).toBeVisible();
  await expect(request).toContainText("Confirmée");
  await expect.poll(() => pendingCount(owner)).toBe(before);

  // The renter sees it confirmed, and those days stay taken.
  await renter.goto("/bookings?tab=locations");
  const mine = renter.getByRole("article").filter({ hasText: `Du ${first} au ${last}` });
  await expect(mine).toContainText("Confirmée");
  await expect(mine.getByRole("link", { name: "Appeler" })).toHaveAttribute("href", /^tel:\+\d+$/);
  await renter.goto(href);
  for (let i = 0; i < 3; i++) await renter.getByRole("button", { name: "Mois suivant" }).click();
  for (const label of [first, middle, last]) await expect(calendar.getByRole("button", { name: label, exact: true })).toBeDisabled();

  await ownerContext.close();
});

test("another visitor's open calendar shows the days taken as soon as someone books them", async ({ page: visitor, browser }, testInfo) => {
  await visitor.goto("/listings?type=location");
  const href = (await visitor.locator('main a[href^="/rental/"]').nth(1).getAttribute("href")) as string;
  await visitor.goto(href);
  for (let i = 0; i < 4; i++) await visitor.getByRole("button", { name: "Mois suivant" }).click();
  const [first, , last] = await threeFreeDays(visitor);
  await mark(visitor);

  const renterContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const renter = await renterContext.newPage();
  await signIn(renter, "acheteur@demo.autoafrique.africa", "demo12345");
  await renter.goto(href);
  for (let i = 0; i < 4; i++) await renter.getByRole("button", { name: "Mois suivant" }).click();
  const calendar = renter.getByTestId("booking-calendar");
  await calendar.getByRole("button", { name: first, exact: true }).click();
  await calendar.getByRole("button", { name: last, exact: true }).click();
  await renter.getByRole("button", { name: "Demander la réservation" }).click();
  await expect(renter.getByText("Demande envoyée !")).toBeVisible();

  await expect(visitor.getByTestId("booking-calendar").getByRole("button", { name: first, exact: true })).toBeDisabled();
  expect(await notReloaded(visitor)).toBe(true);

  // The renter withdraws the request: a renter may have only a few waiting, and this journey runs again.
  await renter.goto("/bookings?tab=locations");
  const waiting = renter.getByRole("article").filter({ hasText: `Du ${first} au ${last}` }).filter({ hasText: "En attente" });
  await waiting.getByRole("button", { name: "Annuler la demande" }).click();
  await expect(waiting).toHaveCount(0);
  await renterContext.close();
});
