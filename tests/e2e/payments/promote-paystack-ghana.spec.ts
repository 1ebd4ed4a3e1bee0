import { expect, test } from "../journey.ts";
import { signIn, keepFrench } from "../support.ts";

test("a visitor in Ghana promotes a listing through Paystack, sees the amount in cedis, and the listing becomes Premium", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, "concession@demo.autoafrique.africa", "demo12345");
  await page.goto("/promote");
  await keepFrench(page);
  await page.getByLabel("Pays affiché").selectOption("GH");

  // Ghana's methods: MTN MoMo and the card, both through Paystack; PayPal is not there yet.
  await expect(page.getByRole("radio", { name: /^MTN MoMo/ })).toBeEnabled();
  await expect(page.getByRole("radio", { name: /^Carte bancaire/ })).toBeEnabled();
  await expect(page.getByRole("radio", { name: /^Wave/ })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /PayPal/ })).toBeDisabled();

  const listing = page.getByLabel("2. Choisissez l'annonce");
  // A sale listing (rentals are not shown among the Premium ones), not one the Wave journeys promote.
  const listingId = await listing.locator("option").evaluateAll(
    (options) =>
      options
        .filter((o) => !o.textContent?.includes("(location)"))
        .map((o) => (o as HTMLOptionElement).value)
        .at(-4) ?? "",
  );
  await listing.selectOption(listingId);
  await page.getByRole("radio").first().check();
  const momo = page.getByRole("radio", { name: /^MTN MoMo/ });
  await momo.check();
  await expect(momo).toHaveAccessibleName(/Montant débité : [\d\s,]+ GH₵/);
  await expect(page.getByText("Le paiement est débité en cedis (GHS), au montant indiqué avec le moyen de paiement.")).toBeVisible();
  await page.getByRole("button", { name: "Payer" }).click();

  // Paystack's page (the local server) takes cedis.
  await expect(page.getByRole("heading", { name: "Payer avec Paystack" })).toBeVisible();
  await expect(page.getByText(/^Montant : GHS \d+\.\d{2}$/)).toBeVisible();
  await page.getByRole("button", { name: "Confirmer le paiement" }).click();

  await expect(page).toHaveURL(new RegExp(`/payment-success\\?paiement=[0-9a-f-]{36}&listing_id=${listingId}&reference=`));
  await expect(page.getByRole("heading", { name: "Paiement réussi !" })).toBeVisible({ timeout: 20_000 });

  // The demo listing is shown in its own country's pages.
  await page.goto("/");
  await page.getByLabel("Pays affiché").selectOption("CI");
  const premium = page.getByRole("region", { name: "Annonces Premium" });
  await expect(premium.locator(`a[href="/listing/${listingId}"]`).first()).toBeVisible();

  // The administrators' Paiements tab: provider, method, and the amount taken in cedis.
  const adminContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@demo.autoafrique.africa", "demo12345");
  await admin.goto(`/admin?tab=payments&paiement=${encodeURIComponent("concession@demo.autoafrique.africa")}`);
  const row = admin.getByRole("list", { name: "Paiements" }).getByRole("listitem").filter({ hasText: "Paystack" }).first();
  await expect(row).toContainText("MTN MoMo");
  await expect(row).toContainText(/[\d\s,]+ GH₵/);
  await expect(row).toContainText("GHS");
  await expect(row).toContainText("Payé");
  await adminContext.close();
});
