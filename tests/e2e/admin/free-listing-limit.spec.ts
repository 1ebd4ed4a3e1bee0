import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

const LIMIT = "Vous avez atteint la limite de 5 annonces gratuites. Passez au plan Pro pour publier sans limite.";

test("the admin turns the free listing limit on: a member with five listings and the form open is refused a sixth at once", async ({
  page: admin,
  browser,
}, testInfo) => {
  const memberContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const member = await memberContext.newPage();
  // The demo seller has more than five listings and no Pro plan.
  await signIn(member, "vendeur@demo.autoafrique.africa", "demo12345");
  await member.goto("/sell/vendre");
  await expect(member.getByLabel("Marque")).toBeVisible();
  await expect(member.getByText(LIMIT)).toHaveCount(0);

  await signIn(admin, "admin@demo.autoafrique.africa", "demo12345");
  await admin.goto("/admin?tab=settings");
  const setting = admin.getByRole("listitem").filter({ hasText: "Limite d'annonces gratuites" });
  try {
    await setting.getByRole("button", { name: "Activer" }).click();
    await expect(admin.getByText("Paramètre enregistré")).toBeVisible();
    await expect(setting.getByTestId("setting-enable_free_listings_limit")).toHaveText("Activé");
    // The member's open page hears of it and shows the limit without a reload.
    await expect(member.getByText(LIMIT)).toBeVisible();
    await expect(member.getByRole("link", { name: /Pro/ }).first()).toBeVisible();
  } finally {
    await admin.goto("/admin?tab=settings");
    if (await setting.getByRole("button", { name: "Désactiver" }).isVisible()) {
      await setting.getByRole("button", { name: "Désactiver" }).click();
      await expect(setting.getByTestId("setting-enable_free_listings_limit")).toHaveText("Désactivé");
    }
  }
  await memberContext.close();
});
