import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { seriousViolations } from "../axe.ts";
import { signIn } from "../support.ts";
import { expectFocusShown, isFocused, press, tabTo } from "./keyboard-focus.ts";

/*
 * WCAG 2.1.1, 2.4.3, 2.4.7, 2.5.3 (issue 44): a renter books a car with the keyboard alone. The calendar is a date
 * grid with one day in the Tab order: the arrows go by day and week, Home and End to the week's ends, Page Down a
 * month; Enter and Space pick the first and last day. Each day is named by its date (holding the number shown)
 * and described by its state.
 */

const RENTER = "acheteur@demo.autoafrique.africa";

/** The day the keyboard is on: its date (YYYY-MM-DD, the button's `data-day`). */
const focusedDay = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? null);

/** The days of the month shown, in order, with whether each can be picked. */
function shownDays(calendar: Locator) {
  return calendar
    .locator("button[data-day]")
    .evaluateAll((buttons) => buttons.map((b) => ({ day: (b as HTMLElement).dataset.day as string, free: !(b as HTMLButtonElement).disabled })));
}

const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test("a renter picks a stay on the calendar and sends the request with the keyboard alone", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, RENTER, "demo12345");
  await page.goto("/listings?type=location");
  const href = (await page.locator('main a[href^="/rental/"]').first().getAttribute("href")) as string;
  await page.goto(href, { waitUntil: "networkidle" });
  await expect(page.getByRole("tab", { name: "Réserver" })).toHaveAttribute("aria-selected", "true");
  const calendar = page.getByTestId("booking-calendar");
  const grid = calendar.getByRole("grid");
  await expect(grid).toBeVisible();
  expect(await seriousViolations(page), href).toEqual([]);

  // Tab reaches one day of the grid, not each of them.
  const dayInTabOrder = grid.locator('button[tabindex="0"]');
  await expect(dayInTabOrder).toHaveCount(1);
  await tabTo(page, dayInTabOrder, "the calendar", { max: 150 });
  const start = (await focusedDay(page)) as string;
  await expect(page.locator(":focus")).toHaveAccessibleName(/\d{4}$/);
  await expect(page.locator(":focus")).toHaveAccessibleDescription(/^(Disponible|Votre sélection)$/);

  // Page Down five times: five months on, the month's name said above the grid.
  const month = calendar.locator("p[aria-live]");
  for (let i = 0; i < 5; i++) await press(page, "PageDown", `month ${i + 1}`);
  const later = (await focusedDay(page)) as string;
  expect(later.slice(0, 7) > start.slice(0, 7)).toBe(true);
  await expect(month).toHaveText(new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${later}T00:00:00Z`)));
  await expect(grid).toHaveAccessibleName(await month.innerText(), { ignoreCase: true });

  // The arrows: down a week and back up, then Home and End of that week.
  const days = await shownDays(calendar);
  const free = new Set(days.filter((d) => d.free).map((d) => d.day));
  if (free.has(plusDays(later, 7))) {
    await press(page, "ArrowDown", "a week on");
    expect(await focusedDay(page)).toBe(plusDays(later, 7));
    await press(page, "ArrowUp", "a week back");
    expect(await focusedDay(page)).toBe(later);
  }
  await press(page, "Home", "the week's first day");
  const monday = (await focusedDay(page)) as string;
  expect(monday <= later).toBe(true);
  await press(page, "End", "the week's last day");
  expect(((await focusedDay(page)) as string) >= later).toBe(true);

  // Three free days in a row in the month now shown (End may have turned it), reached with the arrows.
  const shown = await shownDays(calendar);
  const firstOfRun = shown.findIndex((d, i) => d.free && shown[i + 1]?.free && shown[i + 2]?.free);
  expect(firstOfRun).toBeGreaterThanOrEqual(0);
  const [first, middle, last] = shown.slice(firstOfRun, firstOfRun + 3).map((d) => d.day);
  await press(page, "Home", "back to the week's start");
  for (let presses = 0; (await focusedDay(page)) !== first; presses++) {
    expect(presses, `reaching ${first}`).toBeLessThan(45);
    await press(page, (await focusedDay(page))! < first ? "ArrowRight" : "ArrowLeft", `towards ${first}`);
  }
  const day = (date: string) => grid.locator(`button[data-day="${date}"]`);
  const dateWords = (await day(first).locator(".sr-only").textContent()) as string;
  // The name is the date in words, holding the number shown; the state is its description.
  await expect(day(first)).toHaveAccessibleName(dateWords);
  expect(dateWords).toContain(String(Number(first.slice(8))));
  await expect(day(first)).toHaveAccessibleDescription("Disponible");

  await press(page, "Enter", "first day picked");
  await expect(day(first)).toHaveAttribute("aria-pressed", "true");
  await expect(day(first)).toHaveAccessibleDescription("Votre sélection");
  await press(page, "ArrowRight", "next day");
  await press(page, "ArrowRight", "next day");
  expect(await focusedDay(page)).toBe(last);
  await press(page, "Space", "last day picked");
  for (const date of [first, middle, last]) await expect(day(date)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("booking-summary")).toContainText("× 3 jours");
  await expect(page.getByLabel("Date de début")).toHaveValue(first);
  await expect(page.getByLabel("Date de fin")).toHaveValue(last);
  expect(await seriousViolations(page), `${href} with three days picked`).toEqual([]);

  // Leaving the grid and coming back: the focus returns to the last day picked.
  await tabTo(page, page.getByLabel("Date de début"), "out of the grid");
  await tabTo(page, day(last), "back into the grid", { back: true, max: 10 });

  // A message, then the request.
  await tabTo(page, page.getByLabel(/^Message au propriétaire/), "the message");
  await page.keyboard.type("Je passerai prendre le véhicule à 10 h.");
  await expectFocusShown(page, "message typed");
  const send = page.getByRole("button", { name: "Demander la réservation" });
  await tabTo(page, send, "Demander la réservation");
  await page.keyboard.press("Enter");

  const sent = page.getByRole("region", { name: "Demande envoyée !" });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expectFocusShown(page, "the request sent");
  await expect(sent).toContainText("En attente");
  await expect(sent).toContainText(`Du ${dateWords} au`);
  expect(await seriousViolations(page), `${href} sent`).toEqual([]);

  // Its way to 'Mes réservations', by keyboard too; the request withdrawn there, so that the renter may book again.
  const follow = sent.getByRole("link", { name: "Voir mes réservations" });
  await tabTo(page, follow, "Voir mes réservations", { max: 10 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bookings\?tab=locations$/);
  const waiting = page
    .getByRole("article")
    .filter({ hasText: `Du ${dateWords} au` })
    .filter({ hasText: "En attente" });
  await expect(waiting).toBeVisible();
  expect(await seriousViolations(page), "/bookings?tab=locations").toEqual([]);
  const withdraw = waiting.getByRole("button", { name: "Annuler la demande" });
  await tabTo(page, withdraw, "Annuler la demande", { max: 120 });
  expect(await isFocused(withdraw)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(waiting).toHaveCount(0);
});
