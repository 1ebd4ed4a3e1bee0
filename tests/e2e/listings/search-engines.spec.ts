import { expect, test } from "../journey.ts";
import { firstListingPath } from "../../support/sitemap-paths.ts";

type Block = Record<string, unknown> & { "@type": string };

test("a crawler goes from robots.txt to the sitemap index, a country's file and a listing described in JSON-LD", async ({ page, request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("<sitemapindex");
  expect(index).toMatch(/<loc>http:\/\/localhost:\d+\/sitemaps\/[a-z]{2}-fr-1\.xml<\/loc><lastmod>/);

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const path = await firstListingPath(async (p) => (await request.get(p)).text(), "listing");
  await page.goto(`${path}?utm_source=whatsapp`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^http://localhost:\\d+${path}$`));

  // Still there, once, after the page's script has run.
  await page.waitForLoadState("networkidle");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Block);
  expect(blocks.map((b) => b["@type"])).toEqual(["Car", "BreadcrumbList"]);
  const [car] = blocks;
  expect(car.name).toContain(title);
  expect(car.offers).toMatchObject({ "@type": "Offer", priceCurrency: "XOF", price: expect.any(Number), availability: "https://schema.org/InStock" });
  expect(errors).toEqual([]);
});
