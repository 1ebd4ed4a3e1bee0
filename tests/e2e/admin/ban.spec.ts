import { expect, test } from "../journey.ts";
import { signIn, signUpAndSignIn } from "../support.ts";

test("the admin bans a member with a reason: the member's next request is signed out; once unbanned they sign in again", async ({
  page: admin,
  browser,
}, testInfo) => {
  const memberContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const member = await memberContext.newPage();
  const { email } = await signUpAndSignIn(member, "Koffi", "Bannissable");
  await member.goto("/profile");
  await expect(member).toHaveURL(/\/profile$/);

  await signIn(admin, "admin@demo.autoafrique.africa", "demo12345");
  await admin.goto(`/admin?tab=users&q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole("tab", { name: "Utilisateurs" })).toHaveAttribute("aria-selected", "true");
  const row = admin.getByRole("listitem", { name: "Koffi Bannissable" });
  await row.getByText("Bannir", { exact: true }).click();
  // No reason: the spec's message, nothing done.
  await row.getByRole("button", { name: "Confirmer le bannissement" }).click();
  await expect(row.getByRole("alert")).toHaveText("Veuillez fournir une raison pour le bannissement");
  await row.getByLabel("Raison du bannissement").fill("Demande d'acompte avant toute visite");
  await row.getByRole("button", { name: "Confirmer le bannissement" }).click();
  await expect(admin.getByText("Utilisateur banni")).toBeVisible();
  await expect(row.getByText("Raison : Demande d'acompte avant toute visite")).toBeVisible();

  // The member's very next request finds them signed out, and signing in is refused.
  await member.goto("/profile");
  await expect(member).toHaveURL(/\/auth\?/);
  await member.getByLabel("Email").fill(email);
  await member.getByLabel("Mot de passe").fill("motdepasse123");
  await member.getByRole("button", { name: "Se connecter" }).click();
  await expect(member.getByText(/suspendu/).first()).toBeVisible();

  await row.getByRole("button", { name: "Débannir" }).click();
  await expect(admin.getByText("Utilisateur débanni")).toBeVisible();
  await signIn(member, email, "motdepasse123");
  await member.goto("/profile");
  await expect(member).toHaveURL(/\/profile$/);

  // Both actions are in the journal, in words.
  await admin.goto("/admin?tab=journal");
  const journal = admin.getByRole("list", { name: "Journal des actions" });
  await expect(journal.getByText("a banni Koffi Bannissable (raison : « Demande d'acompte avant toute visite »).").first()).toBeVisible();
  await expect(journal.getByText("a levé le bannissement de Koffi Bannissable.").first()).toBeVisible();
  await memberContext.close();
});
