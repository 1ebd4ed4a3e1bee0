import { type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../journey.ts";
import { watchConsole } from "../console-watch.ts";
import { signIn, signUpAndSignIn } from "../support.ts";

/** A photo as a phone takes it: a JPEG of its own colour, so every upload is a new file. */
async function photo(background: string, name = "photo.jpg") {
  const buffer = await sharp({ create: { width: 1024, height: 768, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** YYYY-MM-DD, `offset` days from today (the date fields' value). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const VIEWS = ["Avant", "Arrière", "Côté gauche", "Côté droit", "Intérieur", "Tableau de bord"] as const;
const COLOURS = ["#0f766e", "#b91c1c", "#1d4ed8", "#a16207", "#6d28d9", "#334155"];

/** The recorder's 'État des lieux': mileage, fuel, the six views sent one by one, then 'Envoyer pour confirmation'. */
async function recordInspection(page: Page, values: { mileage: string; fuel: string; notes?: string; deposit?: { method: string; note: string } }) {
  await page.getByLabel("Kilométrage").fill(values.mileage);
  await page.getByLabel("Niveau de carburant").selectOption({ label: values.fuel });
  if (values.notes) await page.getByLabel("Remarques sur l'état (rayures, chocs…)").fill(values.notes);
  if (values.deposit) {
    await page.getByLabel("Caution remise").selectOption({ label: values.deposit.method });
    await page.getByLabel("Note", { exact: true }).fill(values.deposit.note);
  }
  for (const [i, view] of VIEWS.entries()) {
    await page.getByLabel(view, { exact: true }).setInputFiles(await photo(COLOURS[i] ?? "#000000", `${i}.jpg`));
  }
  // Each photo goes up on its own; the page lists those the server holds.
  await expect(page.getByRole("list", { name: "Photos envoyées" }).getByRole("listitem")).toHaveCount(6, { timeout: 30_000 });
  await page.getByRole("button", { name: "Envoyer pour confirmation" }).click();
  await expect(page.getByText("Votre état des lieux attend la réponse de l'autre partie.")).toBeVisible();
}

async function confirmInspection(page: Page, bookingUrl: string) {
  await page.goto(bookingUrl);
  await page.getByRole("button", { name: "Confirmer l'état des lieux" }).click();
}

const statusOf = (page: Page): Locator => page.getByRole("main");

test("a renter's licence checked by an admin, a rental that requires it booked and accepted, picked up and returned with both records; part of the deposit kept, contested, settled by an admin", async ({
  page: owner,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const problems = watchConsole(owner);
  const tag = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)
    .padEnd(6, "x");
  const model = `Hilux ${tag}`;
  const renterLastName = `Kone${tag}`;
  const newContext = async () => {
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    problems.push(...watchConsole(page));
    return page;
  };

  // The owner posts a rental that requires a checked licence and a deposit of 100 000 FCFA.
  await signUpAndSignIn(owner, "Moussa", `Diallo${tag}`);
  await owner.goto("/sell/louer", { waitUntil: "networkidle" });
  await owner.getByLabel("Marque", { exact: true }).selectOption("Autre");
  await owner.getByLabel("Modèle", { exact: true }).fill(model);
  await owner.getByLabel("Année", { exact: true }).selectOption(String(new Date().getFullYear() - 4));
  await owner.getByLabel("Kilométrage (km)", { exact: true }).fill("84000");
  await owner.getByLabel("Transmission", { exact: true }).selectOption("manual");
  await owner.getByLabel("Carburant", { exact: true }).selectOption("diesel");
  await owner.getByLabel("Prix par jour", { exact: true }).fill("25000");
  await owner.getByLabel("Ville", { exact: true }).selectOption("Abidjan");
  await owner.getByLabel("Ajouter des photos", { exact: true }).setInputFiles([await photo("#0f766e")]);
  await owner.getByLabel("Permis vérifié exigé").check();
  await owner.getByLabel("Caution (FCFA)").fill("100000");
  await owner.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(owner.getByText("Annonce créée avec succès !")).toBeVisible();
  await owner.goto("/profile?tab=annonces");
  const rental = (await owner.getByRole("main").locator('a[href^="/rental/"]').filter({ hasText: model }).first().getAttribute("href")) as string;
  expect(rental).toMatch(/^\/rental\/[0-9a-f-]{36}$/);

  // A new member reads the terms before asking, and is refused without a checked licence.
  const renter = await newContext();
  await signUpAndSignIn(renter, "Awa", renterLastName);
  await renter.goto(rental, { waitUntil: "networkidle" });
  const terms = renter.getByRole("region", { name: "Conditions du propriétaire" });
  await expect(terms).toContainText("Permis vérifié exigé");
  await expect(terms).toContainText(/Caution : 100\s000/);
  const bookTab = renter.getByRole("tab", { name: "Réserver" });
  if (await bookTab.isVisible()) await bookTab.click();
  await expect(renter.getByRole("link", { name: "Ajouter mon permis de conduire" })).toBeVisible();
  await renter.getByLabel("Date de début").fill(day(1));
  await renter.getByLabel("Date de fin").fill(day(2));
  await renter.getByRole("button", { name: "Demander la réservation" }).click();
  await expect(renter.getByText(/Le propriétaire exige un permis de conduire vérifié/).first()).toBeVisible();

  // The renter adds the licence: both sides, number, country, expiry.
  await renter.goto("/profile/permis");
  await renter.getByLabel("Photo recto").setInputFiles(await photo("#e2e8f0", "recto.jpg"));
  await renter.getByLabel("Photo verso").setInputFiles(await photo("#cbd5e1", "verso.jpg"));
  await renter.getByLabel("Numéro du permis").fill("CI-2024-55821");
  await renter.getByLabel("Pays de délivrance").selectOption("CI");
  await renter.getByLabel("Date d'expiration").fill(day(900));
  await renter.getByRole("button", { name: "Envoyer mon permis" }).click();
  await expect(renter.getByText("En cours de vérification").first()).toBeVisible();

  // An admin checks it in 'Vérifications'.
  const admin = await newContext();
  await signIn(admin, "admin@demo.autoafrique.africa", "demo12345");
  await admin.goto("/admin");
  await admin.getByRole("link", { name: /^Vérifications/ }).click();
  const licence = admin.getByRole("listitem", { name: `Permis de Awa ${renterLastName}` });
  await expect(licence).toContainText("CI-2024-55821");
  await expect(licence.getByRole("img", { name: `Recto du permis de Awa ${renterLastName}` })).toBeVisible();
  await licence.getByRole("button", { name: "Permis vérifié" }).click();
  await expect(licence).toHaveCount(0);

  // Now the request goes through.
  await renter.goto(rental, { waitUntil: "networkidle" });
  if (await bookTab.isVisible()) await bookTab.click();
  await renter.getByLabel("Date de début").fill(day(1));
  await renter.getByLabel("Date de fin").fill(day(2));
  await renter.getByRole("button", { name: "Demander la réservation" }).click();
  await expect(renter.getByText("Demande envoyée !")).toBeVisible();

  // The owner accepts, sees the renter's checked licence on the booking's page, and records the pick-up.
  await owner.goto("/bookings?tab=recues");
  const request = owner.getByRole("article").filter({ hasText: model });
  await request.getByRole("button", { name: "Accepter" }).click();
  await expect(request).toContainText("Confirmée");
  await request.getByRole("link", { name: "Voir la réservation" }).click();
  await expect(owner).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const bookingUrl = new URL(owner.url()).pathname;
  await expect(owner.getByText("Permis de conduire du locataire")).toBeVisible();
  await expect(owner.getByText("Permis vérifié").first()).toBeVisible();
  await owner.getByRole("link", { name: "Faire l'état des lieux de départ" }).click();
  await recordInspection(owner, { mileage: "84000", fuel: "Plein", deposit: { method: "Espèces", note: "Remis en main propre, 100 000 FCFA" } });

  // The renter confirms it: the rental is under way.
  await confirmInspection(renter, bookingUrl);
  await expect(statusOf(renter)).toContainText("En cours");

  // The return, recorded by the owner, confirmed by the renter: 412 km and two eighths of fuel less.
  await owner.goto(bookingUrl);
  await owner.getByRole("link", { name: "Faire l'état des lieux de retour" }).click();
  await recordInspection(owner, { mileage: "84412", fuel: "6/8", notes: "Rayure sur la portière arrière gauche" });
  await confirmInspection(renter, bookingUrl);
  await expect(statusOf(renter)).toContainText("Véhicule rendu");
  await expect(statusOf(renter)).toContainText("Kilomètres parcourus : 412 km");
  await expect(statusOf(renter)).toContainText("Carburant : −2/8");

  // The owner keeps 30 000 FCFA of the deposit; the renter contests.
  await owner.goto(`${bookingUrl}/caution`);
  await owner.getByLabel("Montant retenu (FCFA)").fill("30000");
  await owner.getByLabel("Motif").fill("Rayure sur la portière arrière gauche, à repeindre");
  await owner.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(owner.getByText(/Le locataire a jusqu'au/)).toBeVisible();
  await renter.goto(`${bookingUrl}/caution`);
  await renter.getByLabel("Motif").fill("La rayure était déjà là au départ");
  await renter.getByRole("button", { name: "Contester" }).click();
  await expect(renter.getByText("La retenue est contestée : un administrateur examine le litige et tranchera.")).toBeVisible();

  // The admin reads both records side by side and decides: 15 000 FCFA kept.
  await admin.goto("/admin/litiges");
  await admin
    .getByRole("link", { name: new RegExp(model) })
    .first()
    .click();
  await expect(admin.getByText("Kilomètres parcourus : 412 km")).toBeVisible();
  await expect(admin.getByText("La rayure était déjà là au départ").first()).toBeVisible();
  await admin.getByLabel("Décision", { exact: true }).fill("La rayure n'apparaît pas au départ, mais elle est légère : la moitié de la retenue est justifiée.");
  await admin.getByLabel("Montant retenu par le propriétaire (FCFA)").fill("15000");
  await admin.getByRole("button", { name: "Rendre la décision" }).click();
  await expect(admin.getByText("Tranché").first()).toBeVisible();

  // Both parties read the end: the booking completed.
  await renter.goto(bookingUrl);
  await expect(statusOf(renter)).toContainText("Terminée");
  expect(problems).toEqual([]);
});
