import { expect, test } from "../journey.ts";
import { signIn, signUpAndSignIn, keepFrench } from "../support.ts";

test("Pro paid with Wave: 30 days, a one-tap renewal, and an admin's refund ends it", async ({ page: member, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndSignIn(member, "Fatou", "Wade");
  await member.goto("/subscription");
  const pro = member.getByRole("region", { name: "Pro" });
  // Read in Nigeria, the month is taken in naira by Paystack's card, and the page says how much.
  await keepFrench(member);
  await member.getByLabel("Pays affiché").selectOption("NG");
  await expect(pro.getByRole("radio", { name: /^Carte bancaire/ })).toHaveAccessibleName(/Montant débité : 6\s000 ₦/);
  await expect(pro.getByRole("radio", { name: /Wave/ })).toHaveCount(0);
  await member.getByLabel("Pays affiché").selectOption("CI");
  const waveMethod = pro.getByRole("radio", { name: /^Wave 30 jours, renouvelables/ });
  await expect(waveMethod).toHaveAccessibleName(/Montant débité : 5\s000 CFA/);
  await waveMethod.check();
  const waveTab = member.waitForEvent("popup");
  await pro.getByRole("button", { name: "Passer à Pro" }).click();
  const wave = await waveTab;
  await expect(wave.getByRole("heading", { name: "Payer avec Wave" })).toBeVisible();
  await expect(wave.getByText("Montant : 5000 F CFA")).toBeVisible();
  await wave.getByRole("button", { name: "Confirmer le paiement" }).click();
  // Back before Wave has confirmed; the page turns to Pro by itself.
  await expect(wave.getByRole("heading", { name: "Paiement en cours de confirmation…" })).toBeVisible();
  await expect(wave.getByRole("heading", { name: "Bienvenue dans Pro !" })).toBeVisible({ timeout: 20_000 });
  await wave.close();

  await member.reload();
  await expect(pro.getByText("Plan actuel")).toBeVisible();
  await expect(pro.getByText(/^Valable jusqu'au \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(pro.getByRole("button", { name: "Renouveler avec Wave (30 jours)" })).toBeVisible();
  await expect(pro.getByRole("button", { name: "Gérer mon abonnement" })).toHaveCount(0);

  // An administrator refunds the month from the payments list: the member is no longer Pro.
  const adminContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@demo.autoafrique.africa", "demo12345");
  await admin.goto(`/admin?tab=payments&paiement=${encodeURIComponent(email)}`);
  const payments = admin.getByRole("list", { name: "Paiements" });
  await expect(payments.getByText("Wave", { exact: true })).toBeVisible();
  await payments.getByText("Rembourser", { exact: true }).click();
  await payments.getByRole("button", { name: "Rembourser 5 000 CFA à Fatou Wade" }).click();
  await expect(admin.getByText("Paiement remboursé").first()).toBeVisible();
  await expect(payments.getByText("Remboursé", { exact: true })).toBeVisible();

  await member.reload();
  await expect(pro.getByText("Plan actuel")).toHaveCount(0);
  await expect(pro.getByRole("button", { name: "Passer à Pro" })).toBeVisible();
  await adminContext.close();
});
