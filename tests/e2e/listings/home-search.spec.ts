import { expect, test } from "../journey.ts";

test("the hero search goes to /listings with the typed text, by Enter or by the button", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Trouvez votre voiture idéale" })).toBeVisible();
  const search = page.getByPlaceholder("Marque, modèle, année...");
  await search.fill("Toyota");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/listings\?search=Toyota$/);

  await page.goto("/");
  await page.getByPlaceholder("Marque, modèle, année...").fill("Peugeot 308");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/listings\?search=Peugeot(\+|%20)308$/);
});

test("a blank search does nothing", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await page.getByPlaceholder("Marque, modèle, année...").fill("   ");
  await page.getByPlaceholder("Marque, modèle, année...").press("Enter");
  await page.getByRole("button", { name: "Rechercher" }).click();
  // Give a stray navigation the time to happen before checking there was none.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a blank search stays on the page; the tabs still switch", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole("tab", { name: "Location" }).click();
    await expect(page).toHaveURL(/\/\?vitrine=location$/);
    await expect(page.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByTestId("price").first()).toContainText("/jour");
  });
});

test("the home page shows premium listings, the sale tab, a sponsored banner; the Location tab shows rentals per day", async ({ page }) => {
  await page.goto("/");
  const premium = page.getByRole("region", { name: "Annonces Premium" });
  await expect(premium.getByText("Premium", { exact: true }).first()).toBeVisible();
  await expect(premium.getByRole("link", { name: "Voir tout" })).toHaveAttribute("href", "/listings");

  const featured = page.getByRole("region", { name: "Véhicules en vedette" });
  await expect(featured.getByRole("tab", { name: "Vente" })).toHaveAttribute("aria-selected", "true");
  const panel = featured.getByRole("tabpanel");
  await expect(panel.getByRole("article")).toHaveCount(6);
  await expect(panel.getByTestId("price").first()).not.toContainText("/jour");
  const ad = panel.getByRole("complementary", { name: "Publicité" });
  await expect(ad.getByText("Sponsorisé")).toBeVisible();
  const adLink = ad.getByRole("link");
  await expect(adLink).toHaveAttribute("href", /^\/ads\/[0-9a-f-]{36}\/click$/);
  await expect(adLink).toHaveAttribute("target", "_blank");
  // The 'Filtres' sheet sends its filters to the browse page.
  await featured.locator("summary", { hasText: "Filtres" }).click();
  await page.getByLabel("Carburant").selectOption({ label: "Diesel" });
  // 'Voir les résultats' until the server's count arrives ('Voir 128 annonces').
  await page.getByRole("button", { name: /^(Voir les résultats|Voir .+ annonces?)$/ }).click();
  await expect(page).toHaveURL(/\/listings\?.*fuelType=diesel/);
  await page.goBack();

  await featured.getByRole("tab", { name: "Location" }).click();
  await expect(page).toHaveURL(/\/\?vitrine=location$/);
  await expect(featured.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByTestId("price").first()).toContainText("/jour");
  expect(await panel.getByTestId("price").count()).toBeGreaterThan(0);
  await expect(featured.getByRole("link", { name: "Voir tout" })).toHaveAttribute("href", "/listings?type=location");
});

test("a sponsored banner opens its advertiser's page in a new tab", async ({ page, context }) => {
  // The demo banners point at example.com: answer locally instead of going on the network.
  await context.route("https://www.example.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Annonceur</h1>" }));
  await page.goto("/");
  const popup = page.waitForEvent("popup");
  await page.getByRole("complementary", { name: "Publicité" }).getByRole("link").click();
  const tab = await popup;
  await expect(tab).toHaveURL(/^https:\/\/www\.example\.com\//);
  await expect(page).toHaveURL(/\/$/);
});
