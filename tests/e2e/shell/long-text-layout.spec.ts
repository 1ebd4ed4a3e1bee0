import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { signIn, signUpAndSignIn } from "../support.ts";

/**
 * One member's text never widens a page for everyone else. A dealer and a renter whose names,
 * company, city, listing texts, message, review, booking note and report are long unbroken words
 * (each as long as the forms take), then every page that shows them, at 390 px: nothing may
 * scroll sideways. The members write on a wide screen, so that a page already too wide on a phone
 * cannot stop the writing before the pages are measured.
 */

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
test.use({ viewport: WIDE });

const unbroken = (stem: string, length: number) => stem.repeat(Math.ceil(length / stem.length)).slice(0, length);
const LONG = {
  sellerFirstName: unbroken("Adjoua", 60),
  sellerLastName: unbroken("Konan", 60),
  company: unbroken("Automobiles", 120),
  city: unbroken("Yamoussoukro", 80),
  saleModel: unbroken("Landcruiser", 60),
  rentalModel: unbroken("Hiacebus", 60),
  color: unbroken("Bleunuit", 40),
  engine: unbroken("Turbodiesel", 40),
  equipment: unbroken("Climatisation", 40),
  description: `Très bon état. ${unbroken("Impeccable", 600)}`,
  renterFirstName: unbroken("Kouadio", 60),
  renterLastName: unbroken("Yaoyao", 60),
  message: unbroken("Disponible", 500),
  review: unbroken("Excellent", 500),
  note: unbroken("Livraison", 500),
  report: unbroken("Suspect", 500),
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function photo(background: string) {
  return {
    name: "voiture.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  };
}

/** The fields a sale and a rental share, each free-text one at its longest. */
async function fillVehicle(page: Page, model: string) {
  await field(page, "Marque").selectOption("Autre");
  await field(page, "Modèle").fill(model);
  await field(page, "Année").selectOption(String(new Date().getFullYear() - 4));
  await field(page, "Kilométrage (km)").fill("84000");
  await field(page, "Transmission").selectOption("manual");
  await field(page, "Carburant").selectOption("diesel");
  await field(page, "Couleur extérieure").selectOption("Autre");
  await field(page, "Couleur extérieure").fill(LONG.color);
  await field(page, "Description").fill(LONG.description);
  await field(page, "Ville").selectOption("Autre");
  await field(page, "Ville").fill(LONG.city);
  await field(page, "Autres équipements").fill(LONG.equipment);
  await field(page, "Ajouter des photos").setInputFiles([await photo("#0f766e")]);
}

/** Publishes the form and returns the new listing's path, read from Mes Annonces. */
async function publish(page: Page, model: string): Promise<string> {
  await page.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(page.getByText("Annonce créée avec succès !")).toBeVisible();
  await page.goto("/profile?tab=annonces");
  const link = page.getByRole("main").locator('a[href^="/listing/"], a[href^="/rental/"]').filter({ hasText: model }).first();
  return (await link.getAttribute("href")) as string;
}

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, viewport: WIDE, baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

/** Opens a page and checks that it is no wider than the phone, naming what sticks out when it is. */
async function expectNoSidewaysScroll(page: Page, who: string, path: string, shows: string) {
  await page.setViewportSize(PHONE);
  // The member's text is on the page: otherwise the width would prove nothing. A visitor's page may
  // be the shared copy of a few seconds ago (ADR 0013), from before the text was posted: read anew.
  const text = page.getByText(shows.slice(0, 30)).first();
  await expect(async () => {
    await page.goto(path);
    await expect(text).toBeAttached({ timeout: 2_000 });
  }, `${who} ${path} shows the long text`).toPass({ timeout: 20_000 });
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const hasText = (e: Element) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const wide = [...document.querySelectorAll("main *")].filter((e) => e.getBoundingClientRect().right > width + 1 && hasText(e));
    const culprits = wide.slice(0, 3).map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}">`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprits };
  });
  // A phone zooms out to show a page wider than itself: the screen's own width is the limit too.
  const limit = Math.min(innerWidth, PHONE.width);
  expect.soft(scrollWidth, `${who} ${path} is ${scrollWidth} px wide on a ${PHONE.width} px phone: ${culprits.join(" ")}`).toBeLessThanOrEqual(limit);
}

test("long names, cities, titles, descriptions, messages, reviews, notes and reports keep every page at the phone's width", async ({
  page: seller,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);

  // A dealer in a city typed under 'Autre', with a sale and a rental whose every text is long.
  await signUpAndSignIn(seller, LONG.sellerFirstName, LONG.sellerLastName, { userType: "dealer", companyName: LONG.company, typedCity: LONG.city });
  // The forms are filled once hydrated: the model field changes with the brand.
  await seller.goto("/sell/vendre", { waitUntil: "networkidle" });
  await fillVehicle(seller, LONG.saleModel);
  await field(seller, "Prix").fill("12500000");
  await field(seller, "État").selectOption("used");
  await field(seller, "Carrosserie").selectOption("SUV");
  await field(seller, "Moteur").fill(LONG.engine);
  await field(seller, "Couleur intérieure").selectOption("Autre");
  await field(seller, "Couleur intérieure").fill(LONG.color);
  const sale = await publish(seller, LONG.saleModel);
  await seller.goto("/sell/louer", { waitUntil: "networkidle" });
  await fillVehicle(seller, LONG.rentalModel);
  await field(seller, "Prix par jour").fill("45000");
  const rental = await publish(seller, LONG.rentalModel);
  await seller.goto(sale);
  const sellerProfile = (await seller.getByRole("link", { name: /Voir toutes les annonces/ }).getAttribute("href")) as string;

  // Visitors in Côte d'Ivoire (the default country), where the dealer's listings are.
  const visitor = await newPage(browser, testInfo);
  for (const path of ["/", "/?vitrine=location", "/listings", "/listings?type=location"]) await expectNoSidewaysScroll(visitor, "visitor", path, LONG.city);
  await expectNoSidewaysScroll(visitor, "visitor", sale, LONG.description);
  await expectNoSidewaysScroll(visitor, "visitor", rental, LONG.description);
  await expectNoSidewaysScroll(visitor, "visitor", sellerProfile, LONG.sellerFirstName);

  // A long review, by a member whose account is old enough to review (the demo buyer).
  const reviewer = await newPage(browser, testInfo);
  await signIn(reviewer, "acheteur@demo.autoafrique.africa", "demo12345");
  await reviewer.goto(sale, { waitUntil: "networkidle" });
  const review = reviewer.locator("form#avis");
  await review.locator('label[for="rating-4"]').click();
  await review.getByLabel("Commentaire (optionnel)").fill(LONG.review);
  await review.getByRole("button", { name: "Publier mon avis" }).click();
  await expect(reviewer.getByRole("status").filter({ hasText: "Avis ajouté avec succès" })).toBeVisible();

  // A renter with long names writes to the dealer, favourites and reports the sale, and books the rental.
  const renter = await newPage(browser, testInfo);
  await signUpAndSignIn(renter, LONG.renterFirstName, LONG.renterLastName);
  await renter.goto(sale, { waitUntil: "networkidle" });
  await renter.getByRole("button", { name: "Ajouter aux favoris" }).first().click();
  await expect(renter.getByText("Ajouté aux favoris")).toBeVisible();
  await renter.getByText("Signaler cette annonce").click();
  await renter.getByLabel("Arnaque ou prépaiement demandé").check();
  await renter.getByLabel("Précisions (optionnel)").fill(LONG.report);
  await renter.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(renter.getByText("Signalement envoyé")).toBeVisible();
  await renter.goto(sale);
  await renter.getByRole("button", { name: "Contacter le vendeur" }).click();
  await expect(renter).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversation = new URL(renter.url()).pathname;
  await renter.getByLabel("Votre message").fill(LONG.message);
  await renter.getByRole("button", { name: "Envoyer" }).click();
  await expect(renter.getByRole("list", { name: "Messages" }).getByText(LONG.message.slice(0, 30))).toBeVisible();
  await renter.goto(rental, { waitUntil: "networkidle" });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await field(renter, "Date de début").fill(day(40));
  await field(renter, "Date de fin").fill(day(42));
  await renter.getByLabel("Message au propriétaire (optionnel)").fill(LONG.note);
  await renter.getByRole("button", { name: "Demander la réservation" }).click();
  await expect(renter.getByText("Demande envoyée !")).toBeVisible();

  const admin = await newPage(browser, testInfo);
  await signIn(admin, "admin@demo.autoafrique.africa", "demo12345");

  const checks: [Page, string, string, string][] = [
    [renter, "renter", sale, LONG.review],
    [renter, "renter", rental, LONG.city],
    [renter, "renter", "/messages", LONG.sellerFirstName],
    [renter, "renter", conversation, LONG.message],
    [renter, "renter", "/bookings", LONG.note],
    [renter, "renter", "/favorites", LONG.city],
    [seller, "dealer", "/profile", LONG.sellerFirstName],
    [seller, "dealer", "/profile?tab=annonces", LONG.saleModel],
    [seller, "dealer", "/dashboard", LONG.saleModel],
    [seller, "dealer", "/messages", LONG.renterFirstName],
    [seller, "dealer", conversation, LONG.message],
    [seller, "dealer", "/bookings?tab=recues", LONG.note],
    [seller, "dealer", sale, LONG.description],
    [admin, "admin", "/admin?tab=users", LONG.sellerFirstName],
    [admin, "admin", "/admin?tab=reports", LONG.report],
  ];
  for (const [page, who, path, shows] of checks) await expectNoSidewaysScroll(page, who, path, shows);
});
