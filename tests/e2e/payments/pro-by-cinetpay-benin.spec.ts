import { expect, test } from "../journey.ts";
import { signUpAndSignIn } from "../support.ts";

test("a visitor in Bénin pays Pro through CinetPay with MTN MoMo: 30 days, renewable with the same wallet", async ({ page: member }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(member, "Codjo", "Houngbédji");
  await member.goto("/subscription");
  await member.getByLabel("Pays affiché").selectOption("BJ");
  const pro = member.getByRole("region", { name: "Pro" });

  // Bénin's wallets through CinetPay, and the card; no Wave or Orange Money there.
  await expect(pro.getByRole("radio", { name: /^Moov Money/ })).toBeEnabled();
  await expect(pro.getByRole("radio", { name: /^Orange Money/ })).toHaveCount(0);
  const momo = pro.getByRole("radio", { name: /^MTN MoMo 30 jours, renouvelables/ });
  await expect(momo).toHaveAccessibleName(/Montant débité : 5\s000 CFA/);
  await momo.check();
  const cinetpayTab = member.waitForEvent("popup");
  await pro.getByRole("button", { name: "Passer à Pro" }).click();
  const cinetpay = await cinetpayTab;
  await expect(cinetpay.getByRole("heading", { name: "Payer avec CinetPay" })).toBeVisible();
  await expect(cinetpay.getByText("Montant : 5000 XOF")).toBeVisible();
  await cinetpay.getByRole("button", { name: "Confirmer le paiement" }).click();

  // CinetPay sends the payer back by POST; the page waits for its notification, then turns to Pro.
  await expect(cinetpay).toHaveURL(/\/subscription-success\?paiement=[0-9a-f-]{36}$/);
  await expect(cinetpay.getByRole("heading", { name: "Bienvenue dans Pro !" })).toBeVisible({ timeout: 20_000 });
  await cinetpay.close();

  await member.reload();
  await expect(pro.getByText("Plan actuel")).toBeVisible();
  await expect(pro.getByText(/^Valable jusqu'au \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(pro.getByRole("button", { name: "Renouveler avec MTN MoMo (30 jours)" })).toBeVisible();
});
