import type { BrowserContext, Page } from "@playwright/test";
import { seriousViolations } from "../axe.ts";

/** How long a page's address and its requests stay still before it is audited: it has arrived. */
const SETTLED_MS = 400;

/**
 * A page as the audit knows it: its address without ids or values, so that /listing/<id> is one
 * page however many listings a journey opens, and /admin?tab=users another than /admin?tab=reports.
 */
export function pageKey(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const path = pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ":id");
  const tab = searchParams.get("tab");
  return tab ? `${path}?tab=${tab}` : path;
}

/**
 * Audits with axe-core each page the journey's browsers arrive at, once per page (ADR 0058): when
 * its address has stayed the same and no request has been under way for a moment. It runs beside
 * the journey, which does not wait for it; a violation counts only if a second look, once the page
 * has settled again, still finds it (a state between two of the journey's steps is not a page).
 */
export class PageAudit {
  /** Only the app's own pages: an advertiser's page a banner opens is not ours to mend. */
  private readonly origin: string;
  /** The pages already audited: those of this worker's earlier journeys too (one audit a page a run is enough). */
  private readonly audited: Set<string>;
  constructor(origin: string, audited = new Set<string>()) {
    this.origin = origin;
    this.audited = audited;
  }

  private readonly running = new Set<Promise<void>>();
  readonly failures: string[] = [];

  watch(context: BrowserContext) {
    for (const page of context.pages()) this.follow(page);
    context.on("page", (page) => this.follow(page));
  }

  private follow(page: Page) {
    let pending = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (pending === 0) this.start(page);
      }, SETTLED_MS);
    };
    page.on("request", () => {
      pending++;
      clearTimeout(timer);
    });
    const done = () => {
      pending = Math.max(0, pending - 1);
      if (pending === 0) later();
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) later();
    });
    page.on("close", () => clearTimeout(timer));
  }

  private start(page: Page) {
    const url = page.url();
    if (!url.startsWith(this.origin)) return;
    const key = pageKey(url);
    if (this.audited.has(key)) return;
    this.audited.add(key);
    const run = this.audit(page, url, key).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async audit(page: Page, url: string, key: string) {
    try {
      const first = await seriousViolations(page);
      if (first.length === 0) return;
      await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
      if (page.url() !== url) throw new Error("moved on");
      const second = new Set(await seriousViolations(page));
      for (const line of first) if (second.has(line)) this.failures.push(`${key} ${line}`);
    } catch {
      // The journey moved on or closed the page meanwhile: the page is audited on its next visit.
      this.audited.delete(key);
    }
  }

  /** Waits for the audits under way; the failures of the whole journey. */
  async finish(): Promise<string[]> {
    while (this.running.size > 0) await Promise.allSettled(this.running);
    return this.failures;
  }
}
