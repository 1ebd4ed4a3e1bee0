import { expect, test } from "@playwright/test";

test("every page carries the security headers; health answers", async ({ request }) => {
  const page = await request.get("/");
  const headers = page.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // A page shared by visitors without an account allows its inline scripts by their hashes; any
  // other page by a nonce made for the response.
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  const own = (await request.get("/auth")).headers()["content-security-policy"];
  expect(own).toMatch(/script-src 'self' 'nonce-[^']+';/);
  expect((await request.get("/auth")).headers()["content-security-policy"]).not.toBe(own);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  const health = await request.get("/healthz");
  expect(await health.json()).toMatchObject({ status: "ok" });
});

test("a cross-site POST is refused before it reaches any action", async ({ request }) => {
  const response = await request.post("/auth", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    data: "intent=signin&email=acheteur%40demo.autoafrique.africa&password=demo12345",
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test("uploaded photos are served as WebP with long caching", async ({ page, request }) => {
  await page.goto("/");
  const src = await page.getByTestId("price").first().locator("xpath=ancestor::a//img").getAttribute("src");
  // Demo photos are uploads of their owner, like anyone's: listings/{owner id}/{photo id}.
  expect(src).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}\/[0-9a-f-]{36}-400\.webp$/);
  const image = await request.get(src as string);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");
  expect((await request.get("/uploads/../package.json")).status()).toBe(404);
});

test.describe("splash", () => {
  test.use({ reducedMotion: "no-preference" });

  test("shows 'Votre marketplace automobile' once per browser session, over a usable page", async ({ page }) => {
    await page.goto("/");
    const splash = page.getByTestId("splash");
    await expect(splash).toContainText("Votre marketplace automobile");
    await expect(splash).toBeVisible();
    // The page beneath is already there and clickable.
    await expect(page.getByRole("heading", { name: "Trouvez votre voiture idéale" })).toBeVisible();
    await expect(splash).toBeHidden({ timeout: 5_000 });
    await page.goto("/auth");
    await expect(splash).toBeHidden();
  });
});
