import type { Page } from "@playwright/test";

/** Collects the page's console errors and uncaught errors (a hydration mismatch is one), each with its address. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${page.url()} console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()} page error: ${error.message}`));
  return problems;
}
