import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { watchConsole } from "../console-watch.ts";
import { openDealerListing, signIn } from "../support.ts";
import { seriousViolations } from "../axe.ts";

/** Set on the window: still there later means the page was never reloaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const notReloaded = (page: Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);
const pendingCount = async (page: Page) => Number((await page.getByLabel("Menu du compte").getAttribute("aria-label"))?.match(/(\d+) demande/)?.[1] ?? 0);

/** The labels ("12 février 2027") of the first three free days in a row of the month shown. */
async function threeFreeDays(page: Page): Promise<string[]> {
  const days = page.getByTestId("booking-calendar").locator("tbody button");
  // A day's button is named by its whole date, in visually hidden text beside the number shown.
  const states = await days.evaluateAll((buttons) =>
    buttons.map((b) => ({ label: b.querySelector(".sr-only")?.textContent ?? "", free: !(b as HTMLButtonElement).disabled })),
  );
  for (let i = 0; i + 2 < states.length; i++) {
    if (states[i]?.free && states[i + 1]?.free && states[i + 2]?.free) return states.slice(i, i + 3).map((s) => s.label);
  }
  throw new Error("no three free days in a row");
}

test("a renter asks for 3 days and reads it sent; the owner sees the count rise live and accepts; the renter's days read as theirs, others' as taken", async ({
  page: renter,
  browser,
}, testInfo) => {
  const problems = watchConsole(renter);
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
  expect(await seriousViolations(renter)).toEqual([]);

  // Nothing picked: the spec's message.
  await renter.getByRole("button", { name: "Demander la réservation" }).click();
  await expect(renter.getByText("Veuillez sélectionner les dates de début et de fin.")).toBeVisible();

  // Three free days, three months ahead (clear of the demo's own bookings and of an earlier try).
  for (let i = 0; i < 3; i++) await renter.getByRole("button", { name: "Mois suivant" }).click();
  const [first, middle, last] = await threeFreeDays(renter);
  const calendar = renter.getByTestId("booking-calendar");
  await calendar.getByRole("button", { name: first, exact: true }).click();
  // The stay's first day reads picked before its last is clicked: a failure names which click was not taken.
  await expect(calendar.getByRole("button", { name: first, exact: true })).toHaveAttribute("aria-pressed", "true");
  await calendar.getByRole("button", { name: last, exact: true }).click();
  await expect(calendar.getByRole("button", { name: last, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(calendar.getByRole("button", { name: middle, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(renter.getByTestId("booking-summary")).toContainText("× 3 jours");
  const total = (await renter.getByTestId("rental-total").textContent()) ?? "";
  await renter.getByLabel(/^Message au propriétaire/).fill("Je viendrai chercher le véhicule à 9 h.");
  await renter.getByRole("button", { name: "Demander la réservation" }).click();

  // The tab says it was sent, in place of the form: the dates, the total, 'En attente', and where to follow it.
  const sent = renter.getByRole("region", { name: "Demande envoyée !" });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(sent).toContainText("Le propriétaire a été notifié. Vous recevrez une réponse bientôt.");
  await expect(sent).toContainText(`Du ${first} au ${last} · 3 jours`);
  await expect(sent).toContainText(total);
  await expect(sent.getByText("En attente", { exact: true })).toBeVisible();
  await expect(sent.getByRole("link", { name: "Voir mes réservations" })).toHaveAttribute("href", "/bookings?tab=locations");
  await expect(renter.getByRole("button", { name: "Demander la réservation" })).toHaveCount(0);
  expect(await seriousViolations(renter)).toEqual([]);

  // Asking for other dates: the form again, empty, and the days just asked for read as the renter's own.
  await sent.getByRole("link", { name: "Demander d'autres dates" }).click();
  await expect(renter.getByTestId("booking-summary")).toHaveCount(0);
  for (let i = 0; i < 3; i++) await renter.getByRole("button", { name: "Mois suivant" }).click();
  for (const label of [first, middle, last]) {
    const own = calendar.getByRole("button", { name: label, exact: true });
    await expect(own).toBeDisabled();
    await expect(own).toHaveAccessibleDescription("Votre demande");
  }
  const ownRequests = renter.getByRole("region", { name: "Vos demandes pour ce véhicule" });
  await expect(ownRequests).toContainText(`Du ${first} au ${last}`);
  await expect(ownRequests).toContainText("En attente");
  await expect(calendar.getByText("Votre demande", { exact: true })).toBeVisible();

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

  // The renter sees it confirmed, and on a later visit those days read as their booking.
  await renter.goto("/bookings?tab=locations");
  const mine = renter.getByRole("article").filter({ hasText: `Du ${first} au ${last}` });
  await expect(mine).toContainText("Confirmée");
  await expect(mine.getByRole("link", { name: "Appeler" })).toHaveAttribute("href", /^tel:\+\d+$/);
  await renter.goto(href);
  for (let i = 0; i < 3; i++) await renter.getByRole("button", { name: "Mois suivant" }).click();
  for (const label of [first, middle, last]) {
    const own = calendar.getByRole("button", { name: label, exact: true });
    await expect(own).toBeDisabled();
    await expect(own).toHaveAccessibleDescription("Votre réservation");
  }
  await expect(renter.getByRole("region", { name: "Vos demandes pour ce véhicule" })).toContainText("Confirmée");
  expect(await seriousViolations(renter)).toEqual([]);

  // Anyone else sees the same days as taken, and whose they are nowhere.
  const otherContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const other = await otherContext.newPage();
  await signIn(other, "agent@demo.autoafrique.africa", "demo12345");
  await other.goto(href);
  for (let i = 0; i < 3; i++) await other.getByRole("button", { name: "Mois suivant" }).click();
  for (const label of [first, middle, last]) {
    await expect(other.getByTestId("booking-calendar").getByRole("button", { name: label, exact: true })).toHaveAccessibleDescription("Déjà réservé");
  }
  await expect(other.getByRole("region", { name: "Vos demandes pour ce véhicule" })).toHaveCount(0);
  await otherContext.close();

  expect(problems).toEqual([]);
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
  await expect(visitor.getByTestId("booking-calendar").getByRole("button", { name: first, exact: true })).toHaveAccessibleDescription("Déjà réservé");
  expect(await notReloaded(visitor)).toBe(true);

  // The renter withdraws the request: a renter may have only a few waiting, and this journey runs again.
  await renter.goto("/bookings?tab=locations");
  const waiting = renter
    .getByRole("article")
    .filter({ hasText: `Du ${first} au ${last}` })
    .filter({ hasText: "En attente" });
  await waiting.getByRole("button", { name: "Annuler la demande" }).click();
  await expect(waiting).toHaveCount(0);
  await renterContext.close();
});
