import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";
import { seriousViolations } from "../axe.ts";

const BUYER = "acheteur@demo.autoafrique.africa";

/**
 * With every cookie Chromium holds after signing in, a member's pages go through the page caches
 * (they come with an `Age`), and none of them may be kept by a cache on the way.
 */
test("after signing in, the browser holds no cookie that keeps pages out of the caches, and nothing on the way keeps the member's pages", async ({
  page,
  context,
}) => {
  await signIn(page, BUYER, "demo12345");
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("aa_flash");
  for (const path of ["/listings", "/favorites", "/messages", "/en/listings", "/en/favorites", "/en/messages"]) {
    const response = await page.goto(path);
    expect(response?.headers()["cache-control"], path).toBe("private, no-store");
    expect(response?.headers().age, `${path} served through a page cache`).toBeDefined();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
