import { type Browser, test as base, expect } from "@playwright/test";
import { PageAudit } from "./accessibility/page-audit.ts";

/**
 * Playwright's `test`, with every page each journey visits audited by axe-core (ADR 0058): in its
 * own page and in the other members' browsers it opens, unless an earlier journey of the worker
 * audited it. A journey fails on a serious or critical violation, or one of the held rules, on any
 * page it reached.
 */
/**
 * The pages audited by this worker's journeys so far, by screen (project): a page met again in a later journey
 * is not audited again (every page of each account is also audited whole by accessibility/every-page.ts).
 */
const auditedPages = new Map<string, Set<string>>();

export const test = base.extend<{ accessibilityAudit: void }>({
  accessibilityAudit: [
    async ({ context, browser, baseURL }, use, testInfo) => {
      const project = testInfo.project.name;
      if (!auditedPages.has(project)) auditedPages.set(project, new Set());
      const audit = new PageAudit(new URL(baseURL ?? "http://localhost").origin, auditedPages.get(project));
      audit.watch(context);
      const newContext = browser.newContext.bind(browser);
      const watched: Browser["newContext"] = async (options) => {
        const opened = await newContext(options);
        audit.watch(opened);
        return opened;
      };
      browser.newContext = watched;
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(await audit.finish(), "accessibility violations on the pages this journey visited").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
