import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

test("subscribe to Pro with a promo code through the sandbox checkout, see 'Plan actuel' on the Pro card and the Pro badge on one's listings, then cancel it", async ({
  page,
}) => {
  // The page's own timers run on a clock the test moves: the minute between two status checks.
  await page.clock.install();
  await signIn(page, "agent@demo.autoafrique.africa", "demo12345");
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Choisissez votre plan" })).toBeVisible();
  const free = page.getByRole("region", { name: "Gratuit" });
  const pro = page.getByRole("region", { name: "Pro" });
  await expect(free.getByText("Plan actuel")).toBeVisible();

  // An unknown code is refused before anyone is sent to pay.
  await pro.getByText("Ajouter un code promo").click();
  await expect(pro.getByText("Masquer un code promo")).toBeVisible();
  await pro.getByLabel("Code promo (optionnel)").fill("faux");
  await expect(pro.getByLabel("Code promo (optionnel)")).toHaveValue("FAUX");
  const refusedTab = page.waitForEvent("popup");
  await pro.getByRole("button", { name: "Passer à Pro" }).click();
  // The tab may be closed before the test looks: a quick answer closes it within the click.
  const refused = await refusedTab;
  if (!refused.isClosed()) await refused.waitForEvent("close");
  await expect(page.getByText("Ce code promo n'est pas valide.")).toBeVisible();

  await pro.getByLabel("Code promo (optionnel)").fill("bienvenue20");
  const checkoutTab = page.waitForEvent("popup");
  await pro.getByRole("button", { name: "Passer à Pro" }).click();
  const checkout = await checkoutTab;
  await expect(checkout).toHaveURL(/\/checkout\/sandbox\/sbx_/);
  // 20 % off the 5 000 CFA month.
  await expect(checkout.getByRole("button", { name: /^Payer 4\s000\sCFA$/ })).toBeVisible();
  await checkout.getByRole("button", { name: /^Payer / }).click();
  await expect(checkout.getByRole("heading", { name: "Bienvenue dans Pro !" })).toBeVisible();
  await checkout.close();

  await page.reload();
  await expect(pro.getByText("Plan actuel")).toBeVisible();
  await expect(pro.getByText(/^Renouvelé le \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(pro.getByRole("button", { name: "Gérer mon abonnement" })).toBeVisible();
  await expect(free.getByText("Plan actuel")).toHaveCount(0);

  await page.goto("/profile?tab=annonces");
  await expect(page.getByRole("article").first().getByText("PRO", { exact: true })).toBeVisible();

  // What Pro gives: the advanced statistics on the dashboard, the badge in the account menu.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Statistiques avancées" })).toBeVisible();
  await expect(page.getByRole("list", { name: /^Vues par jour/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Passer à Pro" })).toHaveCount(0);
  await expect(page.getByTestId("plan-pro")).toHaveCount(1);

  // Cancelled in the provider's portal, in its own tab: the page left open follows at its next check.
  await page.goto("/subscription");
  const portalTab = page.waitForEvent("popup");
  await pro.getByRole("button", { name: "Gérer mon abonnement" }).click();
  const portal = await portalTab;
  await expect(portal.getByRole("heading", { name: "Mon abonnement" })).toBeVisible();
  await portal.getByRole("button", { name: "Résilier l'abonnement" }).click();
  await expect(portal.getByText("Abonnement résilié")).toBeVisible();
  await portal.close();
  await expect(pro.getByText("Plan actuel")).toBeVisible();
  await page.clock.fastForward(61_000);
  await expect(free.getByText("Plan actuel")).toBeVisible();
  await expect(pro.getByRole("button", { name: "Passer à Pro" })).toBeVisible();
  await expect(page.getByTestId("plan-pro")).toHaveCount(0);
});

test("cancelling the Pro checkout closes its tab and the plans page says 'Paiement annulé'", async ({ page }) => {
  await signIn(page, "vendeur@demo.autoafrique.africa", "demo12345");
  await page.goto("/subscription");
  const pro = page.getByRole("region", { name: "Pro" });
  const checkoutTab = page.waitForEvent("popup");
  await expect(async () => {
    await pro.getByRole("button", { name: "Passer à Pro" }).click({ timeout: 1000 });
  }).toPass();
  const checkout = await checkoutTab;
  await expect(checkout).toHaveURL(/\/checkout\/sandbox\/sbx_/);
  const closed = checkout.waitForEvent("close");
  await checkout.getByRole("button", { name: "Annuler" }).click();
  await closed;
  await expect(page.getByText("Paiement annulé")).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  expect(page.context().pages()).toEqual([page]);
});
