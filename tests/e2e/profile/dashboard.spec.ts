import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

test("an owner's dashboard shows their counters and recent listings; a visitor's look raises the views", async ({ page: owner, browser }, testInfo) => {
  await signIn(owner, "vendeur@demo.autoafrique.africa", "demo12345");
  await owner.goto("/dashboard");
  await expect(owner.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  const views = owner.getByRole("link", { name: /Vues de vos annonces/ }).getByTestId("counter-value");
  const before = Number((await views.textContent())?.replace(/\s/g, ""));
  await expect(owner.getByRole("link", { name: /Annonces de vente actives/ })).toBeVisible();
  await expect(owner.getByRole("link", { name: /Demandes de réservation en attente/ })).toBeVisible();
  const recent = owner.getByRole("region", { name: "Annonces récentes" }).getByRole("link");
  await expect(recent.first()).toBeVisible();
  expect(await recent.count()).toBeLessThanOrEqual(5);
  const href = (await recent.first().getAttribute("href")) as string;
  expect(href).toMatch(/^\/(listing|rental)\/[0-9a-f-]{36}$/);

  const visitorContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const visitor = await visitorContext.newPage();
  const beacon = () => visitor.waitForResponse((r) => r.url().endsWith("/vues") && r.request().method() === "POST");
  const counted = beacon();
  await visitor.goto(href);
  expect((await counted).status()).toBe(204);
  // The beacon's answer gave this browser its visitor cookie, sent back to the beacon only: looking again is the same visitor.
  expect((await visitorContext.cookies()).find((c) => c.name === "aa_visiteur")).toMatchObject({ path: "/vues", httpOnly: true, sameSite: "Lax" });
  const again = beacon();
  await visitor.reload();
  expect((await (await again).request().allHeaders()).cookie).toMatch(/^aa_visiteur=/);
  await visitorContext.close();

  // The owner's dashboard is kept for them a few seconds (PAGE_CACHE_SECONDS, ADR 0040): a view shows within that time.
  await expect(async () => {
    await owner.reload();
    await expect(views).toHaveText(String(before + 1), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await owner.getByRole("link", { name: "Mon profil" }).last().click();
  await expect(owner).toHaveURL(/\/profile$/);
});
