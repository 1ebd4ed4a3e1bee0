import { expect, test } from "../journey.ts";

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

// Each test has a fresh browser context: a device that has never been here.
test.describe("splash", () => {
  test.use({ reducedMotion: "no-preference" });

  test("a shared link opens on its page at once: no splash on a deep link", async ({ page }) => {
    await page.goto("/listings", { waitUntil: "commit" });
    await expect(page.getByTestId("price").first()).toBeVisible();
    await expect(page.getByTestId("splash")).toHaveCount(0);
  });

  test("the home page's splash 'Votre marketplace automobile' comes once per device, never in front of the page once it is there", async ({
    context,
    page,
  }) => {
    await page.goto("/");
    const splash = page.getByTestId("splash");
    await expect(splash).toContainText("Votre marketplace automobile");
    // The page has arrived: the splash is not in front of it, at once (not after its 0.8 s).
    await expect(page.getByRole("heading", { name: "Trouvez votre voiture idéale" })).toBeVisible();
    await expect(splash).toBeHidden({ timeout: 100 });
    expect(await page.evaluate(() => localStorage.getItem("aa-splash-seen"))).toBe("1");
    // A new tab of the same browser shares its localStorage: the device has seen it.
    const second = await context.newPage();
    await second.goto("/");
    await expect(second.getByRole("heading", { name: "Trouvez votre voiture idéale" })).toBeVisible();
    await expect(second.locator("html")).toHaveClass(/splash-seen/);
    await expect(second.getByTestId("splash")).toBeHidden();
  });
});
