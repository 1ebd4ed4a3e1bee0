import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

const DEALER = "concession@demo.autoafrique.africa";

test("a dealer creates an API key, lists their listings with it, revokes it: the key then answers 401", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, DEALER, "demo12345");
  await page.goto("/pro/api");
  await expect(page.getByRole("heading", { level: 1, name: "Clés API" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Documentation de l'API" })).toHaveAttribute("href", "/api/docs");

  const name = `Logiciel du garage`;
  await page.getByLabel("Nom de la clé").fill(name);
  await page.getByRole("button", { name: "Créer une clé" }).click();
  const field = page.getByRole("textbox", { name: "Nouvelle clé API" });
  await expect(field).toBeVisible();
  await expect(page.getByText("elle ne sera plus jamais affichée")).toBeVisible();
  const key = await field.inputValue();
  expect(key).toMatch(/^aa_live_[A-Za-z0-9_-]{43}$/);

  const listed = await request.get("/api/v1/listings?limit=5", { headers: { Authorization: `Bearer ${key}` } });
  expect(listed.status()).toBe(200);
  expect(listed.headers()["cache-control"]).toBe("no-store");
  const page1 = (await listed.json()) as { data: { id: string; url: string; currency: string }[] };
  expect(page1.data.length).toBeGreaterThan(0);
  expect(page1.data[0]?.currency).toBe("XOF");

  // The new key is shown once: the page opened again lists it by its prefix only.
  await page.goto("/pro/api");
  await expect(page.getByText(key)).toHaveCount(0);
  const row = page.getByRole("listitem").filter({ hasText: key.slice(0, 12) });
  await row.getByRole("link", { name: `Révoquer la clé ${name}` }).click();
  await page.getByRole("button", { name: "Oui, révoquer" }).click();
  await expect(page.getByText("Clé révoquée")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: key.slice(0, 12) })).toHaveCount(0);

  const refused = await request.get("/api/v1/listings", { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["content-type"]).toMatch(/^application\/problem\+json/);
  expect(((await refused.json()) as { code: string }).code).toBe("unauthorized");

  // The documentation the page links to, read by a person: each endpoint with its curl example.
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Documentation de l'API" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /Lister ses annonces/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "openapi.json" })).toHaveAttribute("href", "/api/v1/openapi.json");
});
