// These pages are audited here one by one: the journeys' background audit (journey.ts) would repeat it.
import { test } from "@playwright/test";
import { ACCOUNTS, auditAccount, auditVisitor } from "./every-page.ts";

// Every page at 390 px (the phone project), for a visitor and each demo account (ADR 0058).
test.describe.configure({ timeout: 300_000 });

test("a visitor's pages have no serious accessibility violation on a phone", async ({ page }) => {
  await auditVisitor(page);
});

for (const account of ACCOUNTS) {
  test(`the pages of ${account}@ have no serious accessibility violation on a phone`, async ({ page }) => {
    await auditAccount(page, account);
  });
}
