import { expect, test } from "../journey.ts";
import { openDealerListing, signIn } from "../support.ts";

test("the admin shortens the longest stay: a renter's calendar then refuses a longer one with its French message", async ({
  page: admin,
  browser,
}, testInfo) => {
  await signIn(admin, "admin@demo.autoafrique.africa", "demo12345");
  await admin.goto("/admin?tab=settings");
  const limit = admin.getByRole("listitem").filter({ hasText: "Durée maximale d'une location" });
  await expect(limit.getByTestId("limit-max_booking_days")).toHaveText("90 jours");
  await expect(admin.getByRole("listitem").filter({ hasText: "Plafond quotidien de SMS" }).getByTestId("limit-sms_codes_per_day")).toHaveText(
    "500 SMS par jour",
  );

  const renterContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const renter = await renterContext.newPage();
  try {
    await limit.getByLabel("Nouvelle valeur (jours)").fill("2");
    await limit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(admin.getByText("Paramètre enregistré")).toBeVisible();
    await expect(limit.getByTestId("limit-max_booking_days")).toHaveText("2 jours");

    await signIn(renter, "acheteur@demo.autoafrique.africa", "demo12345");
    await openDealerListing(renter, "rental");
    for (let i = 0; i < 5; i++) await renter.getByRole("button", { name: "Mois suivant" }).click();
    const days = renter.getByTestId("booking-calendar").locator("tbody button:not([disabled])");
    await days.nth(0).click();
    await days.nth(2).click();
    await expect(renter.getByText("Une réservation ne peut pas dépasser 2 jours.")).toBeVisible();
  } finally {
    await admin.goto("/admin?tab=settings");
    await limit.getByLabel("Nouvelle valeur (jours)").fill("90");
    await limit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(limit.getByTestId("limit-max_booking_days")).toHaveText("90 jours");
    await renterContext.close();
  }
});
