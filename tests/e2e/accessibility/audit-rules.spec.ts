import { expect, test } from "@playwright/test";
import { seriousViolations } from "../axe.ts";

/*
 * The audit every journey relies on can fail: a page made of the faults it must find is reported with each of
 * them (the held rules included, which axe-core would not run or would call minor). Playwright's own `test`:
 * the page is not one of the app's.
 */
test("the accessibility audit finds a missing h1 and main, a name that hides its words, and pale text", async ({ page }) => {
  await page.setContent(
    `<html lang="fr"><head><title>Défauts</title></head><body><div><h3>Sous-titre</h3>
     <p style="color:#ccc;background:#fff">Texte trop pâle</p><button aria-label="Envoyer maintenant">Supprimer</button></div></body></html>`,
  );
  const rules = (await seriousViolations(page)).map((line) => line.split(":")[0]);
  expect(rules).toEqual(expect.arrayContaining(["page-has-heading-one", "landmark-one-main", "label-content-name-mismatch", "color-contrast"]));
});
